/**
 * Pautang's privacy policy and general terms (spec section 2: the sections it
 * lists, in its order). Written for a Philippine lending company under the Data
 * Privacy Act of 2012 (R.A. 10173) and the National Privacy Commission's rules,
 * the Truth in Lending Act (R.A. 3765) and the SEC's rules for lending and
 * online lending platforms. Company details come from the server's site info.
 */
import type { SiteInfo } from '../api/site-info'
import type { LegalDocument } from './types'

export const PRIVACY_POLICY_UPDATED = '2026-11-01'

export function privacyPolicy(info: SiteInfo): LegalDocument {
  const company = info.companyName
  const email = info.email || 'our customer-service e-mail shown in the app'
  const registration = [info.secRegNo && `SEC Registration No. ${info.secRegNo}`, info.secCertAuthNo && `Certificate of Authority No. ${info.secCertAuthNo}`]
    .filter(Boolean)
    .join(', ')
  return {
    intro: [
      `These General Terms and Conditions and Privacy Policy explain how ${company} ("Pautang", "we", "us") collects, uses, shares, keeps and protects the personal data of people who use the Pautang application and website (the "Platform"), and the rules for using the Platform.`,
      'We process personal data under the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations and the circulars of the National Privacy Commission (NPC). By registering or applying for a loan you confirm that you have read this policy. Where the law requires your consent, we ask for it separately and you may withdraw it at any time.',
    ],
    sections: [
      {
        id: 'collection',
        heading: '1. Collection of information',
        paragraphs: [
          'We collect only what we need to identify you, assess and grant your loan, send you the money, collect repayment and meet our legal duties:',
        ],
        bullets: [
          'Identity and contact: full name, date of birth, gender, civil status, education, address, mobile number and e-mail, and the details of a government-issued ID.',
          'Employment and income: employment type, employer, monthly income and payday.',
          'References: the names, relationship and mobile numbers of two people you choose and type in yourself. We never read, copy or upload your phone\'s contact list.',
          'Payout and repayment: the bank account or e-wallet you name, and the records of the payments you make.',
          'Loan records: your applications, the loans we grant, their schedules, payments, extensions and any complaints you file.',
          'Device and usage data described in sections 5 and 6.',
        ],
        after: [
          'We do not collect your photos, messages, call logs, social-media contacts or the contents of your phone. We do not ask for data about your race, religion, health, political views or sexual life.',
        ],
      },
      {
        id: 'representation',
        heading: '2. Representation',
        paragraphs: [
          'You represent that all the information you give us is true, complete and your own; that you are at least 18 years old and have full legal capacity to enter into a loan; and that the people you name as references have agreed to be named and to be contacted only to help us reach you.',
          'If you give us information about another person, you confirm that you are allowed to share it. Applying with false or another person\'s information is a ground to refuse or end a loan and may be reported to the authorities.',
        ],
      },
      {
        id: 'technology',
        heading: '3. Use of technology',
        paragraphs: [
          'We use the information to: verify your identity and prevent fraud; assess your application with our credit rules and, where you consent, credit reports from the Credit Information Corporation and accredited credit bureaus; send the loan proceeds; issue your disclosure statement, schedule and receipts; remind you of due dates; collect overdue amounts fairly; answer your questions and complaints; and meet the reporting duties of the SEC, the Anti-Money Laundering Council and the Credit Information Corporation (R.A. 9510).',
          'Part of the credit decision is automated. You may ask for a person to review a decision that was made automatically, and to be told the main reasons for it.',
          'We send reminders and service messages by SMS, in-app notice or e-mail. We send marketing messages only if you agreed, and every marketing message tells you how to stop them.',
        ],
      },
      {
        id: 'disclosure',
        heading: '4. Disclosure of personal data',
        paragraphs: ['We never sell your personal data. We share it only with:'],
        bullets: [
          'Banks, e-wallets and payment partners that send your loan and receive your payments.',
          'Credit bureaus and the Credit Information Corporation, as the law requires and as you consent.',
          'Service providers bound by data sharing or outsourcing agreements (cloud hosting, SMS delivery, identity verification, customer service), who may use the data only for our instructions.',
          'Collection agencies acting for us on overdue loans, bound to follow SEC Memorandum Circular No. 18, series of 2019, on fair debt collection.',
          'Regulators, courts and law enforcement, when the law or a lawful order requires it.',
          'A buyer or assignee of our loans, after notice to you as your loan agreement provides.',
        ],
        after: [
          'We never disclose your debt to your references, employer, family, friends or the people in your phone, and we never post it in public or on social media.',
        ],
      },
      {
        id: 'cookies',
        heading: '5. Cookies',
        paragraphs: [
          'Our website and in-app pages use a few cookies and similar browser storage that are needed for them to work: to keep you signed in, to remember your language and the device identifier of the app, and to protect against fraud. We do not use advertising cookies or third-party trackers.',
          'You can delete cookies and site data in your browser settings. If you do, you will be signed out and some pages may not work until you sign in again.',
        ],
      },
      {
        id: 'device',
        heading: '6. Device information',
        paragraphs: [
          'When you use the app we record the device model, operating system and version, app version, an app-generated device identifier, IP address, network type and the time of each request. We use it to keep your account secure (for example, to notice a login from a new device), to prevent fraud and to fix problems.',
          'We ask for your location, camera or files only when a feature needs them (for example, a photo of your ID), we tell you why, and you may refuse. We never access your contact list, SMS, call logs or photo gallery in the background.',
        ],
      },
      {
        id: 'minors',
        heading: '7. Minors (under 18)',
        paragraphs: [
          'The Platform is not meant for, and is not offered to, people under 18 years of age. We do not knowingly collect data from minors and we refuse loan applications from anyone under 18. If we learn that a minor has registered, we close the account and delete the data, except what the law requires us to keep. A parent or guardian who believes a minor has given us data may contact our Data Protection Officer.',
        ],
      },
      {
        id: 'password',
        heading: '8. Password security',
        paragraphs: [
          'You sign in with a one-time code sent to your mobile number. Never share a code, your session or your phone with anyone: our staff will never ask you for a code. You are responsible for what is done in your account until you tell us that it is no longer secure.',
          'We protect data with encryption in transit, access controls, logging and regular reviews. If a breach of your personal data is likely to harm you, we notify you and the NPC within 72 hours of knowing it, as the NPC\'s rules require.',
        ],
      },
      {
        id: 'changes',
        heading: '9. Changes',
        paragraphs: [
          'We may update this policy when the law, our services or our practices change. The date at the top shows the latest version. We tell you about important changes in the app before they take effect; if a change needs your consent, we ask for it again.',
        ],
      },
      {
        id: 'opt-out',
        heading: '10. User discretion and opt-out',
        paragraphs: [
          'As a data subject you have the right to be informed, to access your data, to object, to correct it, to have it erased or blocked, to data portability and to claim damages, and you may file a complaint with the National Privacy Commission.',
          'You may stop marketing messages at any time, withdraw a consent you gave, and delete your account in the app under Settings once you have no open loan. We keep loan and payment records for as long as the law requires (including the record-keeping rules of the SEC, the Anti-Money Laundering Act and the tax laws, generally 5 to 10 years after the loan is closed), then delete or anonymise them.',
        ],
      },
      {
        id: 'grievance',
        heading: '11. Grievance officer',
        paragraphs: [
          `Questions, requests to exercise your rights and complaints about your data go to our Data Protection Officer, who is also our grievance officer: ${company}${registration ? ` (${registration})` : ''}, Data Protection Officer, at ${email}${info.address ? `, or by letter to ${info.address}` : ''}. We acknowledge within 3 working days and answer within 15 working days.`,
          'If you are not satisfied with our answer, you may complain to the National Privacy Commission (privacy.gov.ph) or, about our lending practices, to the Securities and Exchange Commission.',
        ],
      },
    ],
  }
}
