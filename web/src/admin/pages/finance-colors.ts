import { green } from '@/lib/theme/palette'

/** Stable chart colours: a status, PAR bucket or payment channel keeps its colour on every
 * chart and every range, whatever else is shown beside it. */

/** The chart colour of each order status (same hue family as the status tags). */
export const statusChartColors: Record<number, string> = {
  21: '#EAB308', // under review
  110: '#94A3B8', // rejected
  151: '#3B82F6', // approved, disbursing
  170: green[600], // repaying
  174: '#F59E0B', // due
  180: '#EF4444', // overdue
  200: '#14B8A6', // settled
}

/** PAR1, PAR7, PAR30, PAR90: darker as the loans get older. */
export const parColors: Record<number, string> = { 1: '#FBBF24', 7: '#F97316', 30: '#DC2626', 90: '#7F1D1D' }

/** The colour of each payment method. */
export const channelColors: Record<string, string> = {
  transfer: '#3B82F6',
  link: green[600],
  code: '#F59E0B',
  qr: '#8B5CF6',
  card: '#14B8A6',
  paycode: '#EC4899',
  other: '#64748B',
}

/** Money flows: disbursed out, collected in. */
export const flowColors = { disbursed: '#3B82F6', collected: green[600] }

/** Vintage cohorts: one colour per calendar month of disbursement, so a cohort keeps its
 * colour whatever range is shown (a 12-month view never repeats one). */
export const cohortPalette = [
  '#3B82F6', // Jan
  green[600], // Feb
  '#F59E0B', // Mar
  '#EF4444', // Apr
  '#8B5CF6', // May
  '#14B8A6', // Jun
  '#EC4899', // Jul
  '#84CC16', // Aug
  '#F97316', // Sep
  '#0EA5E9', // Oct
  '#A16207', // Nov
  '#64748B', // Dec
]

/** The colour of a cohort month (YYYY-MM). */
export function cohortColor(month: string): string {
  const m = Number(month.slice(5, 7))
  return cohortPalette[(m - 1 + 12) % 12] ?? '#64748B'
}
