/**
 * The generic loan agreement of Pautang, shown by /loanAgreement when no
 * contractId is given (the signed, per-order contract comes from the server).
 * Its terms follow the loan terms text (spec section 9) and the money rules
 * in docs/loans.md. Long legal text lives here, not in the message catalogue.
 */
import type { ContractContent } from '../api/types'

export const GENERIC_LOAN_AGREEMENT: ContractContent = {
  title: 'Loan Agreement and Terms and Conditions',
  sections: [
    {
      heading: '1. The parties',
      paragraphs: [
        'This Loan Agreement is between Pautang Lending Corporation ("Pautang", "we", "us"), a lending company organised under the laws of the Republic of the Philippines, registered with the Securities and Exchange Commission (SEC) and holding a Certificate of Authority to operate as a lending company, and the person who applies for and accepts a loan through the Pautang application or website (the "Borrower", "you").',
        'By ticking "I have read and agree" and submitting your loan, you confirm that you have read this Agreement, the Disclosure Statement and the Privacy Policy, that you understand them, and that you accept them. The Disclosure Statement shown before you confirm forms part of this Agreement, as required by Republic Act No. 3765 (the Truth in Lending Act) and SEC Memorandum Circular No. 19, series of 2019.',
      ],
    },
    {
      heading: '2. Who may borrow',
      paragraphs: [
        'You must be a Filipino citizen or resident, over 18 years of age, with full legal capacity to contract, a valid government-issued identification, an active Philippine mobile number in your own name, and a bank or e-wallet account in your own name.',
        'You declare that every piece of information you give us in your application is true, complete and current, and you undertake to tell us within 3 days of any change of your address, mobile number, employer or payout account.',
      ],
    },
    {
      heading: '3. Application, decision and acceptance',
      paragraphs: [
        'You apply by choosing a loan product and an amount and by confirming the loan. Your confirmed application is an offer to borrow on the terms shown to you. We decide within 1 day. We may approve or decline any application under our credit policy; if we decline, we tell you in the application.',
        'The loan is formed when we approve it. Your electronic confirmation has the same effect as a handwritten signature under Republic Act No. 8792 (the Electronic Commerce Act of 2000) and serves as your promissory note for the principal, interest and charges stated in the Disclosure Statement.',
      ],
    },
    {
      heading: '4. Disbursement',
      paragraphs: [
        'After approval we send the net proceeds (the loan amount less the service fee shown in the Disclosure Statement) to the payout account you named. The funds are normally credited within 1 to 3 calendar days after approval, depending on your bank or e-wallet.',
        'If a payout fails because the account details are wrong or the account cannot receive funds, we ask you to change the payout account in the application; no interest runs until the funds are credited.',
      ],
    },
    {
      heading: '5. Term, interest and fees',
      paragraphs: [
        'The term of a loan is between 91 and 365 calendar days, as shown for the product you choose. The loan is repaid in one payment or in the installments of the repayment plan shown before you confirm.',
        'Interest is simple interest on the principal outstanding during each period, at the monthly rate stated in the Disclosure Statement, counted by calendar days. The service fee is deducted once from the proceeds. The Disclosure Statement shows the finance charge, the net proceeds, the total amount to be repaid and the effective interest rate of your loan: the monthly rate that discounts your payments, on their due dates, back exactly to the net proceeds you receive (BSP Circular No. 730, Series of 2011). We charge nothing that is not stated in it.',
      ],
    },
    {
      heading: '6. Repayment',
      paragraphs: [
        'You repay each installment on or before its due date through the repayment channels shown in the application (payment codes at partner outlets, e-wallets, bank transfer or card). A payment counts on the day the channel confirms it to us.',
        'You may repay the whole loan early once half of the term has passed and at least 7 days after disbursement. Early repayment is charged interest only up to the day you repay.',
        'Where the product allows it, you may extend (roll over) an installment that is due by paying the extension amount shown in the application; the due date then moves by the number of days shown. An extension is a new agreement on the same terms and is shown to you before you pay.',
      ],
    },
    {
      heading: '7. Late payment and default',
      paragraphs: [
        'If an installment is not paid on its due date, a one-time late penalty is charged: ₱1,000.00 for new clients and ₱800.00 for repeat clients. Daily late interest is charged on the overdue amount at 5% a day from day 1 to day 30 after the due date, 4% a day from day 31 to day 90, and 2% a day from day 91.',
        'These late charges are limited by the legal caps on every loan, whatever its amount and term: the Lender applies the ceilings of SEC Memorandum Circular No. 3, Series of 2022 to all its loans, not only to loans of ₱10,000 or less for up to 4 months: the effective interest rate never exceeds 15% a month, the penalty and the late interest together never exceed 5% of the overdue amount for each 30 days of delay, and the interest, fees, penalty and late interest together never exceed 100% of the amount borrowed. All interest, penalties and charges remain subject to the ceilings set by the SEC and the Bangko Sentral ng Pilipinas; any amount above such a ceiling is not charged.',
        'The loan is in default when an amount remains unpaid after its maturity, when any statement in your application proves false, or when a court judgment against you on this loan remains unpaid 10 days after it becomes final. On default the whole unpaid balance becomes due.',
        'After maturity, payments are applied in this order: charges, enforcement expenses, penalties, then fees, interest and principal. Before maturity they are applied to fees, interest, then principal.',
      ],
    },
    {
      heading: '8. Fair collection',
      paragraphs: [
        'We and any collection agency acting for us follow SEC Memorandum Circular No. 18, series of 2019, on unfair debt collection practices. We never threaten or use violence, never use obscene or insulting language, never disclose or publish your debt to third parties, never contact the people in your phone\'s contact list, and never contact you before 6:00 AM or after 10:00 PM unless the account is more than 60 days past due or you agreed to it.',
        'We contact only you and the references you yourself named in your application, and only to ask them to help us reach you; we never tell them about your loan.',
      ],
    },
    {
      heading: '9. Assignment',
      paragraphs: [
        'We may assign or sell our rights under this Agreement. We will notify you at least 7 business days before the assignment takes effect. You may not assign your obligations without our written consent.',
      ],
    },
    {
      heading: '10. Your data',
      paragraphs: [
        'We process your personal data under the Data Privacy Act of 2012 (Republic Act No. 10173) and our Privacy Policy, only to assess, grant, service and collect your loan and to meet our legal duties (including credit reporting to the Credit Information Corporation under Republic Act No. 9510).',
      ],
    },
    {
      heading: '11. Complaints, notices and governing law',
      paragraphs: [
        'You can raise a complaint at any time through "Online service" in the application or by e-mail to our customer service; we reply within 3 working days. If you are not satisfied with our answer you may bring your complaint to the SEC Corporate Governance and Finance Department.',
        'Notices to you are sent to the mobile number and e-mail in your profile; notices to us go to our customer-service e-mail. This Agreement is governed by the laws of the Republic of the Philippines. Any court action is filed in the proper courts of the city where you live or of Makati City, at your choice.',
      ],
    },
  ],
}
