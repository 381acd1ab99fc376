import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS, getItem, removeItem, setItem } from '.'

describe('typed storage', () => {
  it('round-trips values as JSON', () => {
    setItem(STORAGE_KEYS.repaymentInfo, { repayAmount: 150000, defDetail: { payCode: 'PC-1' } })
    expect(getItem(STORAGE_KEYS.repaymentInfo)).toEqual({ repayAmount: 150000, defDetail: { payCode: 'PC-1' } })
    setItem(STORAGE_KEYS.orderNo, 'ORD-1')
    expect(localStorage.getItem('pautang.orderNo')).toBe('"ORD-1"')
    removeItem(STORAGE_KEYS.orderNo)
    expect(getItem(STORAGE_KEYS.orderNo)).toBeUndefined()
  })

  it('treats a corrupt entry as absent', () => {
    localStorage.setItem(STORAGE_KEYS.repaymentInfo, '{bad')
    expect(getItem(STORAGE_KEYS.repaymentInfo)).toBeUndefined()
  })
})
