import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browser } from '../params'
import { RATE_EVENT, bridge, detectHost, type BridgeAction } from '.'

type Call = { action: BridgeAction; run: () => void; payload: Record<string, unknown> }

const calls: Call[] = [
  { action: 'openPage', run: () => bridge.openPage('/aboutUs'), payload: { url: '/aboutUs' } },
  {
    action: 'openPageWithParams',
    run: () => bridge.openPageWithParams('/repayment', { orderId: 'o-9' }),
    payload: { url: '/repayment', params: { orderId: 'o-9' } },
  },
  { action: 'closeWebView', run: () => bridge.closeWebView(), payload: {} },
  { action: 'openProductPage', run: () => bridge.openProductPage(12), payload: { productId: '12' } },
  { action: 'goHome', run: () => bridge.goHome(), payload: {} },
  { action: 'goMine', run: () => bridge.goMine(), payload: {} },
  { action: 'goLogin', run: () => bridge.goLogin(), payload: {} },
  { action: 'callTelephone', run: () => bridge.callTelephone('+63 2 8888 0000'), payload: { number: '+63 2 8888 0000' } },
  { action: 'goRate', run: () => bridge.goRate(), payload: {} },
  {
    action: 'confirmTrackingPoint',
    run: () => bridge.confirmTrackingPoint('loan_push', { productId: 3 }),
    payload: { name: 'loan_push', data: { productId: 3 } },
  },
  { action: 'bankFlowStart', run: () => bridge.bankFlowStart(), payload: {} },
  { action: 'bankFlowEnd', run: () => bridge.bankFlowEnd(), payload: {} },
]

let assign: ReturnType<typeof vi.spyOn>
let back: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  window.history.replaceState({}, '', '/loanDetail?sessionId=s-1&orderId=o-1')
  window.__bridgeLog = []
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
  back = vi.spyOn(browser, 'back').mockImplementation(() => {})
})

afterEach(() => {
  delete window.PautangAndroid
  delete window.webkit
  vi.restoreAllMocks()
})

describe('android host', () => {
  beforeEach(() => {
    const methods: Record<string, (json: string) => void> = {}
    for (const { action } of calls) methods[action] = vi.fn()
    window.PautangAndroid = methods
  })

  it('is detected', () => {
    expect(detectHost()).toBe('android')
  })

  it.each(calls)('$action calls the injected method with a JSON string', ({ action, run, payload }) => {
    run()
    const method = window.PautangAndroid![action] as ReturnType<typeof vi.fn>
    expect(method).toHaveBeenCalledTimes(1)
    expect(JSON.parse(method.mock.calls[0][0] as string)).toEqual(payload)
    expect(assign).not.toHaveBeenCalled()
    expect(window.__bridgeLog).toEqual([{ host: 'android', action, payload }])
  })

  it('falls back to the web shell when an older host lacks a method', () => {
    window.PautangAndroid = {}
    bridge.goHome()
    expect(assign).toHaveBeenCalledTimes(1)
  })
})

describe('ios host', () => {
  const postMessage = vi.fn()
  beforeEach(() => {
    postMessage.mockReset()
    window.webkit = { messageHandlers: { pautang: { postMessage } } }
  })

  it('is detected', () => {
    expect(detectHost()).toBe('ios')
  })

  it.each(calls)('$action posts {action, ...payload}', ({ action, run, payload }) => {
    run()
    expect(postMessage).toHaveBeenCalledWith({ action, ...payload })
    expect(assign).not.toHaveBeenCalled()
    expect(window.__bridgeLog).toEqual([{ host: 'ios', action, payload }])
  })
})

describe('web shell', () => {
  const target = () => new URL(assign.mock.calls[0][0] as string, 'http://localhost')

  it('is the fallback', () => {
    expect(detectHost()).toBe('web')
  })

  it('openPage loads the URL', () => {
    bridge.openPage('https://example.org/a')
    expect(assign).toHaveBeenCalledWith('https://example.org/a')
  })

  it('openPageWithParams adds the common params and the given ones', () => {
    bridge.openPageWithParams('/repayment', { orderId: 'o-9' })
    expect(target().pathname).toBe('/repayment')
    expect(target().searchParams.get('orderId')).toBe('o-9')
    expect(target().searchParams.get('sessionId')).toBe('s-1')
  })

  it('openPageWithParams appends params to an external URL without leaking the session', () => {
    bridge.openPageWithParams('https://pay.example/p?x=1', { orderId: 'o-9' })
    expect(assign).toHaveBeenCalledWith('https://pay.example/p?x=1&orderId=o-9')
  })

  it('closeWebView goes back when a same-origin page opened this one', () => {
    vi.spyOn(browser, 'referrer').mockReturnValue(`${window.location.origin}/main`)
    vi.spyOn(browser, 'historyLength').mockReturnValue(3)
    bridge.closeWebView()
    expect(back).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
  })

  it('closeWebView goes to /main with the common params otherwise', () => {
    vi.spyOn(browser, 'referrer').mockReturnValue('https://elsewhere.example/')
    vi.spyOn(browser, 'historyLength').mockReturnValue(3)
    bridge.closeWebView()
    expect(back).not.toHaveBeenCalled()
    expect(target().pathname).toBe('/main')
    expect(target().searchParams.get('sessionId')).toBe('s-1')
  })

  it('openProductPage opens /product with the productId', () => {
    bridge.openProductPage(12)
    expect(target().pathname).toBe('/product')
    expect(target().searchParams.get('productId')).toBe('12')
  })

  it.each([
    ['goHome', () => bridge.goHome(), '/main'],
    ['goMine', () => bridge.goMine(), '/settings'],
    ['goLogin', () => bridge.goLogin(), '/login'],
  ] as const)('%s goes to %s', (_name, run, path) => {
    run()
    expect(target().pathname).toBe(path)
  })

  it('callTelephone opens a tel: link', () => {
    bridge.callTelephone('+63 2 8888 0000')
    expect(assign).toHaveBeenCalledWith('tel:+63288880000')
  })

  it('goRate dispatches the rating event for the shell', () => {
    const listener = vi.fn()
    window.addEventListener(RATE_EVENT, listener)
    bridge.goRate()
    window.removeEventListener(RATE_EVENT, listener)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['confirmTrackingPoint', () => bridge.confirmTrackingPoint('p', { a: 1 })],
    ['bankFlowStart', () => bridge.bankFlowStart()],
    ['bankFlowEnd', () => bridge.bankFlowEnd()],
  ] as const)('%s is a recorded no-op', (action, run) => {
    run()
    expect(assign).not.toHaveBeenCalled()
    expect(window.__bridgeLog?.map((e) => [e.host, e.action])).toEqual([['web', action]])
  })
})
