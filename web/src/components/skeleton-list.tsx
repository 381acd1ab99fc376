import { Skeleton } from 'antd-mobile'

export interface SkeletonListProps {
  rows?: number
}

/** Placeholder cards while a list loads. */
export function SkeletonList({ rows = 3 }: SkeletonListProps) {
  return (
    <div aria-busy="true" aria-live="polite">
      {Array.from({ length: rows }, (_, i) => (
        <div className="pt-card" key={i}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  )
}
