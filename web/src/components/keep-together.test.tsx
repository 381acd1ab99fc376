import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { KeepTogether } from './keep-together'

describe('KeepTogether', () => {
  it('wraps dates and amounts so a line cannot break inside them, keeping the text', () => {
    const { container } = render(<KeepTogether text="Your next payment of ₱1,710.00 is due on 2026-12-14." />)
    expect(container.textContent).toBe('Your next payment of ₱1,710.00 is due on 2026-12-14.')
    expect([...container.querySelectorAll('.pt-nowrap')].map((n) => n.textContent)).toEqual(['₱1,710.00', '2026-12-14'])
  })

  it('keeps the displayed dates whole too (Dec 14, 2026 / Dis 14, 2026)', () => {
    const { container } = render(<KeepTogether text="Ang susunod mong bayad na ₱1,710.00 ay due sa Dis 14, 2026. (Dec 4, 2026)" />)
    expect([...container.querySelectorAll('.pt-nowrap')].map((n) => n.textContent)).toEqual(['₱1,710.00', 'Dis 14, 2026', 'Dec 4, 2026'])
  })
})
