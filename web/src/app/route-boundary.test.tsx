import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnceForNewBuild } from './chunk-errors'
import { AppBoundary, RoutePage } from './route-boundary'

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/complaint-abc.js')

function Loaded() {
  return <p>the complaint page</p>
}

describe('RoutePage', () => {
  it('shows the header, a sentence and Try again when the chunk fails, and loads it on Try again', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Loaded })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <MemoryRouter>
        <RoutePage title="onlineService" load={load} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('This page did not open')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Online service' })).toBeInTheDocument()
    expect(screen.getByText(/Check your internet connection/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('the complaint page')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
    warn.mockRestore()
    error.mockRestore()
  })

  it('a page that throws while rendering shows the retry screen, not a blank page', async () => {
    let broken = true
    function Flaky() {
      if (broken) throw new Error('boom')
      return <p>fixed</p>
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <MemoryRouter>
        <RoutePage title="repayTitle" load={async () => ({ default: Flaky })} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('This page stopped working')).toBeInTheDocument()
    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('fixed')).toBeInTheDocument()
    warn.mockRestore()
    error.mockRestore()
  })
})

describe('AppBoundary', () => {
  it('catches an error outside any route', () => {
    function Boom(): React.JSX.Element {
      throw chunkError()
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppBoundary>
        <Boom />
      </AppBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Pautang' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    warn.mockRestore()
    error.mockRestore()
  })
})

describe('chunk errors', () => {
  it('recognises the browsers’ failed dynamic imports only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads onto a new build once when the server answers, never when it is down, never twice a minute', async () => {
    const reload = vi.fn()
    let now = 1_000_000
    expect(await reloadOnceForNewBuild(async () => false, reload, () => now)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(await reloadOnceForNewBuild(async () => true, reload, () => now)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    now += 5_000
    expect(await reloadOnceForNewBuild(async () => true, reload, () => now)).toBe(false)
    now += 60_000
    expect(await reloadOnceForNewBuild(async () => true, reload, () => now)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
