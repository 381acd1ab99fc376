/**
 * The about-us text (spec section 2: mission, advantages, team and a
 * customer-service e-mail). Company details come from the server's site info.
 */
import type { SiteInfo } from '../api/site-info'
import type { LegalDocument } from './types'

export function aboutUs(info: SiteInfo): LegalDocument {
  const company = info.companyName
  return {
    intro: [
      `Pautang is the online lending service of ${company}, a Philippine lending company registered with the Securities and Exchange Commission and authorised to lend. We give Filipinos fast, fair and clearly priced cash loans from their phone.`,
    ],
    sections: [
      {
        id: 'mission',
        heading: 'Our mission',
        paragraphs: [
          'Everyone deserves a fair loan when life does not wait for payday: a hospital bill, school fees, stock for the sari-sari store, a repair that cannot be put off. Our mission is to make small loans simple, honest and respectful, so that borrowing helps and never traps.',
        ],
      },
      {
        id: 'advantages',
        heading: 'Why borrowers choose Pautang',
        paragraphs: [],
        bullets: [
          'Fast: apply in minutes, a decision within 1 day, the money in your bank or e-wallet within 1 to 3 days of approval.',
          'Clear: before you confirm, you see the amount you receive, every fee, the interest, the full repayment plan and the Disclosure Statement required by the Truth in Lending Act. No hidden charges.',
          'Flexible: one payment or installments, terms from 91 to 365 days, repayment at outlets, e-wallets or banks, and an extension option on eligible loans.',
          'Respectful: we collect only what a loan needs, never read your contact list, and follow the SEC\'s fair debt collection rules.',
          'Safe: your data is protected under the Data Privacy Act of 2012 and encrypted end to end.',
        ],
      },
      {
        id: 'team',
        heading: 'Our team',
        paragraphs: [
          'We are a team of Filipino credit, technology and customer-care professionals based in Metro Manila. Our credit team designs products that borrowers can actually repay; our engineers keep the app fast on any phone; and our customer-care team answers in English and Filipino on working days.',
        ],
      },
      {
        id: 'contact',
        heading: 'Customer service',
        paragraphs: [
          'Questions about a loan, a payment or your account? Write to our customer-service e-mail below or use "Online service" in the app. We reply within 3 working days.',
        ],
      },
    ],
  }
}
