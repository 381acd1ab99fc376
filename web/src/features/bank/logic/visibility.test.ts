import { describe, expect, it } from 'vitest'
import type { FormItem } from '@/components/dynamic-form'
import { codesChangedBySwitch, isBankItemVisible, visibleBankItems } from './visibility'

const item = (over: Partial<FormItem>): FormItem => ({ code: 'x', title: 'X', cate: 'enum', ...over })

describe('isBankItemVisible (spec section 5)', () => {
  const cases: [string, Partial<FormItem>, number, string, boolean][] = [
    ['cardTypeMi absent', {}, 1, '90006', true],
    ['cardTypeMi 0 on bank', { cardTypeMi: 0 }, 1, '90006', true],
    ['cardTypeMi 0 on e-wallet', { cardTypeMi: 0 }, 2, '90006', true],
    ['same type (bank)', { cardTypeMi: 1 }, 1, '90006', true],
    ['same type (e-wallet)', { cardTypeMi: 2 }, 2, '90006', true],
    ['other type hidden (bank item on e-wallet tab)', { cardTypeMi: 1 }, 2, '90006', false],
    ['other type hidden (e-wallet item on bank tab)', { cardTypeMi: 2 }, 1, '90006', false],
    ['bank: channel matches', { cardTypeMi: 1, channelNumber: '90006' }, 1, '90006', true],
    ['bank: channel differs', { cardTypeMi: 1, channelNumber: '90007' }, 1, '90006', false],
    ['bank: all-type item with another channel', { channelNumber: '90007' }, 1, '90006', false],
    ['e-wallet ignores the channel', { channelNumber: '90007' }, 2, '90006', true],
    ['bank: item without channel on any channel', { cardTypeMi: 1 }, 1, '90099', true],
  ]
  it.each(cases)('%s', (_name, over, cardType, channel, want) => {
    expect(isBankItemVisible(item(over), cardType, channel)).toBe(want)
  })
})

describe('tab switch', () => {
  const items: FormItem[] = [
    item({ code: 'bankCode', cardTypeMi: 1, channelNumber: '90006' }),
    item({ code: 'bankCode', cardTypeMi: 2 }),
    item({ code: 'cardNo', cate: 'txt', cardTypeMi: 1 }),
    item({ code: 'cardNo', cate: 'txt', cardTypeMi: 2 }),
    item({ code: 'accountName', cate: 'txt' }),
  ]
  it('keeps one item per code on each tab', () => {
    expect(visibleBankItems(items, 1, '90006').map((i) => i.code)).toEqual(['bankCode', 'cardNo', 'accountName'])
    expect(visibleBankItems(items, 2, '90006').map((i) => i.code)).toEqual(['bankCode', 'cardNo', 'accountName'])
  })
  it('clears only the fields that change', () => {
    expect(codesChangedBySwitch(items, '90006', 1, 2)).toEqual(['bankCode', 'cardNo'])
  })
})
