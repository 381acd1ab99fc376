import { isValidPhone, phoneRuleName } from './phone-rule'
import { parseHash } from './route'

describe('phone rules', () => {
  it.each([
    ['spec', '13800138000', true],
    ['spec', '19912345678', true],
    ['spec', '12800138000', false],
    ['spec', '1380013800', false],
    ['spec', '09171234567', false],
    ['ph', '09171234567', true],
    ['ph', '0917123456', false],
    ['ph', '13800138000', false],
    ['ph', '0917123456a', false],
  ] as const)('%s rule, %s -> %s', (rule, phone, valid) => {
    expect(isValidPhone(phone, rule)).toBe(valid)
  })

  it('defaults to the Philippine preset', () => {
    expect(phoneRuleName(undefined)).toBe('ph')
    expect(phoneRuleName('spec')).toBe('spec')
    expect(phoneRuleName('cn')).toBe('ph')
  })
})

describe('parseHash', () => {
  it('reads the hash path and merges hash and page queries', () => {
    const r = parseHash('#/register?id=2&user_from=fb', '?utm_tag=x&id=9')
    expect(r.path).toBe('/register')
    expect(r.params.get('id')).toBe('2')
    expect(r.params.get('utm_tag')).toBe('x')
    expect(r.params.get('user_from')).toBe('fb')
  })
  it('defaults to the register page', () => {
    expect(parseHash('', '').path).toBe('/register')
  })
})
