/**
 * The loan terms and conditions of the public site (spec section 9, stated in full).
 * Legal text lives here as content, not in the message catalogue: it is long, it is read
 * only on this page, and a lawyer edits it as one document. {company}, {secRegNo} and
 * {secCaNo} are filled from the server configuration.
 */
export interface LegalSection {
  heading: string
  paragraphs?: string[]
  items?: string[]
  /** Paragraphs after the items. */
  after?: string[]
}

export const LOAN_TERMS_EFFECTIVE = '2026-01-01'

export const loanTermsIntro =
  'These Loan Terms and Conditions govern every loan granted by {company}, a lending company registered with the Securities and Exchange Commission under SEC Registration No. {secRegNo} and Certificate of Authority No. {secCaNo} ("the Lender", "we"), to the person applying through the Pautang application or website ("the Borrower", "you"). Please read them carefully before you submit a Loan Application. By submitting a Loan Application and accepting a loan, you agree to be bound by these terms, by the Promissory Note and by the Disclosure Statement issued for your loan.'

export const loanTerms: LegalSection[] = [
  {
    heading: '1. Definitions',
    items: [
      'Loan Application: the request for a loan that you submit through the application or website, together with the information and documents you provide.',
      'Decision: our approval or rejection of a Loan Application, communicated to you in the application and by SMS.',
      'Promissory Note: your unconditional written promise to pay the Lender the loan amount, interest and charges on the dates stated in it.',
      'Disclosure Statement: the statement issued under Republic Act No. 3765 (the Truth in Lending Act) before the loan is consummated, showing the amount financed, the finance charges, the effective interest rate, the total amount payable and the payment schedule.',
      'Effective interest rate: the monthly rate that, applied to each of your payments on its due date, discounts the payments back exactly to the net proceeds you receive (BSP Circular No. 730, Series of 2011). It counts the interest, the service fee and the timing of every installment.',
      'Disbursement: the crediting of the net loan proceeds to the bank account or e-wallet you nominated.',
      'Maturity: the due date of the last payment stated in the Promissory Note.',
    ],
  },
  {
    heading: '2. Eligibility',
    paragraphs: [
      'You must be a Filipino citizen or resident over 18 years of age, with full legal capacity to contract, a valid government-issued identification document, a mobile number registered in your name and a bank account or e-wallet in your own name.',
      'We may ask for additional information to verify your identity and your capacity to repay, and we may decline any application in our discretion, in which case we will tell you so.',
    ],
  },
  {
    heading: '3. Loan application, decision and disbursement',
    paragraphs: [
      'The Loan Application is submitted through the application or website. We will give you our Decision within 1 day of receiving a complete Loan Application.',
      'If the application is approved, you will be shown the Disclosure Statement and the Promissory Note. The loan is accepted when you confirm them electronically. An approval is not a loan until you accept it.',
      'After acceptance, the funds are credited to your nominated account within 1 to 3 calendar days. Delays caused by the bank or e-wallet provider, or by incorrect account details you supplied, are not attributable to us.',
    ],
  },
  {
    heading: '4. Loan term',
    paragraphs: [
      'The term of each loan is not less than 91 and not more than 365 calendar days, counted from the date of Disbursement. Installment plans divide the term into periods; the due date and amount of each installment are stated in the Promissory Note and in the Disclosure Statement.',
    ],
  },
  {
    heading: '5. Interest and charges',
    paragraphs: [
      'Interest and every fee are stated in the Disclosure Statement before you accept the loan. We charge nothing that is not disclosed there or in these terms. All charges remain subject to the ceilings set by the Securities and Exchange Commission and the Bangko Sentral ng Pilipinas for small, short-term loans; any amount above a legal ceiling is not charged.',
      'On every loan, whatever its amount and term, the effective interest rate never exceeds 15% a month: we apply the ceilings of SEC Memorandum Circular No. 3, Series of 2022 to all our loans.',
    ],
  },
  {
    heading: '6. Prepayment',
    paragraphs: [
      'You may pay the loan in full before Maturity only after half of the loan term has passed and at least 7 days after Disbursement. Interest is computed up to the date of prepayment, as shown in the application.',
    ],
  },
  {
    heading: '7. Late payment',
    paragraphs: [
      'If an amount is not paid on its due date, the following apply to the overdue amount, without prejudice to our other remedies:',
    ],
    items: [
      'A one-time late payment penalty of ₱1,000.00 for new clients and ₱800.00 for repeat clients.',
      'Daily late interest of 5% on the overdue amount from the 1st to the 30th day of delay.',
      'Daily late interest of 4% on the overdue amount from the 31st to the 90th day of delay.',
      'Daily late interest of 2% on the overdue amount from the 91st day of delay.',
    ],
    after: [
      'These late charges are limited by the legal caps, on every loan whatever its amount and term: we apply the ceilings of SEC Memorandum Circular No. 3, Series of 2022 to all our loans, not only to loans of ₱10,000 or less for up to 4 months. The penalty and the late interest together never exceed 5% of the overdue amount for each 30 days of delay, and the interest, fees, penalty and late interest of the loan together never exceed 100% of the amount borrowed. Any amount above these limits is not charged. Your disclosure statement states the late charges that can actually be charged on your loan.',
    ],
  },
  {
    heading: '8. Application of payments',
    paragraphs: [
      'Payments received before Maturity are applied first to fees, then to interest, then to principal.',
      'Payments received after Maturity are applied in this order: charges, enforcement (collection and legal) expenses, penalties, then fees, interest and finally principal.',
    ],
  },
  {
    heading: '9. Extension (rollover)',
    paragraphs: [
      'Where the application offers it, you may extend a due date by paying the extension amount shown before the due date. The new due date is confirmed in the application. An extension does not reduce the principal unless the application states otherwise.',
    ],
  },
  {
    heading: '10. Your obligations',
    items: [
      'You must give true, complete and current information and keep your log-in codes secret.',
      'You must notify us of any change of your home address, employment or mobile number within 3 days of the change.',
      'You must use the loan for lawful purposes only.',
    ],
  },
  {
    heading: '11. Assignment',
    paragraphs: [
      'We may assign or transfer our rights under the loan, in whole or in part, to a third party. We will notify you in writing at least 7 business days before the assignment takes effect. You may not assign your obligations without our written consent.',
    ],
  },
  {
    heading: '12. Default',
    paragraphs: ['You are in default, and the whole outstanding balance becomes immediately due and demandable without further demand, if:'],
    items: [
      'you do not pay any amount when due and the amount remains unpaid after Maturity;',
      'any information you gave us proves to be false or misleading in a material respect;',
      'a judgment against you for the payment of money remains unpaid 10 days after it becomes final; or',
      'you become insolvent or are declared bankrupt.',
    ],
  },
  {
    heading: '13. Collection',
    paragraphs: [
      'We collect overdue amounts fairly and lawfully, in accordance with SEC Memorandum Circular No. 18, Series of 2019 on unfair debt collection practices. We never use threats, insults, or contact the people in your phone book, and we never disclose your debt to third parties except as the law allows.',
    ],
  },
  {
    heading: '14. Data privacy',
    paragraphs: [
      'We process your personal data in accordance with Republic Act No. 10173 (the Data Privacy Act of 2012) and our Privacy Policy, which forms part of these terms.',
    ],
  },
  {
    heading: '15. Governing law and venue',
    paragraphs: [
      'These terms are governed by the laws of the Republic of the Philippines. Any action arising from the loan shall be filed in the proper courts of the city where the Lender has its principal office, without prejudice to your right to file in the courts of your residence as the Rules of Court allow.',
    ],
  },
  {
    heading: '16. Changes and contact',
    paragraphs: [
      'We may amend these terms for future loans; the terms in force when you accepted a loan apply to that loan. Questions and complaints may be sent to {email} or {phone}, or filed through the "Online service" page of the application.',
    ],
  },
]
