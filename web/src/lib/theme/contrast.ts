/** WCAG 2 contrast of two colours, for the theme's tests (nothing in the bundles uses it). */

export type RGB = readonly [number, number, number]

/** #rgb or #rrggbb, or rgb()/rgba() (an alpha is returned apart, see parseColor). */
export function parseColor(css: string): { rgb: RGB; alpha: number } {
  const s = css.trim().toLowerCase()
  if (s === 'white') return { rgb: [255, 255, 255], alpha: 1 }
  if (s === 'black') return { rgb: [0, 0, 0], alpha: 1 }
  let m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s)
  if (m) {
    const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
    return { rgb: [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as RGB, alpha: 1 }
  }
  m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(s)
  if (m) return { rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: m[4] === undefined ? 1 : Number(m[4]) }
  throw new Error(`contrast: not a colour: ${css}`)
}

/** A colour with alpha painted over an opaque one. */
export function over(top: string, below: string): RGB {
  const { rgb, alpha } = parseColor(top)
  const base = parseColor(below).rgb
  return rgb.map((c, i) => Math.round(c * alpha + base[i] * (1 - alpha))) as unknown as RGB
}

/** WCAG 2 relative luminance (sRGB channels linearised, weighted 0.2126 / 0.7152 / 0.0722). */
export function luminance(color: string | RGB): number {
  const rgb = typeof color === 'string' ? parseColor(color).rgb : color
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio, 1 to 21: (lighter + 0.05) / (darker + 0.05). */
export function contrast(a: string | RGB, b: string | RGB): number {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

/** Hue (degrees), saturation and lightness (0 to 1) of a colour. */
export function hsl(color: string): [number, number, number] {
  const [r, g, b] = parseColor(color).rgb.map((c) => c / 255)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const d = max - min
  const l = (max + min) / 2
  let h = 0
  if (d) {
    if (max === r) h = ((g - b) / d) % 6
    else if (max === g) h = (b - r) / d + 2
    else h = (r - g) / d + 4
    h = (h * 60 + 360) % 360
  }
  const s = d ? d / (1 - Math.abs(2 * l - 1)) : 0
  return [h, s, l]
}
