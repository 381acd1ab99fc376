import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { KeepTogether } from './keep-together'

describe('KeepTogether', () => {
  it('wraps dates and amounts so a line cannot break inside them, keeping the text', () => {
    const { container } = render(<KeepTogether text="Your next payment of ₱1,710.00 is due on 2026-12-14." />)
    expect(container.textContent).toBe('Your next payment of ₱1,710.00 is due on 2026-12-14.')
    expect([...container.querySelectorAll('.pt-nowrap')].map((n) => n.textContent)).toEqual(['₱1,710.00', '2026-12-14'])
  })
})
