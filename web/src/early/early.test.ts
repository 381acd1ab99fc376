import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { feedback } from '@/lib/feedback'
import { RequestCancelled, createHttpClient } from '@/lib/http'
import { EARLY_LOADING_DELAY_MS, EARLY_MAX_AGE_MS, requestKey, startEarly, takeEarly } from '@/lib/http/early'
import { buildRequest } from '@/lib/http/request'
import { fetchTransport } from '@/lib/http/transport'
import { getCommonParam, SESSION_STORAGE_KEY } from '@/lib/params'
import { getHome } from '@/features/shell/api/home'
import { getContracts, getLoanConfirm, getLoanDetails, getLoanMarket, getProfile } from '@/features/loans/api/loans'
import { getOrders } from '@/features/shell/api/orders'
import { getKycStatus } from '@/features/loans/api/kyc'
import { getDelayDetail, getInstallmentDetail } from '@/features/repayment/api/repayment'
import { getProblemInit, getProblemList } from '@/features/complaints/api/complaints'
import { earlyCallsFor } from './requests'

const envelope = (data: unknown) => ({ code: '00', message: '', data, success: true })

let fetchSpy: ReturnType<typeof vi.spyOn>

/** Runs the early script as the per-route HTML does (it starts on load); its request leaves in the next task. */
async function runEarlyScript() {
  vi.resetModules()
  await import('./main')
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0)
  else await new Promise((resolve) => setTimeout(resolve, 0))
}

beforeEach(() => {
  window.__ptEarly = undefined
  sessionStorage.clear()
  localStorage.clear()
  vi.spyOn(feedback, 'showToast').mockImplementation(() => {})
  vi.spyOn(feedback, 'showLoading').mockImplementation(() => {})
  vi.spyOn(feedback, 'hideLoading').mockImplementation(() => {})
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname
    return new Response(JSON.stringify(envelope(path === '/gw/v3/home/index' ? { products: [{ id: 1 }] } : { orderId: 'o-5' })))
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  window.__ptEarly = undefined
})

describe('early script', () => {
  it("sends /main's home call before the app, and the page's own call takes it over", async () => {
    window.history.replaceState({}, '', '/main?sessionId=s-1&userId=7&deviceId=d-1&building=b-42&gather=g-play')
    await runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [url, init] = fetchSpy.mock.calls[0]
    expect(String(url)).toMatch(/^\/gw\/v3\/home\/index\?/)
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>).building).toBe('b-42')

    const home = await getHome()
    expect(home.products).toEqual([{ id: 1 }])
    // Same method, URL, headers and body: no second request.
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(window.__ptEarly).toEqual([])
  })

  it('sends the call in the task after its own, so the storage reads and the first fetch are two short tasks', async () => {
    window.history.replaceState({}, '', '/main?sessionId=s-1&userId=7')
    vi.resetModules()
    await import('./main')
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain('s-1')
    expect(fetchSpy).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it("sends /loanDetail's details call with the order and product, exactly as the page does", async () => {
    window.history.replaceState({}, '', '/loanDetail?sessionId=s-1&userId=7&orderId=o-5&productId=9')
    await runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(String(fetchSpy.mock.calls[0][1]?.body)).toBe('productId=9&orderId=o-5')

    const details = await getLoanDetails(getCommonParam('productId'), getCommonParam('orderId'))
    expect(details).toEqual({ orderId: 'o-5' })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('sends the confirm pages\' two calls (the old set on /loanConfirm) with the product and amount, exactly as the page does', async () => {
    fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ code: '00', message: '', data: {}, success: true })))
    for (const [path, api] of [['/loanConfirmNew', 'new'], ['/confirmPeriod', 'new'], ['/loanConfirm', 'old']] as const) {
      for (const amount of ['', '&amount=500000']) {
        fetchSpy.mockClear()
        window.history.replaceState({}, '', `${path}?sessionId=s-1&userId=7&productId=9${amount}`)
        await runEarlyScript()
        expect(fetchSpy).toHaveBeenCalledTimes(2)
        await Promise.all([getLoanConfirm(api, getCommonParam('productId'), new URLSearchParams(window.location.search).get('amount') ?? ''), getContracts(api, getCommonParam('productId'))])
        expect(fetchSpy).toHaveBeenCalledTimes(2)
        expect(window.__ptEarly).toEqual([])
      }
    }
    fetchSpy.mockClear()
    window.history.replaceState({}, '', '/loanConfirmNew?sessionId=s-1&userId=7')
    await runEarlyScript()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends the list pages\' calls (/orders, /recommend, /complaintList) exactly as the pages do', async () => {
    const pages: [string, () => Promise<unknown>, string][] = [
      ['/orders', getOrders, '00'],
      ['/recommend', getLoanMarket, '00'],
      ['/complaintList', getProblemList, '0'],
    ]
    for (const [path, call, code] of pages) {
      fetchSpy.mockReset()
      fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ code, message: '', data: {}, success: true })))
      window.history.replaceState({}, '', `${path}?sessionId=s-1&userId=7&building=b-1`)
      await runEarlyScript()
      expect(fetchSpy).toHaveBeenCalledTimes(1)
      await call()
      expect(fetchSpy).toHaveBeenCalledTimes(1)
      expect(window.__ptEarly).toEqual([])
    }
  })

  it("sends /repayment's and /repayDelay's detail calls exactly as the pages do", async () => {
    window.history.replaceState({}, '', '/repayment?sessionId=s-1&userId=7&orderId=o-5&productId=9')
    await runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(String(fetchSpy.mock.calls[0][0])).toMatch(/^\/gw\/v3\/installment\/loan-play-detail\?/)
    await getInstallmentDetail(getCommonParam('orderId'), getCommonParam('productId'))
    expect(fetchSpy).toHaveBeenCalledTimes(1)

    window.history.replaceState({}, '', '/repayDelay?sessionId=s-1&userId=7&orderId=o-5&productId=9')
    await runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(String(fetchSpy.mock.calls[1][0])).toMatch(/^\/gw\/v3\/installment\/delay-detail\?/)
    await getDelayDetail(getCommonParam('orderId'), getCommonParam('productId'))
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(window.__ptEarly).toEqual([])
  })

  it("sends both of /certify's calls (the profile and the identity check), each taken over by the page's", async () => {
    window.history.replaceState({}, '', '/certify?sessionId=s-1&userId=7&building=b-1')
    await runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    await Promise.all([getProfile(), getKycStatus()])
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(window.__ptEarly).toEqual([])
  })

  it("sends /complaint's init call with the host's order, or without one", async () => {
    // The bank and complaint calls answer code '0'.
    fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ code: '0', message: '', data: {}, success: true })))
    window.history.replaceState({}, '', '/complaint?sessionId=s-1&orderId=o-5')
    await runEarlyScript()
    expect(String(fetchSpy.mock.calls[0][1]?.body)).toBe('orderId=o-5')
    await getProblemInit(getCommonParam('orderId') || undefined)
    expect(fetchSpy).toHaveBeenCalledTimes(1)

    window.history.replaceState({}, '', '/complaint?sessionId=s-1')
    await runEarlyScript()
    expect(String(fetchSpy.mock.calls[1][1]?.body)).toBe('')
    await getProblemInit(getCommonParam('orderId') || undefined)
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(window.__ptEarly).toEqual([])
  })

  it('keeps an empty productId in the body like the page (only the order is required)', async () => {
    window.history.replaceState({}, '', '/order?sessionId=s-1&orderId=o-5')
    await runEarlyScript()
    await getLoanDetails(getCommonParam('productId'), getCommonParam('orderId'))
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(String(fetchSpy.mock.calls[0][1]?.body)).toBe('productId=&orderId=o-5')
  })

  it('sends nothing where the page would not call (no order, other pages)', async () => {
    window.history.replaceState({}, '', '/loanDetail?sessionId=s-1')
    await runEarlyScript()
    window.history.replaceState({}, '', '/aboutUs?sessionId=s-1')
    await runEarlyScript()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(earlyCallsFor('/settings')).toEqual([])
    window.history.replaceState({}, '', '/repayment?sessionId=s-1')
    await runEarlyScript()
    window.history.replaceState({}, '', '/repayDelay?sessionId=s-1')
    await runEarlyScript()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('captures the common params first, as mount() does, so a new session in the URL replaces the stored one', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ sessionId: 'old', userId: '1', mobile: '0917' }))
    window.history.replaceState({}, '', '/main?sessionId=s-2&userId=8')
    await runEarlyScript()
    const url = new URL(String(fetchSpy.mock.calls[0][0]), 'http://x')
    expect(url.searchParams.get('sessionId')).toBe('s-2')
    expect(url.searchParams.get('mobile')).toBeNull()
    await getHome()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })
})

describe('early hand-off', () => {
  beforeEach(() => {
    window.history.replaceState({}, '', '/main?sessionId=s-1&building=b-1')
  })

  it('answers one request only: a second identical call goes to the network', async () => {
    startEarly(buildRequest('app', 'POST', '/v3/home/index'), fetchTransport)
    await getHome()
    await getHome()
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })

  it('answers only the identical request (another header, URL or body is sent normally)', async () => {
    const early = buildRequest('app', 'POST', '/v3/home/index')
    expect(takeEarly({ ...early, headers: { ...early.headers, building: 'other' } })).toBeUndefined()
    startEarly(early, fetchTransport)
    expect(takeEarly(buildRequest('signed', 'POST', '/v3/home/index'))).toBeUndefined()
    expect(takeEarly(buildRequest('app', 'POST', '/v3/home/index', { a: 1 }))).toBeUndefined()
    expect(takeEarly(buildRequest('app', 'POST', '/v3/home/index'))).toBeDefined()
  })

  it('shows no loading toast for a response that has already arrived, and the toast for one still on its way a moment later', async () => {
    const appClient = createHttpClient('app')
    startEarly(buildRequest('app', 'POST', '/v3/x'), fetchTransport)
    await window.__ptEarly![0].promise
    await new Promise((r) => setTimeout(r, 0))
    await appClient.post('/v3/x', {}, { loading: true })
    expect(feedback.showLoading).not.toHaveBeenCalled()
    expect(feedback.hideLoading).not.toHaveBeenCalled()
    expect(fetchSpy).toHaveBeenCalledTimes(1)

    // On its way: the toast comes only if the answer is still missing EARLY_LOADING_DELAY_MS later.
    vi.useFakeTimers()
    try {
      let answer: (r: Response) => void = () => {}
      fetchSpy.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
      startEarly(buildRequest('app', 'POST', '/v3/y'), fetchTransport)
      const pending = appClient.post('/v3/y', {}, { loading: true })
      await vi.advanceTimersByTimeAsync(EARLY_LOADING_DELAY_MS - 1)
      expect(feedback.showLoading).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(feedback.showLoading).toHaveBeenCalledTimes(1)
      answer(new Response(JSON.stringify(envelope({}))))
      await pending
      expect(feedback.hideLoading).toHaveBeenCalledTimes(1)
      expect(fetchSpy).toHaveBeenCalledTimes(2)

      // Answered within the delay: no toast at all.
      fetchSpy.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
      startEarly(buildRequest('app', 'POST', '/v3/z'), fetchTransport)
      const quick = appClient.post('/v3/z', {}, { loading: true })
      await vi.advanceTimersByTimeAsync(EARLY_LOADING_DELAY_MS / 2)
      answer(new Response(JSON.stringify(envelope({}))))
      await quick
      await vi.advanceTimersByTimeAsync(EARLY_LOADING_DELAY_MS)
      expect(feedback.showLoading).toHaveBeenCalledTimes(1)
      expect(feedback.hideLoading).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('ignores a response that settled too long ago', async () => {
    startEarly(buildRequest('app', 'POST', '/v3/home/index'), fetchTransport)
    await Promise.resolve(window.__ptEarly![0].promise)
    await new Promise((r) => setTimeout(r, 0))
    const now = performance.now()
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_MAX_AGE_MS + 1)
    expect(takeEarly(buildRequest('app', 'POST', '/v3/home/index'))).toBeUndefined()
  })

  it('passes a failed early request on to the client, which reports a network failure once', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    startEarly(buildRequest('app', 'POST', '/v3/home/index'), fetchTransport)
    await expect(getHome()).rejects.toMatchObject({ name: 'ApiError' })
    expect(feedback.showToast).toHaveBeenCalledTimes(1)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it("turns the caller's abort into a cancellation while the early response is pending", async () => {
    fetchSpy.mockImplementationOnce(() => new Promise(() => {}))
    startEarly(buildRequest('app', 'POST', '/v3/home/index'), fetchTransport)
    const controller = new AbortController()
    const promise = createHttpClient('app').post('/v3/home/index', undefined, { signal: controller.signal })
    controller.abort()
    await expect(promise).rejects.toBeInstanceOf(RequestCancelled)
  })

  it('never keys multipart bodies', () => {
    const form = new FormData()
    expect(requestKey({ method: 'POST', url: '/x', headers: {}, body: form })).toBeNull()
  })
})

describe('the early script on a prerendered page', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="module" crossorigin fetchpriority="low" src="/assets/app.js"></script>'
    document.body.innerHTML = '<div id="root" data-pt-prerender="hydrate"><header class="pt-header"></header></div>'
  })
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it("sends the page's early call and leaves the page and its scripts to the app", async () => {
    window.history.replaceState({}, '', '/main?sessionId=s-1&userId=7')
    await runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(document.head.innerHTML).toBe('<script type="module" crossorigin="" fetchpriority="low" src="/assets/app.js"></script>')
    expect(document.getElementById('root')!.innerHTML).toBe('<header class="pt-header"></header>')
  })

  it('sends nothing on pages without an early call', async () => {
    window.history.replaceState({}, '', '/aboutUs?sessionId=s-1')
    await runEarlyScript()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
