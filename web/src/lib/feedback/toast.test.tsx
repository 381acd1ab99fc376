import { Toast } from 'antd-mobile'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hideLoading, showLoading, showToast } from '.'

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

describe('a message shown while loading', () => {
  it("stays after the loading toast is hidden (a failed request's 'error')", async () => {
    act(() => showLoading('loading...'))
    expect(await screen.findByText('loading...')).toBeInTheDocument()
    act(() => showToast('error'))
    expect(await screen.findByText('error')).toBeInTheDocument()
    act(() => hideLoading())
    // Still there once the loading toast's close would have finished (its fade-out included).
    await new Promise((r) => setTimeout(r, 1000))
    expect(screen.getByText('error')).toBeVisible()
  })

  it('a loading toast with no message is closed by hideLoading', async () => {
    act(() => showLoading('loading...'))
    expect(await screen.findByText('loading...')).toBeInTheDocument()
    act(() => hideLoading())
    await waitFor(() => expect(screen.queryByText('loading...')).not.toBeInTheDocument())
  })
})
