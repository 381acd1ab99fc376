import { Toast } from 'antd-mobile'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { showToast } from '.'

afterEach(() => {
  act(() => Toast.clear())
})

describe('showToast', () => {
  it('shows the message and a tap anywhere closes it', async () => {
    act(() => showToast('copy success'))
    expect(await screen.findByText('copy success')).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 10))
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    await waitFor(() => expect(screen.queryByText('copy success')).not.toBeInTheDocument())
  })
})
