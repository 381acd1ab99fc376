import type { ReactElement } from 'react'

/**
 * Our own status icons, one per order status code (ARCHITECTURE section 5).
 * Unknown statuses use the status-21 icon (spec section 4).
 */
export type OrderStatus = 21 | 110 | 151 | 170 | 174 | 180 | 200

interface IconSpec {
  color: string
  soft: string
  glyph: ReactElement
  label: string
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

const ICONS: Record<OrderStatus, IconSpec> = {
  21: {
    label: 'Under review',
    color: '#ff9f1a',
    soft: '#fff4e5',
    glyph: (
      <g {...stroke}>
        <circle cx="24" cy="24" r="10" />
        <path d="M24 18v6l4 3" />
      </g>
    ),
  },
  110: {
    label: 'Rejected',
    color: '#8a8f99',
    soft: '#f0f1f3',
    glyph: (
      <g {...stroke}>
        <path d="M18 18l12 12M30 18L18 30" />
      </g>
    ),
  },
  151: {
    label: 'Disbursing',
    color: '#2f80ed',
    soft: '#e8f1fd',
    glyph: (
      <g {...stroke}>
        <rect x="14" y="18" width="20" height="13" rx="2.5" />
        <path d="M14 22.5h20M24 11v5M21.5 13.5L24 16l2.5-2.5" />
      </g>
    ),
  },
  170: {
    label: 'Repaying',
    color: '#148050',
    soft: '#e8f8f0',
    glyph: (
      <g {...stroke}>
        <rect x="14" y="16" width="20" height="18" rx="3" />
        <path d="M14 22h20M19 13v5M29 13v5M19.5 27.5h4" />
      </g>
    ),
  },
  174: {
    label: 'Due soon',
    color: '#ff9f1a',
    soft: '#fff4e5',
    glyph: (
      <g {...stroke}>
        <path d="M17 29V23a7 7 0 0114 0v6l2 2H15z" />
        <path d="M22 33.5a2.2 2.2 0 004 0" />
      </g>
    ),
  },
  180: {
    label: 'Overdue',
    color: '#f5504a',
    soft: '#feeceb',
    glyph: (
      <g {...stroke}>
        <path d="M24 13l11 19H13z" />
        <path d="M24 21v5M24 29.5v.1" />
      </g>
    ),
  },
  200: {
    label: 'Settled',
    color: '#148050',
    soft: '#e8f8f0',
    glyph: (
      <g {...stroke}>
        <path d="M17 24.5l5 5 9-10" />
      </g>
    ),
  },
}

export function statusIconSpec(status: number | string | null | undefined): IconSpec {
  const code = Number(status) as OrderStatus
  return ICONS[code] ?? ICONS[21]
}

export interface StatusIconProps {
  status: number | string | null | undefined
  size?: number
}

export function StatusIcon({ status, size = 48 }: StatusIconProps) {
  const spec = statusIconSpec(status)
  const code = String(Number(status) in ICONS ? Number(status) : 21)
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      // Decorative: every page shows the status in words beside it (the server's words, the same on
      // /orders and the detail), which a screen reader reads; a second, different label would not.
      aria-hidden="true"
      data-status-icon={code}
      style={{ color: spec.color, flex: 'none' }}
    >
      <circle cx="24" cy="24" r="24" fill={spec.soft} />
      {spec.glyph}
    </svg>
  )
}
