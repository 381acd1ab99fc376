import { afterEach, describe, expect, it, vi } from 'vitest'
import { qrFileName, saveQr } from './save-qr'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('qrFileName', () => {
  it('names the file after the payment', () => {
    expect(qrFileName('RP20261127ABC')).toBe('pautang-qr-RP20261127ABC.png')
    expect(qrFileName('../RP 1/x')).toBe('pautang-qr-RP1x.png')
    expect(qrFileName('')).toBe('pautang-qr-payment.png')
  })
})

describe('saveQr', () => {
  it('downloads the image under that name when it cannot be redrawn', async () => {
    // jsdom draws no canvas: the fallback downloads the image itself.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } })))
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    await saveQr('/pay/RP1/qr.svg', 'RP1')
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('pautang-qr-RP1.png')
    expect(new URL(clicked[0].href).pathname).toBe('/pay/RP1/qr.svg')
    expect(document.querySelector('a[download]')).toBeNull() // the link does not stay on the page
  })
})
