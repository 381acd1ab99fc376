import { Fragment } from 'react'

/** Dates (2026-12-14, Dec 14, 2026, Dis 14, 2026) and peso amounts (₱1,710.00): a line may not break inside them. */
const UNBREAKABLE = /(\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2} \d{1,2}, \d{4}|[₱₹]\s?[\d,]+(?:\.\d+)?)/g

/**
 * A sentence whose dates and amounts stay on one line: the browser breaks a date after its
 * hyphens ("2026-" / "12-14") when it falls at the end of a line.
 */
export function KeepTogether({ text }: { text: string }) {
  const parts = text.split(UNBREAKABLE)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="pt-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  )
}
