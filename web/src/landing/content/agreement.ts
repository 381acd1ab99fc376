/** One titled part of a legal text. */
export interface LegalSection {
  heading: string
  paragraphs?: string[]
  items?: string[]
}

/** The registration agreement shown at #/agreementTemplate. {app} is the template's app name. */
export const agreementIntro =
  'This Registration Agreement is between you and Pautang Lending Corporation ("we"), the operator of the {app} application. It applies when you create an account on this page. Registering does not apply for a loan and costs nothing.'

export const agreement: LegalSection[] = [
  {
    heading: '1. Your account',
    items: [
      'You register with a mobile number registered in your own name and confirm it with a one-time SMS code.',
      'You must be over 18 years of age and give true information.',
      'Your account is personal. Keep your one-time codes secret; we will never ask you for them by phone or chat.',
    ],
  },
  {
    heading: '2. What we do with your number',
    paragraphs: [
      'We use your mobile number to create and secure your account, to send you one-time codes and service messages about your account, and, if you agree in the application, news about our loan offers. You can opt out of offers at any time.',
      'We process your data under the Data Privacy Act of 2012 (Republic Act No. 10173) and our Privacy Policy. We never sell your data and never contact the people in your phone book.',
    ],
  },
  {
    heading: '3. Loans',
    paragraphs: [
      'Any loan is subject to a separate Loan Application, our Decision, and your acceptance of the Promissory Note and the Disclosure Statement shown in the application before you borrow, under our Loan Terms and Conditions.',
    ],
  },
  {
    heading: '4. Closing your account',
    paragraphs: ['You can delete your account in the application at any time while no loan is open. We keep the records the law requires us to keep.'],
  },
]
