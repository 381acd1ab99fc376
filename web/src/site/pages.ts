import { h, type Child } from '@/lib/dom'
import { t } from '@/lib/i18n'
import type { SiteInfo } from './api'
import { carousel } from './carousel'
import { contactForm } from './contact-form'
import { about, aboutIntro } from './content/about'
import { LOAN_TERMS_EFFECTIVE, loanTerms, loanTermsIntro, type LegalSection } from './content/loan-terms'

/** Where the site sends a visitor who wants an account: the default landing campaign. */
export const REGISTER_URL = '/landing#/register?id=1'
export const LOGIN_URL = '/login'

export function fill(text: string, info: SiteInfo): string {
  return text
    .replaceAll('{company}', info.companyName)
    .replaceAll('{secRegNo}', info.secRegNo)
    .replaceAll('{secCaNo}', info.secCertAuthNo)
    .replaceAll('{email}', info.email)
    .replaceAll('{phone}', info.phone)
}

function sections(list: LegalSection[], info: SiteInfo): Child[] {
  return list.map((s) =>
    h(
      'section',
      { class: 'legal-section' },
      h('h2', null, s.heading),
      (s.paragraphs ?? []).map((p) => h('p', null, fill(p, info))),
      s.items ? h('ul', null, s.items.map((i) => h('li', null, fill(i, info)))) : null,
      (s.after ?? []).map((p) => h('p', null, fill(p, info))),
    ),
  )
}

export function homePage(): HTMLElement {
  const features = [
    ['/site/feature-fast.svg', t('siteFeatureFastTitle'), t('siteFeatureFastText')],
    ['/site/feature-safe.svg', t('siteFeatureSafeTitle'), t('siteFeatureSafeText')],
    ['/site/feature-flexible.svg', t('siteFeatureFlexibleTitle'), t('siteFeatureFlexibleText')],
  ]
  const steps = [
    [t('siteStep1Title'), t('siteStep1Text')],
    [t('siteStep2Title'), t('siteStep2Text')],
    [t('siteStep3Title'), t('siteStep3Text')],
  ]
  return h(
    'div',
    { class: 'home' },
    h(
      'div',
      { class: 'hero' },
      carousel([
        { src: '/site/banner-1.svg', alt: t('siteBannerFast'), href: REGISTER_URL },
        { src: '/site/banner-2.svg', alt: t('siteBannerWallet'), href: REGISTER_URL },
        { src: '/site/banner-3.svg', alt: t('siteBannerSafe'), href: '#/terms' },
      ]),
      h(
        'div',
        { class: 'hero-copy' },
        h('h1', null, t('siteHeroTitle')),
        h('p', null, t('siteHeroText')),
        h('div', { class: 'actions' }, h('a', { class: 'btn btn-primary', href: REGISTER_URL }, t('siteRegister')), h('a', { class: 'btn btn-ghost', href: LOGIN_URL }, t('siteLogIn'))),
      ),
    ),
    h(
      'section',
      { class: 'block' },
      h('h2', null, t('siteWhyTitle')),
      h(
        'div',
        { class: 'cards-3' },
        features.map(([icon, title, text]) =>
          h('article', { class: 'card feature' }, h('img', { src: icon, alt: '', width: 48, height: 48, loading: 'lazy' }), h('h3', null, title), h('p', null, text)),
        ),
      ),
    ),
    h(
      'section',
      { class: 'block' },
      h('h2', null, t('siteStepsTitle')),
      h('ol', { class: 'steps' }, steps.map(([title, text], i) => h('li', { class: 'card step' }, h('span', { class: 'step-no', 'aria-hidden': 'true' }, i + 1), h('div', null, h('h3', null, title), h('p', null, text))))),
    ),
    h(
      'section',
      { class: 'block app-block card' },
      h('div', null, h('h2', null, t('siteAppTitle')), h('p', null, t('siteAppText')), h('a', { class: 'btn btn-primary', href: REGISTER_URL }, t('siteRegister'))),
      h('img', { src: '/site/app-mock.svg', alt: t('siteAppImage'), width: 420, height: 360, loading: 'lazy' }),
    ),
    h('section', { class: 'block', id: 'contact' }, h('h2', null, t('siteContactTitle')), h('p', { class: 'muted' }, t('siteContactText')), h('div', { class: 'card' }, contactForm())),
  )
}

export function aboutPage(info: SiteInfo): HTMLElement {
  return h('article', { class: 'doc card' }, h('h1', null, t('siteAboutUs')), h('p', { class: 'lead' }, fill(aboutIntro, info)), sections(about, info))
}

export function termsPage(info: SiteInfo): HTMLElement {
  return h(
    'article',
    { class: 'doc card' },
    h('h1', null, t('siteLoanTerms')),
    h('p', { class: 'muted' }, t('siteTermsUpdated', { date: LOAN_TERMS_EFFECTIVE })),
    h('p', { class: 'lead' }, fill(loanTermsIntro, info)),
    sections(loanTerms, info),
  )
}

export function privacyPage(info: SiteInfo): HTMLElement {
  return h('div', { class: 'privacy' }, h('iframe', { class: 'privacy-frame', src: embedURL(info.privacyUrl), title: t('sitePrivacyPolicy'), loading: 'lazy' }))
}

/** The borrower page framed in the site's tab: without its own header (the site has one). */
export function embedURL(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}embed=1`
}
