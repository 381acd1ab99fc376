/** The build config of spec section 3: colours, gradient, service phone, scheme URL, app name. */
export const buildConfig = {
  appName: 'Pautang',
  primary: '#28C782',
  primaryDark: '#1FA86C',
  background: 'linear-gradient(180deg, #28C782 0%, #1FA86C 100%)',
  bgFontColor: '#fff',
  fontColor: '#333',
  servicePhone: '+63 2 8888 0000',
  serviceEmail: 'support@pautang.ph',
  schemeUrl: 'pautang://app',
  companyName: 'Pautang Lending Inc.',
} as const

export type BuildConfig = typeof buildConfig
