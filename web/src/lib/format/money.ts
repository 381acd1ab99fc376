// Money display, apart from the dates (no dayjs): the early script (src/early) paints amounts with it.

/** The peso sign, or the rupee sign when the build's region flag is IN (ARCHITECTURE section 1). */
export function currencySign(region: string | undefined = import.meta.env.VITE_REGION): string {
  return region === 'IN' ? '₹' : '₱'
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/**
 * The spec's display helper (section 9): thousands separated by a dot,
 * e.g. 1234567 -> "1.234.567". Whole numbers only; kept for the pages that
 * show counts the way the original product did. Money uses formatCents.
 */
export function formatThousands(value: number | string): string {
  const n = Math.trunc(Number(value))
  if (!Number.isFinite(n)) return '0'
  const sign = n < 0 ? '-' : ''
  return sign + groupDigits(String(Math.abs(n)), '.')
}

/**
 * Centavos to a 2-decimal amount as Filipinos read it: "1,234.50".
 * Integer arithmetic only: no float ever touches money.
 */
export function formatCents(cents: number | string | bigint | null | undefined): string {
  let value: bigint
  try {
    value = BigInt(typeof cents === 'number' ? Math.trunc(cents) : (cents ?? 0))
  } catch {
    value = 0n
  }
  const negative = value < 0n
  const abs = negative ? -value : value
  const whole = groupDigits((abs / 100n).toString(), ',')
  const fraction = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

/** Money for display: sign + formatCents, e.g. "₱1,234.50". */
export function formatPeso(cents: number | string | bigint | null | undefined): string {
  const text = formatCents(cents)
  return text.startsWith('-') ? `-${currencySign()}${text.slice(1)}` : `${currencySign()}${text}`
}
