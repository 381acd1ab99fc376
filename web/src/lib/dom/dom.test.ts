import { h, toast, TOAST_MS } from '.'

describe('h', () => {
  it('sets class, attributes, properties, listeners and children', () => {
    const onClick = vi.fn()
    const el = h('button', { class: 'x', type: 'button', 'aria-label': 'Go', onClick, dataset: { k: 'v' } }, 'a', 1, null, [h('span', null, 'b')])
    expect(el.className).toBe('x')
    expect(el.getAttribute('aria-label')).toBe('Go')
    expect(el.dataset.k).toBe('v')
    expect(el.textContent).toBe('a1b')
    el.click()
    expect(onClick).toHaveBeenCalledOnce()
  })
})

describe('toast', () => {
  it('shows one message and closes after 2 s', () => {
    vi.useFakeTimers()
    toast('first')
    toast('second')
    expect(document.querySelectorAll('.pt-toast')).toHaveLength(1)
    expect(document.querySelector('.pt-toast')?.textContent).toBe('second')
    vi.advanceTimersByTime(TOAST_MS)
    expect(document.querySelector('.pt-toast')).toBeNull()
    vi.useRealTimers()
  })
})
