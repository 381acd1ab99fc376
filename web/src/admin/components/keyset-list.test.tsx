import { useState } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listQuery, ListPager, useKeysetList } from './keyset-list'

const get = vi.fn()
vi.mock('../api', () => ({ api: { get: (path: string) => get(path) }, ApiError: class extends Error {} }))

/** Three pages of two rows: the cursor of a page is the id of its last row. */
const rows = [1, 2, 3, 4, 5].map((id) => ({ id }))
function answer(path: string) {
  const q = new URL(path, 'http://x').searchParams
  const after = Number(q.get('after') || 0)
  const page = rows.filter((r) => r.id > after).slice(0, 2)
  const last = page[page.length - 1]
  return Promise.resolve({ items: page, next: last && last.id < 5 ? String(last.id) : '' })
}

function Harness() {
  const [q, setQ] = useState('')
  const list = useKeysetList<{ id: number }>('/things', 'items', listQuery({ q, empty: '', none: null, off: false }), { sort: 'created', dir: 'desc' })
  return (
    <div>
      <button onClick={() => setQ('abc')}>filter</button>
      <ul>
        {list.rows.map((r) => (
          <li key={r.id}>row {r.id}</li>
        ))}
      </ul>
      <a href={list.exportHref}>export</a>
      <ListPager list={list} testId="t" />
    </div>
  )
}

describe('useKeysetList', () => {
  beforeEach(() => {
    get.mockReset()
    get.mockImplementation(answer)
  })

  it('pages forward and back by cursor, and a new filter starts at page 1', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await screen.findByText('row 1')
    expect(get).toHaveBeenLastCalledWith('/things?sort=created&dir=desc&limit=50&after=')
    await user.click(screen.getByTestId('t-next'))
    await screen.findByText('row 3')
    expect(get).toHaveBeenLastCalledWith('/things?sort=created&dir=desc&limit=50&after=2')
    expect(screen.getByTestId('t-page')).toHaveTextContent('Page 2 · 2 rows')
    await user.click(screen.getByTestId('t-next'))
    await screen.findByText('row 5')
    expect(screen.getByTestId('t-next')).toBeDisabled()
    expect(screen.getByTestId('t-page')).toHaveTextContent('Page 3 · 1 row')
    await user.click(screen.getByTestId('t-prev'))
    await screen.findByText('row 3')
    expect(get).toHaveBeenLastCalledWith('/things?sort=created&dir=desc&limit=50&after=2')

    await act(async () => screen.getByText('filter').click())
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/things?q=abc&sort=created&dir=desc&limit=50&after='))
    expect(screen.getByTestId('t-page')).toHaveTextContent('Page 1')
    expect(screen.getByText('export')).toHaveAttribute('href', '/admin/api/things.csv?q=abc&sort=created&dir=desc')
  })
})
