import { describe, expect, it } from 'vitest'
import { intentKeys, singleFlight } from './intent'

describe('intentKeys', () => {
  const counter = () => {
    let n = 0
    return () => `k${++n}`
  }

  it('keeps the key while the intent is the same (a retry replays the first answer)', () => {
    const keys = intentKeys(counter())
    const intent = { orderId: '7', cardId: 3, amount: 109100 }
    expect(keys.keyFor(intent)).toBe('k1')
    expect(keys.keyFor({ ...intent })).toBe('k1')
  })

  it('makes a new key for another card, amount or order', () => {
    const keys = intentKeys(counter())
    const intent = { orderId: '7', cardId: 3, amount: 109100 }
    expect(keys.keyFor(intent)).toBe('k1')
    expect(keys.keyFor({ ...intent, cardId: 4 })).toBe('k2')
    expect(keys.keyFor({ ...intent, cardId: 4, amount: 5000 })).toBe('k3')
    expect(keys.keyFor({ ...intent, cardId: 4, amount: 5000, orderId: '8' })).toBe('k4')
    // Back to the first card: a new intent again, never a key used for another request.
    expect(keys.keyFor(intent)).toBe('k5')
  })

  it('renew starts a new intent with the same card', () => {
    const keys = intentKeys(counter())
    const intent = { orderId: '7', cardId: 3, amount: 109100 }
    expect(keys.keyFor(intent)).toBe('k1')
    keys.renew()
    expect(keys.keyFor(intent)).toBe('k2')
    expect(keys.keyFor(intent)).toBe('k2')
  })
})

describe('singleFlight', () => {
  it('runs one call at a time: a second tap while the first is in flight sends nothing', async () => {
    let calls = 0
    let release: (v: string) => void = () => {}
    const flight = singleFlight(() => {
      calls++
      return new Promise<string>((resolve) => (release = resolve))
    })
    const first = flight.run()
    const second = flight.run()
    expect(flight.busy).toBe(true)
    expect(calls).toBe(1)
    release('done')
    expect(await first).toBe('done')
    expect(await second).toBeUndefined()
    expect(flight.busy).toBe(false)
    // Once the first has answered, the next tap runs again.
    const third = flight.run()
    expect(calls).toBe(2)
    release('again')
    expect(await third).toBe('again')
  })

  it('frees the guard when the call fails', async () => {
    const flight = singleFlight(async () => {
      throw new Error('network')
    })
    await expect(flight.run()).rejects.toThrow('network')
    expect(flight.busy).toBe(false)
  })
})
