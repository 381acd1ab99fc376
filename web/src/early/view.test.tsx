import { act, render } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders, createQueryClient } from '@/app/providers'
import { takeOverEarlyView } from '@/app/early-view'
import { messages, messagesEn } from '@/lib/i18n'
import EARLY_VIEW_ROUTES from './view-routes.json'
import { EARLY_TEXTS, EARLY_VIEW_ATTR, EARLY_VIEW_TIMING, earlyViewHtml, paintEarlyView } from './view'
import { earlyCallFor } from './requests'

vi.mock('@/lib/feedback', () => {
  const fns = { showToast: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }
  return { ...fns, feedback: fns }
})

const envelope = (data: unknown) => ({ code: '00', message: '', data, success: true })
const HOME = envelope({
  products: [
    { id: 1, name: 'Express', amountMax: 500000, enabled: 1 },
    { id: 2, name: 'Big <b>', amountMax: 9900000, enabled: 0 },
    { id: 3, name: 'Flex', amountMax: 1234550, enabled: '1' },
  ],
})
const DETAILS = envelope({
  orderId: 'o-5',
  productId: 2,
  orderStatus: 170,
  noticeStatusText: 'Repaying <now>',
  noticeDesText: 'Pay ₱1,000.00 by 2026-12-01 & keep your limit',
  productName: 'Sahod',
  userOrderDetail: { detail: [] },
})
const SHELL = '<div class="pt-boot" aria-busy="true"><div class="pt-boot__bar"><p class="pt-boot__title">Pautang</p></div></div>'

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${SHELL}</div>`
  window.__ptEarlyView = undefined
})
afterEach(() => {
  vi.restoreAllMocks()
  window.__ptEarly = undefined
  window.__ptEarlyView = undefined
})

/**
 * The early view's markup without the one attribute React's page does not have: the `elementtiming`
 * the early script watches (on the header title, checked here).
 */
function earlyHtml(el: Element): string {
  const timed = el.querySelectorAll('[elementtiming]')
  expect([...timed].map((e) => `${e.className}=${e.getAttribute('elementtiming')}`)).toEqual([`pt-header__title=${EARLY_VIEW_TIMING}`])
  const copy = el.cloneNode(true) as Element
  copy.querySelector('[elementtiming]')!.removeAttribute('elementtiming')
  return copy.outerHTML
}

/** Renders the app's route for the current URL into #root the way the app does after an early view. */
async function renderApp(body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body)))
  const { routes } = await import('@/app/router')
  const queryClient = createQueryClient()
  await takeOverEarlyView(queryClient)
  const path = window.location.pathname
  const Page = (await routes.find((r) => r.path === path)!.load()).default
  const container = document.createElement('div')
  await act(async () => {
    render(
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </AppProviders>,
      { container },
    )
  })
  return container
}

describe('early view', () => {
  it("uses exactly the catalogues' texts", () => {
    for (const [key, text] of Object.entries(EARLY_TEXTS)) {
      expect(messages[key as keyof typeof messages], key).toBe(text)
      expect(messagesEn[key as keyof typeof messagesEn], key).toBe(text)
    }
  })

  it('exists for the routes whose HTML defers the app, and those send an early call', () => {
    for (const path of EARLY_VIEW_ROUTES) expect(earlyViewHtml(path, DETAILS), path).not.toBeNull()
    window.history.replaceState({}, '', '/x?orderId=o-5')
    for (const path of EARLY_VIEW_ROUTES) expect(earlyCallFor(path), path).not.toBeNull()
    expect(earlyViewHtml('/orders', HOME)).toBeNull()
  })

  it('paints nothing for a failed envelope, a session error or an empty body', () => {
    expect(earlyViewHtml('/main', { code: '401', message: 'expired', data: null, success: false })).toBeNull()
    expect(earlyViewHtml('/main', null)).toBeNull()
    expect(earlyViewHtml('/loanDetail', 'nope')).toBeNull()
    expect(paintEarlyView('/main', { code: '500', success: false })).toBe(false)
    expect(document.getElementById('root')!.innerHTML).toBe(SHELL)
  })

  it('paints only over the inline app shell (never over React)', () => {
    document.getElementById('root')!.innerHTML = '<div class="pt-page">react</div>'
    expect(paintEarlyView('/main', HOME)).toBe(false)
    expect(document.getElementById('root')!.textContent).toBe('react')
  })

  it("paints /main's header with the best enabled amount, as the React page renders it with that data", async () => {
    window.history.replaceState({}, '', '/main?sessionId=s-1&userId=7')
    expect(paintEarlyView('/main', HOME)).toBe(true)
    const early = document.querySelector(`#root > [${EARLY_VIEW_ATTR}]`)!
    expect(window.__ptEarlyView).toBe('/main')
    expect(early.querySelector('.pt-main__best')!.textContent).toBe('Up to₱12,345.50')

    const react = await renderApp(HOME)
    // React's first render after take-over already has the data: the same header, byte for byte.
    expect(react.querySelector('header')!.outerHTML).toBe(earlyHtml(early.querySelector('header')!))
    expect(react.querySelector('.pt-page')!.className).toBe(early.className)
  })

  it("paints /loanDetail's status card (escaped API texts) as the React page renders it", async () => {
    window.history.replaceState({}, '', '/loanDetail?sessionId=s-1&orderId=o-5&productId=2')
    expect(paintEarlyView('/loanDetail', DETAILS)).toBe(true)
    const early = document.querySelector(`#root > [${EARLY_VIEW_ATTR}]`)!
    expect(early.querySelector('.pt-loan-status__text')!.textContent).toBe('Repaying <now>')

    const react = await renderApp(DETAILS)
    expect(react.querySelector('header')!.outerHTML).toBe(earlyHtml(early.querySelector('header')!))
    const [r, e] = [react.querySelector('[data-testid="order-status"]')!, early.querySelector('.pt-loan-status')!]
    expect(r.className).toBe(e.className)
    expect(r.getAttribute('data-status')).toBe(e.getAttribute('data-status'))
    expect(r.parentElement!.outerHTML.startsWith(e.parentElement!.outerHTML.slice(0, e.parentElement!.outerHTML.indexOf('>') + 1))).toBe(true)
    for (const sel of ['.pt-loan-status__text', '.pt-loan-status__desc']) expect(r.querySelector(sel)!.outerHTML).toBe(e.querySelector(sel)!.outerHTML)
    // The icon's box has the same size (React draws the glyph into it).
    const [ri, ei] = [r.querySelector('svg')!, e.querySelector('svg')!]
    for (const attr of ['viewBox', 'width', 'height']) expect(ri.getAttribute(attr)).toBe(ei.getAttribute(attr))
  })
})
