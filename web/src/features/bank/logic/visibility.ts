import type { FormItem } from '@/components/dynamic-form'

/** Bank card types (spec sections 3, 4, 9): 1 bank account (default), 2 e-wallet. */
export const CARD_TYPE_BANK = 1
export const CARD_TYPE_EWALLET = 2
/** The default payout channel (spec section 9). */
export const DEFAULT_CHANNEL = '90006'

/**
 * Spec section 5: an item shows if its cardTypeMi is 0 or absent, or equals
 * the chosen cardType; when cardType is 1 and the item has a channelNumber, it
 * shows only if that is the chosen channel. (The server applies the same rule
 * to every item kind: internal/banking.Visible.)
 */
export function isBankItemVisible(item: FormItem, cardType: number, channel: string): boolean {
  const mi = Number(item.cardTypeMi ?? 0)
  if (mi !== 0 && mi !== cardType) return false
  if (cardType === CARD_TYPE_BANK && item.channelNumber && String(item.channelNumber) !== channel) return false
  return true
}

export function visibleBankItems(items: FormItem[], cardType: number, channel: string): FormItem[] {
  return items.filter((item) => isBankItemVisible(item, cardType, channel))
}

/**
 * The codes whose field changes when switching from one card type to another
 * (e.g. the bank list becomes the e-wallet list): their entered value no longer
 * applies and is cleared. Fields shared by both tabs keep their value.
 */
export function codesChangedBySwitch(items: FormItem[], channel: string, from: number, to: number): string[] {
  const before = new Map(visibleBankItems(items, from, channel).map((item) => [item.code, item]))
  const after = visibleBankItems(items, to, channel)
  return after.filter((item) => before.get(item.code) !== item).map((item) => item.code)
}
