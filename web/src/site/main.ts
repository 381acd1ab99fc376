import { clear, h } from '@/lib/dom'
import { htmlLang, t, type MessageKey } from '@/lib/i18n'
import { captureCommonParams } from '@/lib/params/common'
import { fallbackSiteInfo, fetchSiteInfo, type SiteInfo } from './api'
import { aboutPage, homePage, LOGIN_URL, privacyPage, termsPage } from './pages'
import './site.css'

/** The official home page (spec section 2): hash tabs Home, About us, Privacy Policy, Loan terms. */
const tabs: { hash: string; label: MessageKey; tabLabel?: MessageKey; render: (info: SiteInfo) => HTMLElement }[] = [
  { hash: '#/home', label: 'siteHome', render: homePage },
  { hash: '#/about', label: 'siteAboutUs', render: aboutPage },
  { hash: '#/privacy', label: 'sitePrivacyPolicy', render: privacyPage },
  // The tab's short name fits a 360 px phone beside the others; the page keeps the full title.
  { hash: '#/terms', label: 'siteLoanTerms', tabLabel: 'siteLoanTermsTab', render: termsPage },
]

let info = fallbackSiteInfo
const view = h('main', { id: 'view', class: 'view' })
const footer = h('footer', { class: 'site-footer' })
const tabLinks = tabs.map((tab) => h('a', { class: 'tab', href: tab.hash, role: 'tab' }, t(tab.tabLabel ?? tab.label)))
const tabList = h('nav', { class: 'tabs', role: 'tablist', 'aria-label': t('siteMenu') }, tabLinks)

/** On a screen too narrow for every tab, the edge that hides more fades (the row scrolls). */
function markTabOverflow(): void {
  const more = tabList.scrollLeft + tabList.clientWidth < tabList.scrollWidth - 1
  tabList.classList.toggle('tabs--more', more)
}
tabList.addEventListener('scroll', markTabOverflow, { passive: true })
window.addEventListener('resize', markTabOverflow)

function currentTab() {
  return tabs.find((tab) => tab.hash === window.location.hash.split('?')[0]) ?? tabs[0]
}

function render(scroll: boolean): void {
  const tab = currentTab()
  tabLinks.forEach((link, i) => link.setAttribute('aria-selected', tabs[i] === tab ? 'true' : 'false'))
  clear(view, tab.render(info))
  view.dataset.tab = tab.hash.slice(2)
  document.title = `${t(tab.label)} · ${t('appName')}`
  if (scroll) window.scrollTo(0, 0)
}

function renderFooter(): void {
  const row = (label: string, value: Node | string) => h('div', { class: 'footer-row' }, h('span', { class: 'footer-label' }, label), h('span', null, value))
  clear(
    footer,
    h(
      'div',
      { class: 'footer-inner' },
      h('div', { class: 'footer-brand' }, h('img', { src: '/site/logo.svg', alt: '', width: 32, height: 32 }), h('strong', { class: 'footer-company' }, info.companyName)),
      h(
        'div',
        { class: 'footer-rows' },
        row(t('siteFooterEmail'), h('a', { href: `mailto:${info.email}` }, info.email)),
        row(t('siteFooterPhone'), h('a', { href: `tel:${info.phone.replace(/[^\d+]/g, '')}` }, info.phone)),
        row(t('siteFooterAddress'), info.address),
      ),
      h(
        'p',
        { class: 'footer-legal' },
        info.secRegNo ? h('span', null, t('siteSecRegNo', { no: info.secRegNo })) : null,
        info.secCertAuthNo ? h('span', null, t('siteSecCaNo', { no: info.secCertAuthNo })) : null,
      ),
      h('p', { class: 'footer-copy' }, t('siteCopyright', { year: new Date().getFullYear(), company: info.companyName })),
    ),
  )
}

captureCommonParams()
document.documentElement.lang = htmlLang()
const root = document.getElementById('root')
if (!root) throw new Error('site: #root is missing')
clear(
  root,
  h(
    'header',
    { class: 'site-header' },
    h(
      'div',
      { class: 'header-inner' },
      h('a', { class: 'brand', href: '#/home' }, h('img', { src: '/site/logo.svg', alt: '', width: 32, height: 32 }), h('span', null, t('appName'))),
      tabList,
      h('a', { class: 'btn btn-small header-login', href: LOGIN_URL }, t('siteLogIn')),
    ),
  ),
  view,
  footer,
)
render(false)
markTabOverflow()
renderFooter()
window.addEventListener('hashchange', () => render(true))
void fetchSiteInfo().then((fetched) => {
  info = fetched
  renderFooter()
  if (currentTab().hash !== '#/home' && currentTab().hash !== '#/privacy') render(false)
})
