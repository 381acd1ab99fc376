import type { LegalSection } from './loan-terms'

/** The public site's About us text. {company} and {email} are filled from configuration. */
export const aboutIntro =
  '{company} is a Philippine lending company that makes small, short-term loans simple, fast and fair. Everything happens on your phone: apply, sign, receive and repay without visiting a branch.'

export const about: LegalSection[] = [
  {
    heading: 'Our mission',
    paragraphs: [
      'Millions of Filipinos need a little help between paydays: a hospital bill, tuition, a stock order for a sari-sari store. We want that help to be a few taps away, at a price that is disclosed in full before you sign.',
    ],
  },
  {
    heading: 'Our advantages',
    items: [
      'A decision within 1 day and funds within 1 to 3 days, to GCash, Maya or any bank.',
      'Terms from 91 to 365 days, in one payment or in installments, with the option to extend.',
      'Every peso of interest and every fee shown in the Disclosure Statement before you accept.',
      'Repay anywhere: e-wallets, online banking, 7-Eleven, Cebuana Lhuillier and M Lhuillier.',
      'Registered with the Securities and Exchange Commission and bound by its rules on fair collection.',
    ],
  },
  {
    heading: 'Our team',
    paragraphs: [
      'We are credit analysts, engineers and customer-service agents based in Makati City. Our support team answers in English and Filipino, seven days a week, from 8:00 to 20:00.',
    ],
  },
  {
    heading: 'Customer service',
    paragraphs: ['Write to us at {email} or call {phone}. We reply to every message within 1 business day.'],
  },
]
