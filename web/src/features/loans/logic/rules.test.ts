import { describe, expect, it } from 'vitest'
import { firstOpenGroup, latestBirthDate, missingFields } from './profile'
import {
  canProceed,
  isProductEnabled,
  isRecommendedBlockVisible,
  orderActionPath,
  orderButtons,
  productLinkTarget,
  redirectTarget,
  scoreOutcome,
  showAgreement,
  showAgreementModal,
  showPointOut,
  showTags,
  showWithdrawModal,
} from './rules'

describe('orderButtons (spec section 4)', () => {
  const cases: { status: number | string; isDelay: string | number; want: string[] }[] = [
    { status: 21, isDelay: '0', want: [] },
    { status: 110, isDelay: '0', want: [] },
    { status: 151, isDelay: '1', want: [] },
    { status: 170, isDelay: '0', want: ['Repayment'] },
    { status: 170, isDelay: '1', want: ['Repayment'] },
    { status: 174, isDelay: '1', want: ['REPAY', 'Rollover Repayment (Short of money?)'] },
    { status: 180, isDelay: '1', want: ['REPAY', 'Rollover Repayment (Short of money?)'] },
    { status: '180', isDelay: 1, want: ['REPAY', 'Rollover Repayment (Short of money?)'] },
    { status: 174, isDelay: '0', want: ['Repayment'] },
    { status: 180, isDelay: '', want: ['Repayment'] },
    { status: 200, isDelay: '0', want: ['Borrow Again'] },
    { status: 999, isDelay: '1', want: [] },
  ]
  const labels: Record<string, string> = {
    repayUpper: 'REPAY',
    rolloverRepayment: 'Rollover Repayment (Short of money?)',
    repayment: 'Repayment',
    borrowAgain: 'Borrow Again',
  }
  for (const { status, isDelay, want } of cases) {
    it(`status ${status} isDelay ${JSON.stringify(isDelay)} -> ${want.join(' + ') || 'none'}`, () => {
      const got = orderButtons(status, isDelay).map((b) => labels[b.label])
      expect(got).toEqual(want)
    })
  }

  it('sends repayments to /repayment, the rollover to /repayDelay, Borrow Again nowhere', () => {
    expect(orderActionPath('repay')).toBe('/repayment')
    expect(orderActionPath('repayment')).toBe('/repayment')
    expect(orderActionPath('rollover')).toBe('/repayDelay')
    expect(orderActionPath('borrowAgain')).toBeNull()
  })

  it('makes only the first button primary', () => {
    expect(orderButtons(174, '1').map((b) => b.primary)).toEqual([true, false])
  })
})

describe('redirectTarget', () => {
  it('redirects any status but 21 when playeduL is set', () => {
    expect(redirectTarget(170, '/loanConfirmNew?productId=1')).toBe('/loanConfirmNew?productId=1')
    expect(redirectTarget('200', 'https://x.example/p')).toBe('https://x.example/p')
  })
  it('never redirects at 21 or without playeduL', () => {
    expect(redirectTarget(21, '/loanConfirmNew')).toBeNull()
    expect(redirectTarget('21', '/x')).toBeNull()
    expect(redirectTarget(170, '')).toBeNull()
    expect(redirectTarget(170, undefined)).toBeNull()
  })
})

describe('recommended block', () => {
  it('is hidden, loaded or not (the always-true isShowLoanMarket)', () => {
    expect(isRecommendedBlockVisible(true)).toBe(false)
    expect(isRecommendedBlockVisible(false)).toBe(false)
  })
})

describe('confirm: agreement checkbox and Next', () => {
  it('shows the agreement row only when contracts come back', () => {
    expect(showAgreement([{ id: 1, title: 'Loan Agreement' }])).toBe(true)
    expect(showAgreement([])).toBe(false)
    expect(showAgreement(null)).toBe(false)
  })
  it('Next works only while the shown checkbox is ticked', () => {
    expect(canProceed(true, true)).toBe(true)
    expect(canProceed(true, false)).toBe(false)
  })
  it('Next works when there is no agreement row to tick', () => {
    expect(canProceed(false, false)).toBe(true)
  })
  it('frames the agreement only when popAgreementUrl is set', () => {
    expect(showAgreementModal('/loanAgreement?contractId=1')).toBe(true)
    expect(showAgreementModal('')).toBe(false)
    expect(showAgreementModal('  ')).toBe(false)
    expect(showAgreementModal(undefined)).toBe(false)
  })
  it("asks 'Point out' on the iOS back only when isPopType is 1", () => {
    expect(showPointOut(1)).toBe(true)
    expect(showPointOut('1')).toBe(true)
    expect(showPointOut(0)).toBe(false)
    expect(showPointOut(undefined)).toBe(false)
  })
  it("greets with 'Withdraw Now' only when arriving from confirm", () => {
    expect(showWithdrawModal('confirm')).toBe(true)
    expect(showWithdrawModal(null)).toBe(false)
    expect(showWithdrawModal('orders')).toBe(false)
  })
})

describe('scoreOutcome (spec section 9)', () => {
  it.each([
    [0, 'choose'],
    [1, 'result'],
    [2, 'result'],
    [3, 'result'],
    [4, 'rate'],
    [5, 'rate'],
  ] as const)('%i stars -> %s', (stars, want) => {
    expect(scoreOutcome(stars)).toBe(want)
  })
})

describe('recommended products', () => {
  it('shows tags on the first two only', () => {
    expect([0, 1, 2, 3].map(showTags)).toEqual([true, true, false, false])
  })
  it("ignores products whose enabled flag is '0'", () => {
    expect(isProductEnabled('0')).toBe(false)
    expect(isProductEnabled(0)).toBe(false)
    expect(isProductEnabled('1')).toBe(true)
    expect(isProductEnabled(1)).toBe(true)
  })
  it('opens http links as pages and hands anything else to the bridge', () => {
    expect(productLinkTarget('https://partner.example/apply')).toBe('page')
    expect(productLinkTarget('http://partner.example')).toBe('page')
    expect(productLinkTarget('/product?productId=2')).toBe('bridge')
    expect(productLinkTarget('pautang://product/2')).toBe('bridge')
  })
})

describe('application profile', () => {
  it('opens the first incomplete group', () => {
    const groups = [
      { group: 'personal', complete: true },
      { group: 'job', complete: false },
      { group: 'ext', complete: false },
    ]
    expect(firstOpenGroup(groups)).toBe('job')
    expect(firstOpenGroup(groups.map((g) => ({ ...g, complete: true })))).toBeUndefined()
  })
  it('skips groups a loan does not need yet', () => {
    const groups = [
      { group: 'ext', complete: true, required: true },
      { group: 'bank', complete: false, required: false },
    ]
    expect(firstOpenGroup(groups)).toBeUndefined()
  })
  it('offers birth dates up to 18 years ago', () => {
    expect(latestBirthDate(new Date(2026, 10, 22)).getFullYear()).toBe(2008)
  })
  it('requires every item', () => {
    const items = [
      { code: 'a', title: 'A', cate: 'txt' },
      { code: 'b', title: 'B', cate: 'enum' },
    ]
    expect(missingFields(items, { a: ' ', b: 'x' }).map((i) => i.code)).toEqual(['a'])
    expect(missingFields(items, { a: 'y', b: 'x' })).toEqual([])
  })
})
