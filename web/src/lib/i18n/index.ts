import { currentLang, type Lang } from './lang'
import { messages, type MessageKey } from './messages'
import { messagesEn } from './messages.en'
import { messagesFil } from './messages.fil'

export type { MessageKey }
export { currentLang, langOf, type Lang } from './lang'
export { messages, messagesEn, messagesFil }

export type MessageVars = Record<string, string | number>

const catalogues: Record<Lang, Record<MessageKey, string>> = { en: messagesEn, fil: messagesFil, spec: messages }

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
