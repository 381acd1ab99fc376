import { formatPeso } from '@/lib/format'

export interface MoneyProps {
  /** Amount in centavos. */
  cents: number | string | null | undefined
  size?: 'small' | 'medium' | 'large' | 'hero'
  className?: string
}

const sizes = { small: 14, medium: 17, large: 24, hero: 34 }

/** A peso amount, always with the sign and 2 decimals. */
export function Money({ cents, size = 'medium', className }: MoneyProps) {
  return (
    <span className={`pt-money${className ? ` ${className}` : ''}`} style={{ fontSize: sizes[size] }}>
      {formatPeso(cents)}
    </span>
  )
}
