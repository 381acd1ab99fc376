import { getCommonParam } from '../params/common'
import { messages, type MessageKey } from './messages'
import { messagesEn } from './messages.en'
import { messagesFil } from './messages.fil'

export type { MessageKey }
export { messages, messagesEn, messagesFil }

export type MessageVars = Record<string, string | number>

/** The languages a borrower can be shown: clean English, Filipino, and the spec's texts exactly. */
export type Lang = 'en' | 'fil' | 'spec'

const catalogues: Record<Lang, Record<MessageKey, string>> = { en: messagesEn, fil: messagesFil, spec: messages }

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

/** The catalogue in force (currentLang). */
export function catalogue(): Record<MessageKey, string> {
  return catalogues[currentLang()]
}

/** The page's lang attribute for the language in force (the spec's texts are mostly English). */
export function htmlLang(): string {
  return currentLang() === 'fil' ? 'fil' : 'en'
}

/** The text for `key`, with {name} placeholders filled from `vars`. */
export function t(key: MessageKey, vars?: MessageVars): string {
  const text = catalogue()[key] ?? key
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
