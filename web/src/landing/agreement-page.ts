import { h } from '@/lib/dom'
import { t } from '@/lib/i18n'
import type { LandingTemplate } from './api'
import { agreement, agreementIntro } from './content/agreement'
import { ROUTES } from './route'

/** #/agreementTemplate: the registration agreement. */
export function agreementPage(tpl: LandingTemplate): HTMLElement {
  const fill = (s: string) => s.replaceAll('{app}', tpl.appName)
  return h(
    'article',
    { class: 'lp-card lp-doc' },
    h('h1', null, tpl.agreementTitle),
    h('p', null, fill(agreementIntro)),
    agreement.map((s) =>
      h('section', null, h('h2', null, s.heading), (s.paragraphs ?? []).map((p) => h('p', null, fill(p))), s.items ? h('ul', null, s.items.map((i) => h('li', null, fill(i)))) : null),
    ),
    h('a', { class: 'lp-submit', href: `#${ROUTES.register}?id=${tpl.id}`, style: { background: tpl.buttonColor } }, t('back')),
  )
}
