import { afterEach, describe, expect, it, vi } from 'vitest'
import { backToChooser, openFromChooser } from './hash-nav'

describe('payway hash navigation', () => {
  afterEach(() => vi.restoreAllMocks())

  it('goes back to the chooser entry that opened the add-card page', () => {
    window.history.replaceState(null, '', '/payway?orderId=3#/')
    openFromChooser('/addnormalcard')
    expect(window.location.hash).toMatch(/^#\/addnormalcard/)
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    backToChooser()
    expect(back).toHaveBeenCalledOnce()
  })

  it('replaces an add-card page opened directly with the chooser', () => {
    window.history.replaceState(null, '', '/payway?orderId=3#/addnormalcard')
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const replace = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/payway', search: '?orderId=3', replace } as Location)
    backToChooser()
    expect(back).not.toHaveBeenCalled()
    expect(replace).toHaveBeenCalledOnce()
    expect(replace.mock.calls[0][0]).toMatch(/^\/payway\?orderId=3#\/(\?|$)/)
  })
})
