import { getCommonParam } from '../params/common'
import { messages, type MessageKey } from './messages'
import { messagesEn } from './messages.en'

export type { MessageKey }
export { messages, messagesEn }

export type MessageVars = Record<string, string | number>

/** The catalogue in force: lang=en selects the all-English one. */
export function catalogue(): Record<MessageKey, string> {
  return getCommonParam('lang') === 'en' ? messagesEn : messages
}

/** The text for `key`, with {name} placeholders filled from `vars`. */
export function t(key: MessageKey, vars?: MessageVars): string {
  const text = catalogue()[key] ?? key
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
