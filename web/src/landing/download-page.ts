import { h } from '@/lib/dom'
import { t } from '@/lib/i18n'
import type { LandingTemplate } from './api'

/** #/downloadTemplate: the app's download links, and the web shell for phones without the app. */
export function downloadPage(tpl: LandingTemplate): HTMLElement {
  return h(
    'div',
    { class: 'lp-download' },
    h('img', { class: 'lp-download-img', src: tpl.downloadImage, alt: '', width: 420, height: 360 }),
    h(
      'div',
      { class: 'lp-card' },
      h('h1', null, tpl.downloadTitle),
      h('p', { class: 'lp-muted' }, tpl.downloadText),
      h('a', { class: 'lp-store', href: tpl.androidUrl, rel: 'noopener' }, h('span', { class: 'lp-store-icon', 'aria-hidden': 'true' }, '▶'), t('landingDownloadAndroid')),
      h('a', { class: 'lp-store', href: tpl.iosUrl, rel: 'noopener' }, h('span', { class: 'lp-store-icon', 'aria-hidden': 'true' }, ''), t('landingDownloadIos')),
      h('a', { class: 'lp-submit lp-web', href: tpl.webUrl, style: { background: tpl.buttonColor } }, t('landingUseWeb')),
      h('p', { class: 'lp-hint' }, t('landingDownloadHint')),
    ),
  )
}
