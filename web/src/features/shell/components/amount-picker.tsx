import type { CSSProperties } from 'react'
import { formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import './amount-picker.css'

/** The calculator moves in whole hundreds of pesos. */
export const STEP_CENTS = 100_00

export interface AmountPickerProps {
  min: number
  /** Step in centavos. */
  step?: number
  max: number
  value: number
  /** While dragging. */
  onChange: (cents: number) => void
  /** When the borrower lets go or taps a step button: time to fetch a quote. */
  onCommit: (cents: number) => void
}

/**
 * A native range input plus -/+ buttons: light (antd-mobile's Slider pulls in a
 * popover library) and accessible with a keyboard and a screen reader.
 */
export function AmountPicker({ min, step = STEP_CENTS, max, value, onChange, onCommit }: AmountPickerProps) {
  const move = (direction: -1 | 1) => {
    const next = Math.min(max, Math.max(min, value + direction * step))
    onChange(next)
    onCommit(next)
  }
  const percent = max > min ? ((value - min) / (max - min)) * 100 : 100
  return (
    <div className="pt-amount">
      <div className="pt-amount__row">
        <button type="button" className="pt-amount__step" onClick={() => move(-1)} disabled={value <= min} aria-label={t('decreaseAmount')}>
          −
        </button>
        <input
          className="pt-amount__range"
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-label={t('loanAmount')}
          aria-valuetext={formatPeso(value)}
          style={{ '--pt-fill': `${percent}%` } as CSSProperties}
          onChange={(e) => onChange(Number(e.target.value))}
          onPointerUp={(e) => onCommit(Number((e.target as HTMLInputElement).value))}
          onKeyUp={(e) => onCommit(Number((e.target as HTMLInputElement).value))}
          onTouchEnd={(e) => onCommit(Number((e.target as HTMLInputElement).value))}
        />
        <button type="button" className="pt-amount__step" onClick={() => move(1)} disabled={value >= max} aria-label={t('increaseAmount')}>
          +
        </button>
      </div>
      <div className="pt-amount__limits pt-muted">
        <span>{formatPeso(min)}</span>
        <span>{formatPeso(max)}</span>
      </div>
    </div>
  )
}
