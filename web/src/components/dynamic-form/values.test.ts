import { describe, expect, it } from 'vitest'
import { cityCascadeOptions, phRegions } from './locations'
import type { FormItem } from './types'
import { cityLabel, digitsOnly, initialValues, toSubmitValues } from './values'

const items: FormItem[] = [
  { code: 'bankCode', title: 'Bank', cate: 'enum', note: [{ name: 'BDO Unibank', type: 'BDO' }, { name: 'BPI', type: 'BPI' }], value: 'BPI' },
  { code: 'cardNo', title: 'Account number', cate: 'txt', inputType: 'number' },
  { code: 'accountName', title: 'Name', cate: 'txt' },
  { code: 'birthday', title: 'Birthday', cate: 'day' },
  { code: 'city', title: 'City', cate: 'citySelect' },
]

describe('dynamic form values (spec section 5)', () => {
  it('starts enumerations at the saved option name', () => {
    expect(initialValues(items)).toEqual({ bankCode: 'BPI', cardNo: '', accountName: '', birthday: '', city: '' })
  })
  it('sends text, city and day as entered and enumerations as the option type of the chosen name', () => {
    const body = toSubmitValues(items, {
      bankCode: 'BDO Unibank',
      cardNo: '0012 3456 7890',
      accountName: ' Juan Dela Cruz ',
      birthday: '1992-06-12',
      city: 'National Capital Region (NCR)/Metro Manila/Makati City',
    })
    expect(body).toEqual({
      bankCode: 'BDO',
      cardNo: '001234567890',
      accountName: 'Juan Dela Cruz',
      birthday: '1992-06-12',
      city: 'National Capital Region (NCR)/Metro Manila/Makati City',
    })
  })
  it('sends an empty type when the chosen name is not an option', () => {
    expect(toSubmitValues(items.slice(0, 1), { bankCode: 'GCash' })).toEqual({ bankCode: '' })
  })
  it('keeps digits only in numeric text', () => {
    expect(digitsOnly('09a17-123 4567')).toBe('09171234567')
  })
  it('shows a city as "City, Province"', () => {
    expect(cityLabel('Region VII (Central Visayas)/Cebu/Cebu City')).toBe('Cebu City, Cebu')
  })
  it('bundles every region with provinces and cities', () => {
    expect(phRegions).toHaveLength(18)
    const ncr = cityCascadeOptions()[0]
    expect(ncr.label).toBe('National Capital Region (NCR)')
    expect(ncr.children?.[0].children?.some((c) => c.value === 'Makati City')).toBe(true)
  })
})

import { wheelLabel } from './locations'

describe('wheelLabel', () => {
  it('shortens only very long region names that carry an abbreviation', () => {
    expect(wheelLabel('Bangsamoro Autonomous Region in Muslim Mindanao (BARMM)')).toBe('Bangsamoro (BARMM)')
    expect(wheelLabel('Cordillera Administrative Region (CAR)')).toBe('Cordillera Administrative Region (CAR)')
    expect(wheelLabel('Metro Manila')).toBe('Metro Manila')
  })
})
