import { describe, expect, it } from 'vitest'
import { parseNext, returnTarget } from './next'

describe('returnTarget', () => {
  it('is the page with its own params, without the session ones', () => {
    expect(returnTarget({ pathname: '/repayment', search: '?sessionId=old&userId=7&mobile=0917&deviceId=d&lang=fil&orderId=12&productId=2' })).toBe('/repayment?orderId=12&productId=2')
    expect(returnTarget({ pathname: '/main', search: '' })).toBe('/main')
  })

  it('is empty on the login pages', () => {
    expect(returnTarget({ pathname: '/login', search: '?orderId=1' })).toBe('')
    expect(returnTarget({ pathname: '/loginError', search: '?reason=session' })).toBe('')
  })
})

describe('parseNext', () => {
  it('reads a path of this site and its params', () => {
    expect(parseNext('/repayment?orderId=12')).toEqual({ path: '/repayment', params: { orderId: '12' } })
    expect(parseNext('/repaymentOfCode?type=2&reference=R1')).toEqual({ path: '/repaymentOfCode', params: { type: '2', reference: 'R1' } })
  })

  it('drops session params smuggled into it', () => {
    expect(parseNext('/loanDetail?orderId=3&sessionId=evil&userId=9')).toEqual({ path: '/loanDetail', params: { orderId: '3' } })
  })

  it('refuses other sites, schemes, tricks and the login pages', () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login?next=/main', '/loginError', '', null, undefined, '/#x', '/%2F%2Fevil']) {
      expect(parseNext(bad)).toBeNull()
    }
  })
})
