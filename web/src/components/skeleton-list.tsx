import './states.css'
import { Skeleton } from 'antd-mobile'
import { t } from '@/lib/i18n'

export interface SkeletonListProps {
  rows?: number
  /** The sentence above the placeholders (default: 'Loading…'); also the status's name. */
  label?: string
}

/** Placeholder cards while a list loads, under a sentence saying what is loading. */
export function SkeletonList({ rows = 3, label = t('loadingContent') }: SkeletonListProps) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" aria-label={label}>
      <p className="pt-skeleton__label">{label}</p>
      {Array.from({ length: rows }, (_, i) => (
        <div className="pt-card" key={i} aria-hidden="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  )
}
