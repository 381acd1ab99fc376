import type { ThemeConfig } from 'antd'
import { green } from '@/lib/theme/palette'

/**
 * The back office's antd theme in the green family (palette.ts). antd derives a primary's hover,
 * tints and text shades from the seed; from a dark seed like 600 those tints come out grey, so
 * the derived tokens are set to the family's shades: tints 50/100 for backgrounds and borders,
 * 600 for fills and text (white on it 4.96:1), 700 on hover and 800 when pressed (darker, so a
 * hovered button or link keeps its contrast). Success and antd's preset "green" (tags) use the
 * same shades, so the back office shows one green.
 */
const family = (prefix: 'colorPrimary' | 'colorSuccess') => ({
  [prefix]: green[600],
  [`${prefix}Bg`]: green[50],
  [`${prefix}BgHover`]: green[100],
  [`${prefix}Border`]: green[100],
  [`${prefix}BorderHover`]: green[300],
  [`${prefix}Hover`]: green[700],
  [`${prefix}Active`]: green[800],
  [`${prefix}TextHover`]: green[700],
  [`${prefix}Text`]: green[600],
  [`${prefix}TextActive`]: green[800],
})

const presetShades = { 1: green[50], 2: green[100], 3: green[100], 6: green[600], 7: green[700] }
const presetGreen = Object.fromEntries(
  Object.entries(presetShades).flatMap(([step, value]) => [
    [`green${step}`, value],
    [`green-${step}`, value],
  ]),
)

export const adminTheme: ThemeConfig = {
  token: {
    ...family('colorPrimary'),
    ...family('colorSuccess'),
    colorLink: green[600],
    colorLinkHover: green[700],
    colorLinkActive: green[800],
    // antd's preset "green" (Tag color="green"): tint, border, fill, text. Both spellings, as
    // antd's CSS variables take one name (--ant-green-1) for the two.
    ...presetGreen,
    borderRadius: 10,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  components: {
    Layout: { siderBg: green[900], triggerBg: green[950] },
    Menu: { darkItemBg: green[900], darkItemSelectedBg: green[600] },
  },
}
