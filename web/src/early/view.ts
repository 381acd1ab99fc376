// The first view of a borrower page, painted by the early script from its early response before
// (and without) React: the same markup, classes and texts as the React page's first render with
// that data (features/shell/routes/main.tsx, features/loans/routes/loan-detail.tsx,
// components/page-header.tsx), so it has the same size and place, and React's first commit
// (src/app/early-view.ts waits for the route and the data, so it renders them at once) replaces it
// without a layout shift. view.test.ts checks each view against the React page's own markup.
import { isOk } from '@/lib/http/envelope'
import { formatPeso } from '@/lib/format/money'

/** The attribute on the early-painted page (React's first commit replaces that element). */
export const EARLY_VIEW_ATTR = 'data-pt-early-view'

/**
 * The `elementtiming` name on the early view's title: the browser reports when the frame that shows
 * it is presented, and the early script starts the app after that (main.ts).
 */
export const EARLY_VIEW_TIMING = 'pt-early-view'

/**
 * The few texts of the early views, equal to the catalogues' (view.test.ts checks every key against
 * both): importing the catalogue would make this script ~6 KiB (brotli) heavier on the path of the
 * page's largest paint.
 */
export const EARLY_TEXTS = {
  appName: 'Pautang',
  back: 'Back',
  homeGreeting: 'Hello!',
  homeSubtitle: 'Choose a loan that fits you',
  upTo: 'Up to',
  orderDetails: 'Order Details',
} as const

const t = (key: keyof typeof EARLY_TEXTS): string => EARLY_TEXTS[key]

declare global {
  interface Window {
    /** The path whose first view the early script painted (the app then renders it at once). */
    __ptEarlyView?: string
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c])
}

function header(title: string, back: boolean, extra = ''): string {
  const icon = back
    ? `<button type="button" class="pt-header__icon" aria-label="${esc(t('back'))}"><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"></path></svg></button>`
    : '<span class="pt-header__icon" aria-hidden="true"></span>'
  return (
    `<header class="pt-header${extra ? ' pt-header--tall' : ''}"><div class="pt-header__bar">${icon}` +
    `<h1 class="pt-header__title">${esc(title)}</h1><span class="pt-header__right"></span></div>` +
    (extra ? `<div class="pt-header__extra">${extra}</div>` : '') +
    '</header>'
  )
}

interface HomeProduct {
  enabled?: unknown
  amountMax?: unknown
}

/** /main: the header with the greeting and the best amount (the page's largest content). */
function mainView(data: { products?: HomeProduct[] | null }): string {
  const products = data?.products ?? []
  const best = products.filter((p) => String(p.enabled) !== '0').reduce((max, p) => Math.max(max, Number(p.amountMax) || 0), 0)
  const bestHtml = best > 0 ? `<div class="pt-main__best"><span>${esc(t('upTo'))}</span><strong class="pt-money">${esc(formatPeso(best))}</strong></div>` : ''
  const hero =
    `<div class="pt-main__hero"><div class="pt-main__greeting">${esc(t('homeGreeting'))}</div>` +
    `<div class="pt-main__sub">${esc(t('homeSubtitle'))}</div>${bestHtml}</div>`
  return `<div class="pt-page pt-page--with-tabbar">${header(t('appName'), false, hero)}</div>`
}

interface Details {
  orderStatus?: unknown
  noticeStatusText?: unknown
  noticeDesText?: unknown
}

/** /loanDetail and /order: the header and the status card (its text is the largest content). */
function loanDetailView(data: Details): string {
  const desc = data.noticeDesText ? `<div class="pt-loan-status__desc">${keepTogether(esc(data.noticeDesText))}</div>` : ''
  // The status icon's box (React draws its glyph): same size, so nothing moves.
  const status =
    `<section class="pt-card pt-loan-status" data-status="${esc(data.orderStatus)}">` +
    `<svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" style="flex: none;"></svg>` +
    `<div class="pt-loan-status__text">${esc(data.noticeStatusText)}</div>${desc}</section>`
  return `<div class="pt-page pt-loan-detail">${header(t('orderDetails'), true)}<main class="pt-section" style="padding-top: 16px;">${status}</main></div>`
}

/** The first view of `pathname` for its early response, or null when the page would show something else. */
export function earlyViewHtml(pathname: string, body: unknown): string | null {
  const resp = body as { code: string; success: boolean; data: unknown } | null
  // Only a successful envelope: errors, an expired session (401) and the rest stay the app's job.
  if (!resp || typeof resp !== 'object' || !isOk(resp, 'flag') || !resp.data || typeof resp.data !== 'object') return null
  switch (pathname) {
    case '/main':
      return mainView(resp.data as { products?: HomeProduct[] })
    case '/loanDetail':
    case '/order':
      return loanDetailView(resp.data as Details)
    default:
      return null
  }
}

/**
 * Paints the first view into #root in place of the inline app shell; only while the shell is still
 * there (React has not committed yet). Returns whether it painted.
 */
export function paintEarlyView(pathname: string, body: unknown): boolean {
  const root = document.getElementById('root')
  const shell = root?.firstElementChild
  if (!root || !shell || !shell.classList.contains('pt-boot') || root.childElementCount !== 1) return false
  const html = earlyViewHtml(pathname, body)
  if (html === null) return false
  const view = document.createElement('template')
  view.innerHTML = html
  // Marks the painted page (React's own has no such attribute: tests see the hand-over).
  view.content.firstElementChild?.setAttribute(EARLY_VIEW_ATTR, '')
  view.content.querySelector('.pt-header__title')?.setAttribute('elementtiming', EARLY_VIEW_TIMING)
  root.replaceChildren(view.content)
  window.__ptEarlyView = pathname
  return true
}

/** What components/keep-together renders: dates and peso amounts in a no-wrap span. */
function keepTogether(html: string): string {
  return html.replace(/(\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2} \d{1,2}, \d{4}|[₱₹]\s?[\d,]+(?:\.\d+)?)/g, '<span class="pt-nowrap">$1</span>')
}
