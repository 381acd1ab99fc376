/**
 * The few browser navigation primitives, behind one object so tests can spy on
 * them and so the SPA can route same-bundle paths without a page load.
 */
type SpaNavigate = (to: string, options?: { replace?: boolean }) => void

let spaNavigate: SpaNavigate | undefined
let spaPaths: ((pathname: string) => boolean) | undefined

export const browser = {
  /** Registered by the borrower SPA so that /main etc. route in-app instead of reloading. */
  setSpaNavigator(navigate: SpaNavigate | undefined, handles?: (pathname: string) => boolean): void {
    spaNavigate = navigate
    spaPaths = handles
  },
  assign(url: string): void {
    if (spaNavigate && spaPaths) {
      const parsed = new URL(url, window.location.href)
      if (parsed.origin === window.location.origin && !parsed.hash && spaPaths(parsed.pathname)) {
        spaNavigate(parsed.pathname + parsed.search)
        return
      }
    }
    window.location.assign(url)
  },
  replace(url: string): void {
    window.location.replace(url)
  },
  back(): void {
    window.history.back()
  },
  historyLength(): number {
    return window.history.length
  },
  referrer(): string {
    return document.referrer
  },
}
