import { GENERIC_LOAN_AGREEMENT } from '../features/loans/content/loan-agreement'
import { fallbackSiteInfo } from './api'
import { termsPage } from './pages'

describe('loan terms: late charges and the legal caps', () => {
  it('states the seed figures and, after them, that they are limited by the legal caps', () => {
    const page = termsPage(fallbackSiteInfo)
    const late = [...page.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === '7. Late payment')
    expect(late).toBeDefined()
    const text = late!.textContent ?? ''
    expect(text).toContain('Daily late interest of 5% on the overdue amount from the 1st to the 30th day of delay.')
    const paragraphs = [...late!.querySelectorAll('p')].map((p) => p.textContent ?? '')
    const caps = paragraphs.at(-1) ?? ''
    // The caps sentence follows the list of charges.
    expect(late!.querySelector('ul')!.compareDocumentPosition(late!.querySelector('p:last-of-type')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(caps).toContain('These late charges are limited by the legal caps')
    expect(caps).toContain('5% of the overdue amount for each 30 days of delay')
    expect(caps).toContain('100% of the amount borrowed')
  })

  it('defines the effective interest rate as the discounted-cash-flow rate', () => {
    const text = termsPage(fallbackSiteInfo).textContent ?? ''
    expect(text).toContain('discounts the payments back exactly to the net proceeds')
    expect(text).toContain('never exceeds 15% a month')
  })

  it('says the same in the generic loan agreement', () => {
    const late = GENERIC_LOAN_AGREEMENT.sections.find((s) => s.heading.startsWith('7.'))!
    const i = late.paragraphs.findIndex((p) => p.includes('5% a day from day 1 to day 30'))
    expect(i).toBeGreaterThanOrEqual(0)
    expect(late.paragraphs[i + 1]).toContain('These late charges are limited by the legal caps')
    expect(late.paragraphs[i + 1]).toContain('5% of the overdue amount for each 30 days of delay')
    expect(late.paragraphs[i + 1]).toContain('on every loan, whatever its amount and term')
    const terms = GENERIC_LOAN_AGREEMENT.sections.find((s) => s.heading.startsWith('5.'))!
    expect(terms.paragraphs.join(' ')).toContain('discounts your payments, on their due dates, back exactly to the net proceeds')
  })
})
