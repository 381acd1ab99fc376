import { messages, type MessageKey } from './messages'

/** The default catalogue (lang=en): clean English, the spec's Chinese, Spanish and Indonesian texts translated. */
export const messagesEn: Record<MessageKey, string> = {
  ...messages,
  collectionComplaintNotSupported: 'The selected order does not support collection-type complaints',
  pleaseChoose: 'Please choose',
  selectPaymentBankCardFirst: 'please select a payment bank card first',
  enterCorrectVerificationCode: 'please enter the correct verification code',
  enterMobileCorrectly: 'please enter the mobile number correctly',
  enterImageCaptcha: 'please enter the image captcha',
  enterSmsCode: 'please enter the SMS code',
  doNotResendVerificationCode: 'do not resend the verification code',
}
