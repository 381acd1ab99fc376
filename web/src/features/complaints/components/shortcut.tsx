import type { ReactNode } from 'react'
import { ArrowIcon } from './icons'

export interface ShortcutProps {
  icon: ReactNode
  title: string
  hint: string
  onClick: () => void
  testId?: string
}

/** A card-wide button to another screen of the family: icon, title, hint and the arrow. */
export function Shortcut({ icon, title, hint, onClick, testId }: ShortcutProps) {
  return (
    <button type="button" className="pt-card pt-cp-shortcut" onClick={onClick} data-testid={testId}>
      <span className="pt-cp-shortcut__icon">{icon}</span>
      <span className="pt-cp-shortcut__body">
        <span className="pt-cp-shortcut__title">{title}</span>
        <span className="pt-cp-shortcut__hint">{hint}</span>
      </span>
      <ArrowIcon />
    </button>
  )
}
