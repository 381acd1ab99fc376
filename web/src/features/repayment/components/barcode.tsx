/**
 * Interleaved 2 of 5 (ITF), the numeric barcode store scanners read: pay codes are 12 digits.
 * Each digit is 5 elements, 2 of them wide; pairs of digits interleave bars and spaces.
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn']

/** Element widths (bar, space, bar, ...) of an ITF code; '' when the text is not digits. */
export function itfWidths(digits: string, wide = 3): number[] {
  if (!/^\d+$/.test(digits)) return []
  const text = digits.length % 2 === 1 ? `0${digits}` : digits
  const out = [1, 1, 1, 1] // start: narrow bar, space, bar, space
  for (let i = 0; i < text.length; i += 2) {
    const bars = PATTERNS[Number(text[i])]
    const spaces = PATTERNS[Number(text[i + 1])]
    for (let k = 0; k < 5; k++) {
      out.push(bars[k] === 'w' ? wide : 1, spaces[k] === 'w' ? wide : 1)
    }
  }
  out.push(wide, 1, 1) // stop: wide bar, narrow space, narrow bar
  return out
}

export function Barcode({ value, height = 72 }: { value: string; height?: number }) {
  const widths = itfWidths(value)
  const quiet = 10
  const total = widths.reduce((a, b) => a + b, 0) + quiet * 2
  let x = quiet
  const bars: { x: number; w: number }[] = []
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w })
    x += w
  })
  return (
    <svg viewBox={`0 0 ${total} ${height}`} width="100%" height={height} preserveAspectRatio="none" role="img" aria-label={value} shapeRendering="crispEdges">
      <rect width={total} height={height} fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={height} fill="#111" />
      ))}
    </svg>
  )
}
