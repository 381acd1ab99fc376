import { getCommonParam } from '../params/common'

/** The languages a borrower can be shown: clean English, Filipino, and the spec's texts exactly. */
export type Lang = 'en' | 'fil' | 'spec'

/** A language tag ('fil-PH', 'tl', 'en-US', 'spec') as one of ours, or undefined. */
export function langOf(tag: string | undefined | null): Lang | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0]
  if (base === 'fil' || base === 'tl') return 'fil'
  if (base === 'en') return 'en'
  if (base === 'spec') return 'spec'
  return undefined
}

/**
 * The language in force: the `lang` common param, then the phone's languages in their order,
 * then English.
 */
export function currentLang(): Lang {
  const asked = langOf(getCommonParam('lang'))
  if (asked) return asked
  const phone = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]
  for (const tag of phone) {
    const lang = langOf(tag)
    if (lang && lang !== 'spec') return lang
  }
  return 'en'
}
