import { withCommon } from '@/lib/params'

/** The history state of a payway page the chooser opened (its entry sits right after the chooser's). */
const FROM_CHOOSER = 'pautang.payway.fromChooser'

/** Opens a hash route of the payway bundle from the chooser, keeping the common params. */
export function openFromChooser(path: string, extra: Record<string, string> = {}): void {
  window.location.hash = withCommon(path, extra)
  window.history.replaceState({ ...(window.history.state ?? {}), [FROM_CHOOSER]: true }, '')
}

/**
 * Back to the chooser (after a card was bound): the chooser's own history entry when it opened
 * this page, so the back key does not return to the finished form; else (the page was opened
 * directly) the chooser in place of this entry. Either way the chooser loads anew, with the
 * new card listed and no card chosen (spec: the selected index starts at -1).
 */
export function backToChooser(): void {
  if ((window.history.state as Record<string, unknown> | null)?.[FROM_CHOOSER]) window.history.back()
  else window.location.replace(`${window.location.pathname}${window.location.search}#${withCommon('/')}`)
}
