import { clear, h } from '@/lib/dom'
import { htmlLang, t } from '@/lib/i18n'
import { captureCommonParams } from '@/lib/params/common'
import { agreementPage } from './agreement-page'
import { getTemplate, type LandingTemplate } from './api'
import { downloadPage } from './download-page'
import { registerPage } from './register-page'
import { ROUTES, parseHash } from './route'
import './landing.css'

/** The promotion landing (spec sections 2, 4, 8): #/register?id=N, #/downloadTemplate, #/agreementTemplate. */
const root = document.getElementById('root')
if (!root) throw new Error('landing: #root is missing')
const templates = new Map<string, LandingTemplate>()

function templateIdOf(path: string, params: URLSearchParams): string {
  if (path === ROUTES.download) return params.get('links_id') || params.get('down_id') || params.get('id') || '1'
  return params.get('id') || '1'
}

function shell(tpl: LandingTemplate | undefined, content: HTMLElement): HTMLElement {
  const page = h(
    'div',
    { class: 'lp' },
    h('header', { class: 'lp-top' }, h('img', { src: '/landing/logo.svg', alt: '', width: 28, height: 28 }), h('strong', null, tpl?.appName ?? t('appName'))),
    content,
    h('footer', { class: 'lp-footer' }, `© ${new Date().getFullYear()} ${tpl?.appName ?? t('appName')}`),
  )
  if (tpl) {
    page.style.setProperty('--lp-bg', tpl.background)
    page.style.setProperty('--lp-font', tpl.fontColor)
    page.style.setProperty('--lp-button', tpl.buttonColor)
  }
  return page
}

async function render(): Promise<void> {
  const { path, params } = parseHash(window.location.hash, window.location.search)
  const id = templateIdOf(path, params)
  let tpl = templates.get(id)
  if (!tpl) {
    const resp = await getTemplate(id)
    if (resp.code !== '0' || !resp.data) {
      const retry = h('button', { class: 'lp-submit', type: 'button', onClick: () => void render() }, t('retry'))
      clear(root!, shell(undefined, h('div', { class: 'lp-card lp-error', role: 'alert' }, h('p', null, resp.message || t('landingLoadFailed')), retry)))
      return
    }
    tpl = resp.data
    templates.set(id, tpl)
  }
  const page = path === ROUTES.download ? downloadPage(tpl) : path === ROUTES.agreement ? agreementPage(tpl) : registerPage(tpl, params)
  clear(root!, shell(tpl, page))
  document.title = `${tpl.appName} · ${path === ROUTES.download ? tpl.downloadTitle : path === ROUTES.agreement ? tpl.agreementTitle : tpl.title}`
  window.scrollTo(0, 0)
}

captureCommonParams()
document.documentElement.lang = htmlLang()
window.addEventListener('hashchange', () => void render())
void render()
