/**
 * The one green of every Pautang screen (app, payway, site, landing, back office): the brand's
 * hue (about 153°) at shades chosen so that every pairing the screens use passes WCAG AA.
 * palette.css holds the same values as CSS custom properties for the stylesheets; the back office
 * imports this module. The app's few inline SVG colours and the build config write the values out
 * (a shared module would be one more request on every route); one-green.test.ts fails on any green
 * literal that is not one of these, contrast.test.ts checks the files agree and measures the pairs.
 * Ratios below are WCAG contrast ratios.
 */
export const green = {
  /** Soft backgrounds (chips, small buttons, icon discs). 600 text on it: 4.52:1. */
  50: '#e8f8f0',
  /** Decorative lines and dashed borders only (1.3:1 on white: carries no meaning). */
  100: '#b7ead2',
  /** Green on dark surfaces: footer links, the toast's check disc (9.9:1 on 900). */
  300: '#7fe3b5',
  /** Primary: text, links, icons, chart lines, filled buttons, the header gradient's start.
   * White on it and it on white: 4.96:1; on the page background #f4f6f8: 4.58:1. */
  600: '#148050',
  /** Hover and pressed fills, links in running text, the header gradient's end (white: 6.56:1). */
  700: '#0f6b42',
  /** The deepest fill (a campaign gradient's end; white on it 8.9:1). */
  800: '#0c5534',
  /** Dark surfaces: the back office's side menu, the site's footer (white on it 15.3:1). */
  900: '#0f2a1f',
  /** The back office's side-menu trigger, a step below 900. */
  950: '#0c2219',
} as const

/** The header gradient (app, payway, landing default): white text on it is at least 4.96:1. */
export const headerGradient = `linear-gradient(180deg, ${green[600]} 0%, ${green[700]} 100%)`
