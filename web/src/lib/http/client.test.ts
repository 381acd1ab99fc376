import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { feedback } from '../feedback'
import { browser } from '../params'
import { ApiError, HTTP_TIMEOUT_MS, NETWORK_ERROR_CODE, createCheckedClient, createHttpClient, isOk, unwrap, type Envelope } from '.'

function fakeTransport(respond: (config: InternalAxiosRequestConfig) => unknown) {
  const seen: InternalAxiosRequestConfig[] = []
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config)
    const data = respond(config)
    return { data, status: 200, statusText: 'OK', headers: {}, config }
  }
  return { adapter, seen }
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
    const { adapter, seen } = fakeTransport(() => ok({ x: 1 }))
    const client = createHttpClient('app', { adapter })
    const resp = await client.post('/v3/loan-details/loan-details', { productId: 9, orderId: 'o-5', empty: undefined })
    expect(resp).toEqual({ code: '00', message: '', data: { x: 1 }, success: true })
    const config = seen[0]
    expect(config.timeout).toBe(HTTP_TIMEOUT_MS)
    expect(config.timeout).toBe(60000)
    expect(config.baseURL).toBe('/gw')
    expect(config.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(config.headers.get('building')).toBe('b-42')
    expect(config.headers.get('gather')).toBe('g-play')
    expect(config.headers.get('swift')).toBeUndefined()
    const url = new URL(axios.getUri(config), 'http://x')
    expect(url.pathname).toBe('/gw/v3/loan-details/loan-details')
    expect(url.searchParams.get('sessionId')).toBe('s-1')
    expect(url.searchParams.get('userId')).toBe('7')
    expect(url.searchParams.get('productId')).toBe('9')
    expect(url.searchParams.get('orderId')).toBe('o-5')
    expect(String(config.data)).toBe('productId=9&orderId=o-5')
    expect(String(config.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded')
  })

  it('sends empty building and gather headers when the page query has none', async () => {
    window.history.replaceState({}, '', '/main')
    const { adapter, seen } = fakeTransport(() => ok())
    await createHttpClient('app', { adapter }).post('/v3/home/index')
    expect(seen[0].headers.get('building')).toBe('')
    expect(seen[0].headers.get('gather')).toBe('')
  })

  it('puts GET parameters in the query next to the common params', async () => {
    const { adapter, seen } = fakeTransport(() => ok())
    await createHttpClient('app', { adapter }).get('/api/v2/p/promotion/get-sid', { templateId: 3 })
    const url = new URL(axios.getUri(seen[0]), 'http://x')
    expect(seen[0].method).toBe('get')
    expect(url.searchParams.get('templateId')).toBe('3')
    expect(url.searchParams.get('sessionId')).toBe('s-1')
  })

  it('keeps multipart bodies as FormData', async () => {
    const { adapter, seen } = fakeTransport(() => ok({ url: '/uploads/a.png' }))
    const form = new FormData()
    form.append('problemImage', new Blob(['x'], { type: 'image/png' }), 'a.png')
    await createHttpClient('app', { adapter }).post('/user-problem/upload-problem-img', form)
    expect(seen[0].data).toBeInstanceOf(FormData)
  })

  it('shows and hides the loading toast when a loading text is given', async () => {
    const { adapter } = fakeTransport(() => ok())
    await createHttpClient('app', { adapter }).post('/x', {}, { loading: true })
    expect(feedback.showLoading).toHaveBeenCalledWith('loading...')
    expect(feedback.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('shows no loading toast without a loading text', async () => {
    const { adapter } = fakeTransport(() => ok())
    await createHttpClient('app', { adapter }).post('/x')
    expect(feedback.showLoading).not.toHaveBeenCalled()
  })

  it("toasts 'error' and rejects on a network failure", async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config)
    }
    const promise = createHttpClient('app', { adapter }).post('/x', {}, { loading: 'loading...' })
    await expect(promise).rejects.toMatchObject({ name: 'ApiError', code: NETWORK_ERROR_CODE })
    expect(feedback.showToast).toHaveBeenCalledWith('error')
    expect(feedback.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('treats a timeout as a network failure', async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED', config)
    }
    await expect(createHttpClient('app', { adapter }).post('/x')).rejects.toBeInstanceOf(ApiError)
    expect(feedback.showToast).toHaveBeenCalledWith('error')
  })

  it('sends the borrower to /loginError with the common params on code 401', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const { adapter } = fakeTransport(() => ({ code: '401', message: 'session expired', data: null, success: false }))
    await expect(createHttpClient('app', { adapter }).post('/x')).rejects.toMatchObject({ code: '401' })
    expect(assign).toHaveBeenCalledTimes(1)
    const target = new URL(assign.mock.calls[0][0], 'http://x')
    expect(target.pathname).toBe('/loginError')
    expect(target.searchParams.get('reason')).toBe('session')
    expect(target.searchParams.get('sessionId')).toBe('s-1')
    expect(target.searchParams.get('orderId')).toBe('o-5')
  })

  it('toasts the server message for a failed envelope only when asked', async () => {
    const { adapter } = fakeTransport(() => ({ code: '800006', message: 'bad code', data: null, success: false }))
    const client = createHttpClient('app', { adapter })
    const quiet = await client.post('/x')
    expect(quiet.success).toBe(false)
    expect(feedback.showToast).not.toHaveBeenCalled()
    await client.post('/x', {}, { toastErrorsOf: '00' })
    expect(feedback.showToast).toHaveBeenCalledWith('bad code')
  })
})

describe('signed client (client two)', () => {
  it('sends the marker, a form content type and swift/eyes headers', async () => {
    const { adapter, seen } = fakeTransport(() => ok())
    await createHttpClient('signed', { adapter }).post('/v3/x', { a: 'b c' })
    const config = seen[0]
    expect(config.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(String(config.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded')
    expect(config.headers.get('swift')).toBe('sig')
    expect(config.headers.get('eyes')).toBe('fp')
    expect(config.headers.get('building')).toBeUndefined()
    expect(config.timeout).toBe(60000)
    expect(String(config.data)).toBe('a=b+c')
  })
})

describe('bank and complaint variant', () => {
  it("resolves success false and toasts the message when code is not '0'", async () => {
    const { adapter } = fakeTransport(() => ({ code: '1001', message: 'card rejected', data: null, success: true }))
    const client = createCheckedClient(createHttpClient('app', { adapter }))
    const resp = await client.post('/bind-card/card-init', { product_id: 9 })
    expect(resp.success).toBe(false)
    expect(feedback.showToast).toHaveBeenCalledWith('card rejected')
  })

  it("resolves success true on code '0'", async () => {
    const { adapter } = fakeTransport(() => ({ code: '0', message: 'ok', data: { items: [] }, success: false }))
    const client = createCheckedClient(createHttpClient('app', { adapter }))
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
