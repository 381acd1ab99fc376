import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DiffRows } from './diff-rows'

describe('DiffRows', () => {
  it('shows each named field with its value before and after, not JSON', () => {
    render(
      <DiffRows
        rows={[
          { field: 'Late interest waived', before: 'PHP 0.00', after: 'PHP 120.00' },
          { field: 'Total owed', before: 'PHP 5,170.00', after: 'PHP 5,050.00' },
        ]}
      />,
    )
    const rows = screen.getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toBe('Late interest waivedPHP 0.00→PHP 120.00')
    expect(screen.getByRole('rowheader', { name: 'Total owed' })).toBeTruthy()
    expect(screen.getByTestId('request-diff').textContent).not.toContain('{')
  })

  it('shows a row that names what the request is about once, not struck through', () => {
    render(
      <DiffRows
        rows={[
          { field: 'Screening hit', before: 'Open (applications held)', after: 'Cleared' },
          { field: 'Borrower', before: 'Juan Dela Cruz (#7)', after: 'Juan Dela Cruz (#7)' },
        ]}
      />,
    )
    const rows = screen.getAllByRole('row')
    expect(rows[1].textContent).toBe('BorrowerJuan Dela Cruz (#7)')
    expect(screen.getByTestId('diff-context').querySelector('del')).toBeNull()
  })

  it('says so when a request has no rows', () => {
    render(<DiffRows rows={[]} />)
    expect(screen.queryByTestId('request-diff')).toBeNull()
    expect(screen.getByText(/no change/i)).toBeTruthy()
  })
})
