import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  SESSION_STORAGE_KEY,
  captureCommonParams,
  clearSession,
  getCommonParams,
  parseCommonParams,
  saveSession,
  withCommon,
} from '.'

beforeEach(() => {
  window.history.replaceState({}, '', '/')
})
afterEach(() => {
  window.history.replaceState({}, '', '/')
})

describe('parseCommonParams', () => {
  it('reads only the common params and resolves product_id', () => {
    expect(parseCommonParams('?sessionId=s&product_id=4&foo=bar&orderId=')).toEqual({ sessionId: 's', productId: '4' })
  })

  it('prefers productId over its alias', () => {
    expect(parseCommonParams('productId=1&product_id=2')).toEqual({ productId: '1' })
    expect(parseCommonParams('product_id=2&productId=1')).toEqual({ productId: '1' })
  })
})

describe('repeated reads (parsed once per string)', () => {
  it('returns a fresh object each time: a caller changing one never changes the next', () => {
    const first = parseCommonParams('?sessionId=s&orderId=1')
    first.orderId = 'changed'
    expect(parseCommonParams('?sessionId=s&orderId=1')).toEqual({ sessionId: 's', orderId: '1' })
    saveSession({ sessionId: 's', userId: '1' })
    const params = getCommonParams()
    params.userId = 'changed'
    expect(getCommonParams()).toEqual({ sessionId: 's', userId: '1' })
  })

  it('sees every change of the URL and of the storage, also by another tab', () => {
    window.history.replaceState({}, '', '/main?orderId=1')
    expect(getCommonParams().orderId).toBe('1')
    window.history.replaceState({}, '', '/main?orderId=2')
    expect(getCommonParams().orderId).toBe('2')
    sessionStorage.removeItem(SESSION_STORAGE_KEY)
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ sessionId: 'other-tab' }))
    expect(getCommonParams().sessionId).toBe('other-tab')
    localStorage.setItem(SESSION_STORAGE_KEY, '{corrupt')
    expect(getCommonParams().sessionId).toBeUndefined()
    localStorage.removeItem(SESSION_STORAGE_KEY)
  })
})

describe('getCommonParams', () => {
  it('merges the stored session with the URL, the URL winning', () => {
    saveSession({ sessionId: 'old', userId: '1', deviceId: 'd' })
    window.history.replaceState({}, '', '/main?sessionId=new&orderId=9')
    expect(getCommonParams()).toEqual({ sessionId: 'new', userId: '1', deviceId: 'd', orderId: '9' })
  })

  it("reads the hash's query for hash-routed bundles", () => {
    window.history.replaceState({}, '', '/payway?userId=5#/addnormalcard?sessionId=h&orderId=3')
    expect(getCommonParams()).toMatchObject({ userId: '5', sessionId: 'h', orderId: '3' })
  })
})

describe('session persistence', () => {
  it('captures the session from the URL into both storages, without page ids', () => {
    window.history.replaceState({}, '', '/loanDetail?sessionId=s&userId=2&mobile=0917&orderId=8&building=b')
    captureCommonParams()
    for (const store of [sessionStorage, localStorage]) {
      expect(JSON.parse(store.getItem(SESSION_STORAGE_KEY)!)).toEqual({ sessionId: 's', userId: '2', mobile: '0917', building: 'b' })
    }
  })

  it('a new session from the host replaces the old borrower', () => {
    saveSession({ sessionId: 'a', userId: '1', mobile: '0917', deviceId: 'd' })
    window.history.replaceState({}, '', '/main?sessionId=b&userId=2')
    captureCommonParams()
    window.history.replaceState({}, '', '/main')
    expect(getCommonParams()).toEqual({ sessionId: 'b', userId: '2', deviceId: 'd' })
  })

  it('clearSession forgets the borrower but keeps the device', () => {
    saveSession({ sessionId: 's', userId: '2', deviceId: 'd', lang: 'en' })
    clearSession()
    expect(getCommonParams()).toEqual({ deviceId: 'd', lang: 'en' })
  })

  it('survives a corrupt storage entry', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{nope')
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{nope')
    expect(getCommonParams()).toEqual({})
  })
})

describe('withCommon', () => {
  beforeEach(() => {
    window.history.replaceState({}, '', '/loanDetail?sessionId=s&userId=2&orderId=8&productId=3')
  })

  it('carries the common params and adds extras', () => {
    const url = new URL(withCommon('/repayment', { from: 'detail' }), 'http://x')
    expect(url.pathname).toBe('/repayment')
    expect(Object.fromEntries(url.searchParams)).toEqual({ sessionId: 's', userId: '2', orderId: '8', productId: '3', from: 'detail' })
  })

  it('lets extras override and remove params', () => {
    const url = new URL(withCommon('/main', { orderId: null, productId: '5' }), 'http://x')
    expect(url.searchParams.has('orderId')).toBe(false)
    expect(url.searchParams.get('productId')).toBe('5')
  })

  it("keeps the path's own query", () => {
    expect(withCommon('/complainDetails?problemId=4', {}, { sessionId: 's' })).toBe('/complainDetails?problemId=4&sessionId=s')
  })

  it('puts the params inside the hash for hash routes', () => {
    expect(withCommon('/payway#/addnormalcard', { orderId: '1' }, { sessionId: 's' })).toBe('/payway#/addnormalcard?sessionId=s&orderId=1')
  })

  it('drops product_id when productId is present', () => {
    expect(withCommon('/x?product_id=1', { productId: '2' }, {})).toBe('/x?productId=2')
  })
})
