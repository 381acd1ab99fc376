import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { adminTheme } from '@/admin/theme'
import { palette as chartPalette } from '@/admin/components/chart'
import { channelColors, flowColors, statusChartColors } from '@/admin/pages/finance-colors'
import { statusIconSpec } from '@/components/status-icon'
import { buildConfig } from './config'
import { contrast, hsl, luminance, over, parseColor } from './contrast'
import { green, headerGradient } from './palette'

// Every text-on-background pair of the screens, measured from the stylesheets themselves: a rule's
// colour and background are read from the CSS, its var() references resolved, and each gradient
// stop measured. WCAG AA: 4.5:1 for text, 3:1 for graphics that carry meaning (icons, chart lines,
// check marks, focus and selection borders).
const TEXT = 4.5
const GRAPHIC = 3

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const uncomment = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')
const COLOUR = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgba?\([^)]*\)|\bwhite\b/gi

/** Every custom property declared in the stylesheets (a later one wins). */
function customProperties(...sheets: string[]): Map<string, string> {
  const props = new Map<string, string>()
  for (const css of sheets) for (const m of uncomment(css).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) props.set(m[1], m[2].trim())
  return props
}

/** A stylesheet's declarations for one selector (it may sit in a selector list), var()s resolved. */
function sheet(...sources: string[]) {
  const props = customProperties(...sources)
  const css = uncomment(sources[sources.length - 1])
  const resolve = (value: string, depth = 0): string => {
    if (depth > 10) throw new Error(`var() loop in ${value}`)
    const next = value.replace(/var\((--[\w-]+)(?:\s*,\s*([^()]+))?\)/g, (_, name: string, fallback?: string) => {
      // an undeclared property fails the pair that uses it (parseColor rejects it)
      return props.get(name) ?? fallback ?? `undeclared(${name})`
    })
    return next === value ? value : resolve(next, depth + 1)
  }
  const rule = (selector: string): Record<string, string> => {
    const decls: Record<string, string> = {}
    let found = false
    for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (!m[1].split(',').some((s) => s.trim() === selector)) continue
      found = true
      for (const d of m[2].split(/;(?![^(]*\))/)) {
        const i = d.indexOf(':')
        if (i > 0) decls[d.slice(0, i).trim()] = resolve(d.slice(i + 1).trim())
      }
    }
    if (!found) throw new Error(`no rule ${selector}`)
    return decls
  }
  return { rule, resolve, prop: (name: string) => resolve(`var(${name})`) }
}

/** The colours of a value: a gradient's stops, or a background shorthand's colour. */
const colours = (value: string): string[] => [...(value.match(COLOUR) ?? [])]
const firstColour = (value: string) => colours(value)[0] ?? value
/** The stroke colour of an inline SVG data URI (a check mark). */
const strokeOf = (value: string) => '#' + /stroke='%23([0-9a-f]{3,6})'/i.exec(value)![1]
/** The declarations of a server-rendered page's inline <style>. */
const inlineStyle = (source: string) => /<style>([\s\S]*?)<\/style>/.exec(source)![1]

interface Pair {
  name: string
  fg: string
  bg: string | readonly [number, number, number]
  min: number
}
const pairs: Pair[] = []
const pair = (name: string, fg: string, bg: Pair['bg'], min = TEXT) => pairs.push({ name, fg, bg, min })
const onStops = (name: string, fg: string, gradient: string, min = TEXT) => {
  const stops = colours(gradient)
  if (stops.length < 1) stops.push(gradient)
  stops.forEach((stop, i) => pair(`${name} (stop ${i + 1}: ${stop})`, fg, stop, min))
}

// ---- the app and payway (global.css) ----
const paletteCss = read('./palette.css')
const app = sheet(paletteCss, read('./global.css'))
const header = sheet(paletteCss, read('./global.css'), read('../../components/page-header.css'))
onStops('app header text on the header gradient', app.prop('--pt-bg-font'), app.prop('--pt-gradient'))
onStops('app page header (.pt-header) text on its background', header.rule('.pt-header').color, header.rule('.pt-header').background)
for (const [bgName, bg] of [
  ['white', '#fff'],
  ['the page background', app.prop('--pt-page-bg')],
  ['a card', app.prop('--pt-card-bg')],
  ['the soft tint', app.prop('--pt-primary-soft')],
] as const) {
  pair(`app primary text on ${bgName}`, app.prop('--pt-primary'), bg)
  pair(`app links (--pt-primary-dark) on ${bgName}`, app.prop('--pt-primary-dark'), bg)
}
pair('app filled button: white on --adm-color-primary', '#fff', app.prop('--adm-color-primary'))
pair('app success colour on white (icons)', app.prop('--adm-color-success'), '#fff', GRAPHIC)
const payway = sheet(paletteCss, read('./global.css'), read('../../payway/payway.css'))
pair('payway success disc: white on it', payway.rule('.pw-success__icon').color, firstColour(payway.rule('.pw-success__icon').background))
const shell = sheet(read('../../../app.html').match(/<style>([\s\S]*?)<\/style>/)![1])
onStops('app.html boot shell: bar text on the bar', shell.rule('.pt-boot__bar').color, shell.rule('.pt-boot__bar').background)
const toastCss = sheet(paletteCss, read('../dom/toast.css'))
const toastBg = over(toastCss.rule('.pt-toast').background, '#fff') // the toast at its lightest: over a white page
const disc = firstColour(toastCss.rule('.pt-toast-success::before').background)
pair('toast text on the toast', toastCss.rule('.pt-toast').color, toastBg)
pair("toast's check disc against the toast", disc, toastBg, GRAPHIC)
pair("toast's check mark on its disc", strokeOf(toastCss.rule('.pt-toast-success::before').background), disc, GRAPHIC)
for (const code of [170, 200]) {
  const spec = statusIconSpec(code)
  pair(`status icon ${code}: glyph on its disc`, spec.color, spec.soft, GRAPHIC)
}
pair('build config primary on white', buildConfig.primary, '#fff')
onStops('build config: header text on the background', buildConfig.bgFontColor, buildConfig.background)

// ---- the public site (site.css) ----
const site = sheet(paletteCss, read('../../site/site.css'))
const siteBg = site.prop('--bg')
const siteCard = site.prop('--card')
const siteHeaderBg = firstColour(site.rule('.site-header').background)
pair('site links on the page', site.rule('a').color, siteBg)
pair('site links on a card', site.rule('a').color, siteCard)
pair('site header: selected tab text', site.rule(".tab[aria-selected='true']").color, siteHeaderBg)
pair('site header: selected tab marker', site.rule(".tab[aria-selected='true']")['border-bottom-color'], siteHeaderBg, GRAPHIC)
pair('site header: tab text', site.rule('.tab').color, siteHeaderBg)
pair('site primary button: text', site.rule('.btn-primary').color, site.rule('.btn-primary').background)
pair('site primary button pressed: text', site.rule('.btn-primary').color, site.rule('.btn-primary:active').background)
pair('site small button: text', site.rule('.btn-small').color, site.rule('.btn-small').background)
pair('site ghost button: text', site.rule('.btn-ghost').color, site.rule('.btn-ghost').background)
pair('site ghost button: border', firstColour(site.rule('.btn-ghost').border), site.rule('.btn-ghost').background, GRAPHIC)
pair('site step number', site.rule('.step-no').color, site.rule('.step-no').background)
pair('site muted text on the page', site.rule('.muted').color, siteBg)
pair('site feature text on a card', site.rule('.feature p').color, siteCard)
const footerBg = site.rule('.site-footer').background
pair('site footer text', site.rule('.site-footer').color, footerBg)
pair('site footer links', site.rule('.site-footer a').color, footerBg)
pair('site footer labels', site.rule('.footer-label').color, footerBg)

// ---- the landing (landing.css, and the campaign colours the server sends) ----
const landing = sheet(paletteCss, read('../../landing/landing.css'))
const lpPage = firstColour(landing.rule('body').background)
onStops('landing header and hero text on the default gradient', landing.rule('.lp-top').color, landing.prop('--lp-bg'))
onStops('landing hero text on the default gradient', landing.rule('.lp-hero').color, landing.prop('--lp-bg'))
onStops('landing boot bar text', landing.rule('.lp-boot').color, landing.rule('.lp-boot').background)
pair('landing links on the page', landing.rule('a').color, lpPage)
pair('landing agreement link on the card', landing.rule('.lp-agree a').color, landing.rule('.lp-card').background)
pair('landing SMS button text', landing.rule('.lp-sms-btn').color, landing.rule('.lp-sms-btn').background)
pair('landing SMS button counting', landing.rule('.lp-sms-btn.is-counting').color, landing.rule('.lp-sms-btn.is-counting').background)
pair('landing submit text on the default button colour', landing.rule('.lp-submit').color, landing.prop('--lp-button'))
pair('landing hints on the card', landing.rule('.lp-hint').color, landing.rule('.lp-card').background)
pair('landing footer on the page', landing.rule('.lp-footer').color, lpPage)
pair('landing focused field border', landing.rule('.lp-control:focus-within')['border-color'], landing.rule('.lp-control:focus-within').background, GRAPHIC)
const tick = landing.rule('.lp-features li::before').background
pair("landing features' check disc on the card", firstColour(tick), landing.rule('.lp-features').background, GRAPHIC)
pair("landing features' check mark on its disc", strokeOf(tick), firstColour(tick), GRAPHIC)
const goTemplate = read('../../../../internal/promotion/template.go')
const defaultBackground = /Background:\s*"([^"]+)"/.exec(goTemplate)![1]
const defaultFont = /FontColor:\s*"([^"]+)"/.exec(goTemplate)![1]
onStops("server's default campaign: text on its gradient", defaultFont, defaultBackground)
for (const file of ['catalog.go', 'promotion.go']) {
  const seeded = read(`../../../../internal/seed/${file}`)
  const background = /"background":\s*"([^"]+)"/.exec(seeded)![1]
  const font = /"fontColor":\s*"([^"]+)"/.exec(seeded)?.[1] ?? defaultFont
  onStops(`seeded campaign (${file}): text on its gradient`, font, background)
}

// ---- the server-rendered pages (sandbox checkout, dev inbox) ----
const payPage = sheet(inlineStyle(read('../../../../internal/api/repayment_paypage.go')))
onStops('sandbox checkout header', payPage.rule('header').color, payPage.rule('header').background)
pair('sandbox checkout pay button', payPage.rule('.pay').color, payPage.rule('.pay').background)
pair('sandbox checkout back button', payPage.rule('.back').color, payPage.rule('.back').background)
pair('sandbox checkout amount on its card', payPage.rule('.amount').color, payPage.rule('.card').background)
pair('sandbox checkout muted text on its card', payPage.rule('.muted').color, payPage.rule('.card').background)
pair('sandbox checkout paid status', payPage.rule('.ok').color, payPage.rule('.card').background)
const inbox = sheet(inlineStyle(read('../../../../internal/api/dev_handlers.go')))
pair('dev inbox header', inbox.rule('header').color, inbox.rule('header').background)
pair('dev inbox code', inbox.rule('.code').color, inbox.rule('.m').background)

// ---- the back office (admin.css, the antd theme, the charts) ----
const admin = sheet(paletteCss, read('../../admin/admin.css'))
const tok = adminTheme.token as Record<string, string>
const adminPage = firstColour(admin.rule('body').background)
pair('back office brand mark', admin.rule('.adm-brand-mark').color, admin.rule('.adm-brand-mark').background)
pair('back office brand on the side menu', admin.rule('.adm-brand').color, adminTheme.components!.Layout!.siderBg!)
pair('back office selected menu item', '#fff', adminTheme.components!.Menu!.darkItemSelectedBg!)
onStops('back office login band', '#fff', colours(admin.rule('.adm-login').background).slice(0, 2).join(' '))
for (const key of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive']) pair(`back office button: white on ${key}`, '#fff', tok[key])
for (const key of ['colorPrimary', 'colorPrimaryText', 'colorLink', 'colorLinkHover', 'colorLinkActive']) {
  pair(`back office ${key} on white`, tok[key], '#fff')
  pair(`back office ${key} on the page`, tok[key], adminPage)
}
pair('back office primary text on its tint', tok.colorPrimaryText, tok.colorPrimaryBg)
pair('back office green tag text', tok.green7, tok.green1)
pair('back office success icon on its tint', tok.colorSuccess, tok.colorSuccessBg, GRAPHIC)
pair('chart palette green on white', chartPalette[0], '#fff', GRAPHIC)
pair('chart colour: repaying', statusChartColors[170], '#fff', GRAPHIC)
pair('chart colour: payment link', channelColors.link, '#fff', GRAPHIC)
pair('chart colour: collected', flowColors.collected, '#fff', GRAPHIC)

describe('WCAG contrast', () => {
  it('computes the formula: black on white 21:1, #777 on white 4.48:1, alpha composited', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', 'white')).toBeCloseTo(4.478, 2)
    expect(luminance('#fff')).toBe(1)
    expect(over('rgba(0, 0, 0, 0.5)', '#fff')).toEqual([128, 128, 128])
    // the spec's original green: white on it fails AA
    expect(contrast('#fff', '#28C782')).toBeLessThan(2.3)
  })

  it.each(pairs)('$name: at least $min:1', ({ fg, bg, min }) => {
    const ratio = contrast(typeof fg === 'string' ? parseColor(fg).rgb : fg, typeof bg === 'string' ? parseColor(bg).rgb : bg)
    expect(Math.floor(ratio * 100) / 100, `${fg} on ${String(bg)}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min)
  })
})

describe('the green family', () => {
  it('palette.css declares exactly the shades of palette.ts', () => {
    const declared = [...customProperties(paletteCss)].filter(([k]) => k.startsWith('--pt-green-'))
    expect(Object.fromEntries(declared.map(([k, v]) => [k.replace('--pt-green-', ''), v.toLowerCase()]))).toEqual(
      Object.fromEntries(Object.entries(green).map(([k, v]) => [k, v.toLowerCase()])),
    )
  })

  it('keeps the brand hue: every shade is within 4 degrees of 153', () => {
    for (const value of Object.values(green)) {
      const [hue] = hsl(value)
      expect(Math.abs(hue - 153), `${value}: hue ${hue.toFixed(1)}`).toBeLessThanOrEqual(4)
    }
  })

  it("the build config, the boot shell, the header and the pages' theme-color use the family's shades", () => {
    expect([buildConfig.primary, buildConfig.primaryDark, buildConfig.background]).toEqual([green[600], green[700], headerGradient])
    expect(colours(shell.rule('.pt-boot__bar').background)).toEqual([green[600], green[700]])
    expect(colours(app.prop('--pt-gradient'))).toEqual([green[600], green[700]])
    expect(colours(landing.prop('--lp-bg'))).toEqual([green[600], green[700]])
    for (const page of ['app', 'payway', 'site', 'landing', 'admin']) {
      expect(/<meta name="theme-color" content="([^"]+)"/.exec(read(`../../../${page}.html`))?.[1], page).toBe(green[600])
    }
  })

  it('the header and button shades pass AA with white text', () => {
    for (const shade of [600, 700, 800, 900] as const) expect(contrast('#fff', green[shade])).toBeGreaterThanOrEqual(TEXT)
  })
})
