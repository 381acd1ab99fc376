/** Display helpers of the back office (kept here so the bundle shares nothing with borrower code). */

/** Centavos as pesos with 2 decimals and thousands separators: ₱1,234.50. */
export function peso(cents: number | null | undefined): string {
  const v = (cents ?? 0) / 100
  return `₱${v.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** Unix ms as YYYY-MM-DD HH:MM in Manila. */
export function dateTime(ms: number | null | undefined): string {
  if (!ms) return '—'
  const d = new Date(ms + 8 * 3600 * 1000)
  return d.toISOString().slice(0, 16).replace('T', ' ')
}

/** Basis points as a percentage: 1250 -> 12.5%. */
export function bp(v: number): string {
  return `${(v / 100).toLocaleString('en-PH', { maximumFractionDigits: 2 })}%`
}

/** A rate in basis points with 2 decimals, as the disclosures state it: 395 -> 3.95%. */
export function rate(v: number): string {
  return `${(v / 100).toFixed(2)}%`
}

/** The status names of the order codes (architecture section 5). */
export const statusNames: Record<number, string> = {
  21: 'Under review',
  110: 'Rejected',
  151: 'Approved, disbursing',
  170: 'Repaying',
  174: 'Due',
  180: 'Overdue',
  200: 'Settled',
}

/** The tag colour of each status. */
export const statusColors: Record<number, string> = {
  21: 'gold',
  110: 'default',
  151: 'blue',
  170: 'green',
  174: 'orange',
  180: 'red',
  200: 'cyan',
}
