import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/http/envelope'
import { ErrorState, describeLoadError } from './error-state'

describe('describeLoadError', () => {
  it('says what a borrower can do, never the bare toast word', () => {
    expect(describeLoadError(new ApiError('error', NETWORK_ERROR_CODE))).toMatch(/could not reach Pautang/)
    expect(describeLoadError(new ApiError('error', '500'))).toMatch(/could not load this page/)
    expect(describeLoadError(new ApiError('E1023', 'E1023'))).toMatch(/could not load this page/)
    expect(describeLoadError(new ApiError('This order is not yours.', 'forbidden'))).toBe('This order is not yours.')
    expect(describeLoadError(new Error('boom'))).toMatch(/could not load this page/)
    expect(describeLoadError(undefined)).toMatch(/could not load this page/)
  })

  it('renders the sentence and Try again', () => {
    render(<ErrorState error={new ApiError('error', NETWORK_ERROR_CODE)} onRetry={() => {}} />)
    expect(screen.getByRole('alert')).toHaveTextContent(/could not reach Pautang/)
    expect(screen.queryByText('error')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
