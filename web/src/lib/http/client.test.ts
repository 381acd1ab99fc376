import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { feedback } from '../feedback'
import { browser } from '../params'
import { ApiError, HTTP_TIMEOUT_MS, NETWORK_ERROR_CODE, RequestCancelled, createCheckedClient, createHttpClient, isOk, unwrap, type Envelope, type HttpRequest, type Transport } from '.'

function fakeTransport(respond: (request: HttpRequest) => unknown) {
  const seen: HttpRequest[] = []
  const transport: Transport = async (request) => {
    seen.push(request)
    return respond(request)
  }
  return { transport, seen }
}

const ok = (data: unknown = {}): Envelope => ({ code: '00', message: '', data, success: true })

beforeEach(() => {
  window.history.replaceState({}, '', '/loanDetail?sessionId=s-1&userId=7&building=b-42&gather=g-play&swift=sig&eyes=fp&product_id=9&orderId=o-5')
  vi.spyOn(feedback, 'showToast').mockImplementation(() => {})
  vi.spyOn(feedback, 'showLoading').mockImplementation(() => {})
  vi.spyOn(feedback, 'hideLoading').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('app client (client one)', () => {
  it('sends the marker, building and gather headers, the common params and a form body', async () => {
    const { transport, seen } = fakeTransport(() => ok({ x: 1 }))
    const client = createHttpClient('app', { transport })
    const resp = await client.post('/v3/loan-details/loan-details', { productId: 9, orderId: 'o-5', empty: undefined })
    expect(resp).toEqual({ code: '00', message: '', data: { x: 1 }, success: true })
    const config = seen[0]
    expect(config.timeoutMs).toBe(HTTP_TIMEOUT_MS)
    expect(config.timeoutMs).toBe(60000)
    expect(config.method).toBe('POST')
    expect(config.headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect(config.headers.building).toBe('b-42')
    expect(config.headers.gather).toBe('g-play')
    expect(config.headers.swift).toBeUndefined()
    const url = new URL(config.url, 'http://x')
    expect(url.pathname).toBe('/gw/v3/loan-details/loan-details')
    expect(url.searchParams.get('sessionId')).toBe('s-1')
    expect(url.searchParams.get('userId')).toBe('7')
    expect(url.searchParams.get('productId')).toBe('9')
    expect(url.searchParams.get('orderId')).toBe('o-5')
    expect(String(config.body)).toBe('productId=9&orderId=o-5')
    expect(config.headers['Content-Type']).toContain('application/x-www-form-urlencoded')
  })

  it('sends empty building and gather headers when the page query has none', async () => {
    window.history.replaceState({}, '', '/main')
    const { transport, seen } = fakeTransport(() => ok())
    await createHttpClient('app', { transport }).post('/v3/home/index')
    expect(seen[0].headers.building).toBe('')
    expect(seen[0].headers.gather).toBe('')
  })

  it('puts GET parameters in the query next to the common params', async () => {
    const { transport, seen } = fakeTransport(() => ok())
    await createHttpClient('app', { transport }).get('/api/v2/p/promotion/get-sid', { templateId: 3 })
    const url = new URL(seen[0].url, 'http://x')
    expect(seen[0].method).toBe('GET')
    expect(seen[0].body).toBeUndefined()
    expect(url.searchParams.get('templateId')).toBe('3')
    expect(url.searchParams.get('sessionId')).toBe('s-1')
  })

  it('keeps multipart bodies as FormData', async () => {
    const { transport, seen } = fakeTransport(() => ok({ url: '/uploads/a.png' }))
    const form = new FormData()
    form.append('problemImage', new Blob(['x'], { type: 'image/png' }), 'a.png')
    await createHttpClient('app', { transport }).post('/user-problem/upload-problem-img', form)
    expect(seen[0].body).toBeInstanceOf(FormData)
    expect(seen[0].headers['Content-Type']).toBeUndefined()
  })

  it('shows and hides the loading toast when a loading text is given', async () => {
    const { transport } = fakeTransport(() => ok())
    await createHttpClient('app', { transport }).post('/x', {}, { loading: true })
    expect(feedback.showLoading).toHaveBeenCalledWith('loading...')
    expect(feedback.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('shows no loading toast without a loading text', async () => {
    const { transport } = fakeTransport(() => ok())
    await createHttpClient('app', { transport }).post('/x')
    expect(feedback.showLoading).not.toHaveBeenCalled()
  })

  it("toasts 'error' and rejects on a network failure", async () => {
    const transport: Transport = async () => {
      throw new TypeError('Failed to fetch')
    }
    const promise = createHttpClient('app', { transport }).post('/x', {}, { loading: 'loading...' })
    await expect(promise).rejects.toMatchObject({ name: 'ApiError', code: NETWORK_ERROR_CODE })
    expect(feedback.showToast).toHaveBeenCalledWith('error')
    expect(feedback.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('treats a timeout as a network failure', async () => {
    const transport: Transport = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    }
    await expect(createHttpClient('app', { transport }).post('/x')).rejects.toBeInstanceOf(ApiError)
    expect(feedback.showToast).toHaveBeenCalledWith('error')
  })

  it('sends the borrower to /loginError with the common params on code 401', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const { transport } = fakeTransport(() => ({ code: '401', message: 'session expired', data: null, success: false }))
    await expect(createHttpClient('app', { transport }).post('/x')).rejects.toMatchObject({ code: '401' })
    expect(assign).toHaveBeenCalledTimes(1)
    const target = new URL(assign.mock.calls[0][0], 'http://x')
    expect(target.pathname).toBe('/loginError')
    expect(target.searchParams.get('reason')).toBe('session')
    expect(target.searchParams.get('sessionId')).toBe('s-1')
    expect(target.searchParams.get('orderId')).toBe('o-5')
    // The page it was on, without the session params, to open again after the login.
    expect(target.searchParams.get('next')).toBe('/loanDetail?product_id=9&orderId=o-5')
  })

  it('sends a borrower who never logged in here straight to /login, keeping the page as next', async () => {
    window.localStorage.clear()
    window.sessionStorage.clear()
    window.history.replaceState({}, '', '/repayment?orderId=12')
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const { transport } = fakeTransport(() => ({ code: '401', message: 'session expired', data: null, success: false }))
    await expect(createHttpClient('app', { transport }).post('/x')).rejects.toMatchObject({ code: '401' })
    const target = new URL(assign.mock.calls[0][0], 'http://x')
    expect(target.pathname).toBe('/login')
    expect(target.searchParams.get('next')).toBe('/repayment?orderId=12')
  })

  it('toasts the server message for a failed envelope only when asked', async () => {
    const { transport } = fakeTransport(() => ({ code: '800006', message: 'bad code', data: null, success: false }))
    const client = createHttpClient('app', { transport })
    const quiet = await client.post('/x')
    expect(quiet.success).toBe(false)
    expect(feedback.showToast).not.toHaveBeenCalled()
    await client.post('/x', {}, { toastErrorsOf: '00' })
    expect(feedback.showToast).toHaveBeenCalledWith('bad code')
  })

  it('rethrows a cancellation without toasting it', async () => {
    const transport: Transport = async () => {
      throw new RequestCancelled()
    }
    await expect(createHttpClient('app', { transport }).post('/x')).rejects.toBeInstanceOf(RequestCancelled)
    expect(feedback.showToast).not.toHaveBeenCalled()
  })
})

describe('fetch transport', () => {
  it('sends the request with fetch and parses the JSON body', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(ok({ y: 2 }))))
    const resp = await createHttpClient('app').post('/v3/x', { a: 1 })
    expect(resp.data).toEqual({ y: 2 })
    const [url, init] = fetchSpy.mock.calls[0]
    expect(String(url)).toMatch(/^\/gw\/v3\/x\?/)
    expect(init?.method).toBe('POST')
    expect(String(init?.body)).toBe('a=1')
    expect((init?.headers as Record<string, string>).building).toBe('b-42')
  })

  it('aborts after the timeout and the client reports a network failure', async () => {
    vi.useFakeTimers()
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          }),
      )
      const promise = createHttpClient('app').post('/x')
      const settled = expect(promise).rejects.toMatchObject({ code: NETWORK_ERROR_CODE })
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS)
      await settled
    } finally {
      vi.useRealTimers()
    }
  })

  it("turns the caller's abort into a cancellation", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const controller = new AbortController()
    const promise = createHttpClient('app').post('/x', {}, { signal: controller.signal })
    controller.abort()
    await expect(promise).rejects.toBeInstanceOf(RequestCancelled)
  })
})

describe('signed client (client two)', () => {
  it('sends the marker, a form content type and swift/eyes headers', async () => {
    const { transport, seen } = fakeTransport(() => ok())
    await createHttpClient('signed', { transport }).post('/v3/x', { a: 'b c' })
    const config = seen[0]
    expect(config.headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect(config.headers['Content-Type']).toContain('application/x-www-form-urlencoded')
    expect(config.headers.swift).toBe('sig')
    expect(config.headers.eyes).toBe('fp')
    expect(config.headers.building).toBeUndefined()
    expect(config.timeoutMs).toBe(60000)
    expect(String(config.body)).toBe('a=b+c')
  })
})

describe('bank and complaint variant', () => {
  it("resolves success false and toasts the message when code is not '0'", async () => {
    const { transport } = fakeTransport(() => ({ code: '1001', message: 'card rejected', data: null, success: true }))
    const client = createCheckedClient(createHttpClient('app', { transport }))
    const resp = await client.post('/bind-card/card-init', { product_id: 9 })
    expect(resp.success).toBe(false)
    expect(feedback.showToast).toHaveBeenCalledWith('card rejected')
  })

  it("resolves success true on code '0'", async () => {
    const { transport } = fakeTransport(() => ({ code: '0', message: 'ok', data: { items: [] }, success: false }))
    const client = createCheckedClient(createHttpClient('app', { transport }))
    const resp = await client.post('/bind-card/card-init')
    expect(resp.success).toBe(true)
    expect(resp.data).toEqual({ items: [] })
    expect(feedback.showToast).not.toHaveBeenCalled()
  })
})

describe('isOk and unwrap', () => {
  it('follows the success families', () => {
    expect(isOk({ code: '0', success: false }, '0')).toBe(true)
    expect(isOk({ code: '00', success: false }, '0')).toBe(false)
    expect(isOk({ code: '00', success: false }, '00')).toBe(true)
    expect(isOk({ code: '0', success: true }, '00')).toBe(false)
    expect(isOk({ code: '00', success: true }, 'flag')).toBe(true)
    expect(isOk({ code: '00', success: false }, 'flag')).toBe(false)
    expect(isOk(undefined, 'flag')).toBe(false)
  })

  it('unwrap returns data or throws the server message', () => {
    expect(unwrap(ok({ a: 1 }))).toEqual({ a: 1 })
    expect(() => unwrap({ code: 'rate_limited', message: 'Too many', data: null, success: false })).toThrow('Too many')
  })
})
