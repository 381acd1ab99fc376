import { browser, withCommon, type ExtraParams } from '../params'

/**
 * The native bridge (spec section 1). The Android host injects
 * `window.PautangAndroid` with one method per action taking a JSON string; the
 * iOS host exposes `window.webkit.messageHandlers.pautang`. In a plain browser
 * the web shell plays the host app.
 */
export type BridgeAction =
  | 'openPage'
  | 'openPageWithParams'
  | 'closeWebView'
  | 'openProductPage'
  | 'goHome'
  | 'goMine'
  | 'goLogin'
  | 'callTelephone'
  | 'goRate'
  | 'confirmTrackingPoint'
  | 'bankFlowStart'
  | 'bankFlowEnd'

export type BridgeHost = 'android' | 'ios' | 'web'

export interface BridgeLogEntry {
  host: BridgeHost
  action: BridgeAction
  payload: Record<string, unknown>
}

type AndroidBridge = Partial<Record<BridgeAction, (json: string) => void>>

declare global {
  interface Window {
    PautangAndroid?: AndroidBridge
    webkit?: { messageHandlers?: { pautang?: { postMessage: (message: unknown) => void } } }
    /** Every bridge call, in order: the web shell's no-ops are visible here (tests, debugging). */
    __bridgeLog?: BridgeLogEntry[]
  }
}

/** The window event the web shell turns into its rating dialog. */
export const RATE_EVENT = 'pautang:rate'

export function detectHost(): BridgeHost {
  if (typeof window === 'undefined') return 'web'
  if (window.PautangAndroid && typeof window.PautangAndroid === 'object') return 'android'
  if (window.webkit?.messageHandlers?.pautang) return 'ios'
  return 'web'
}

function record(host: BridgeHost, action: BridgeAction, payload: Record<string, unknown>): void {
  window.__bridgeLog = window.__bridgeLog ?? []
  window.__bridgeLog.push({ host, action, payload })
}

function call(action: BridgeAction, payload: Record<string, unknown>, web: () => void): void {
  const host = detectHost()
  record(host, action, payload)
  if (host === 'android') {
    const method = window.PautangAndroid?.[action]
    if (typeof method === 'function') {
      method.call(window.PautangAndroid, JSON.stringify(payload))
      return
    }
    // An older host without this method: fall through to the web behaviour.
  } else if (host === 'ios') {
    window.webkit!.messageHandlers!.pautang!.postMessage({ action, ...payload })
    return
  }
  web()
}

function openedFromSameOrigin(): boolean {
  const referrer = browser.referrer()
  if (!referrer) return false
  try {
    return new URL(referrer).origin === window.location.origin
  } catch {
    return false
  }
}

function urlWithParams(url: string, params: ExtraParams): string {
  if (/^https?:/i.test(url) && !url.startsWith(window.location.origin)) {
    const target = new URL(url)
    for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined) target.searchParams.set(key, String(value))
    return target.toString()
  }
  return withCommon(url, params)
}

export const bridge = {
  openPage(url: string): void {
    call('openPage', { url }, () => browser.assign(url))
  },
  openPageWithParams(url: string, params: ExtraParams = {}): void {
    call('openPageWithParams', { url, params }, () => browser.assign(urlWithParams(url, params)))
  },
  closeWebView(): void {
    call('closeWebView', {}, () => {
      if (openedFromSameOrigin() && browser.historyLength() > 1) browser.back()
      else browser.assign(withCommon('/main'))
    })
  },
  openProductPage(productId: string | number): void {
    call('openProductPage', { productId: String(productId) }, () =>
      browser.assign(withCommon('/product', { productId: String(productId) })),
    )
  },
  goHome(): void {
    call('goHome', {}, () => browser.assign(withCommon('/main')))
  },
  goMine(): void {
    call('goMine', {}, () => browser.assign(withCommon('/settings')))
  },
  /** The login; the web shell takes `next` (a path of this site) there, to open it after. */
  goLogin(next?: string): void {
    call('goLogin', {}, () => browser.assign(withCommon('/login', next ? { next } : {})))
  },
  callTelephone(number: string): void {
    call('callTelephone', { number }, () => browser.assign(`tel:${number.replace(/[^\d+]/g, '')}`))
  },
  goRate(): void {
    call('goRate', {}, () => window.dispatchEvent(new CustomEvent(RATE_EVENT)))
  },
  confirmTrackingPoint(name: string, data: Record<string, unknown> = {}): void {
    call('confirmTrackingPoint', { name, data }, () => undefined)
  },
  bankFlowStart(): void {
    call('bankFlowStart', {}, () => undefined)
  },
  bankFlowEnd(): void {
    call('bankFlowEnd', {}, () => undefined)
  },
}

export type Bridge = typeof bridge
