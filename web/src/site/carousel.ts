import { h } from '@/lib/dom'
import { t } from '@/lib/i18n'

/** Spec section 9: the home banner turns every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000

export interface Slide {
  src: string
  alt: string
  href?: string
}

/**
 * An autoplaying banner carousel: slides in a track moved by transform (no layout work),
 * dots to jump, swipe on touch screens. Autoplay restarts after a manual change so a
 * swipe is never followed at once by an automatic turn. data-active exposes the index.
 */
export function carousel(slides: Slide[]): HTMLElement {
  let active = 0
  let timer = 0
  const track = h(
    'div',
    { class: 'carousel-track' },
    slides.map((s, i) =>
      h(
        'a',
        { class: 'carousel-slide', href: s.href ?? '#/home', 'aria-roledescription': 'slide', 'aria-label': `${i + 1} / ${slides.length}` },
        h('img', { src: s.src, alt: s.alt, width: 720, height: 340, decoding: 'async', fetchPriority: i === 0 ? 'high' : 'low', loading: i === 0 ? 'eager' : 'lazy' }),
      ),
    ),
  )
  const dots = slides.map((_, i) =>
    h('button', { class: 'carousel-dot', type: 'button', 'aria-label': t('siteBannerGoTo', { n: i + 1 }), onClick: () => go(i, true) }),
  )
  const root = h('section', { class: 'carousel', 'aria-roledescription': 'carousel', dataset: { active: '0' } }, track, h('div', { class: 'carousel-dots' }, dots))

  function go(index: number, manual = false): void {
    active = (index + slides.length) % slides.length
    track.style.transform = `translate3d(${-100 * active}%,0,0)`
    root.dataset.active = String(active)
    dots.forEach((d, i) => d.setAttribute('aria-current', i === active ? 'true' : 'false'))
    if (manual) start()
  }
  function start(): void {
    window.clearInterval(timer)
    timer = window.setInterval(() => {
      if (!root.isConnected) window.clearInterval(timer)
      else go(active + 1)
    }, CAROUSEL_INTERVAL_MS)
  }

  let startX = 0
  track.addEventListener('touchstart', (e) => (startX = e.touches[0].clientX), { passive: true })
  track.addEventListener(
    'touchend',
    (e) => {
      const dx = e.changedTouches[0].clientX - startX
      if (Math.abs(dx) > 40) go(active + (dx < 0 ? 1 : -1), true)
    },
    { passive: true },
  )
  go(0)
  start()
  return root
}
