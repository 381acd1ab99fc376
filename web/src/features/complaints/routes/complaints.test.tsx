import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import type { ComplaintDetail, ComplaintOrder, ProblemInit } from '../api/complaints'

vi.mock('@/lib/feedback', () => ({
  showToast: vi.fn(),
  showSuccess: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
  feedback: { showToast: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() },
}))

vi.mock('../api/complaints', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/complaints')>()
  return { ...actual, useProblemInit: vi.fn(), useProblemDetail: vi.fn(), saveProblem: vi.fn(), saveScore: vi.fn() }
})

const { showToast } = await import('@/lib/feedback')
const api = await import('../api/complaints')
const { default: ComplaintPage } = await import('./complaint')
const { default: ComplainPageNextPage } = await import('./complain-page-next')
const { default: ComplainDetailsPage } = await import('./complain-details')

function order(orderNo: string, isShow: number): ComplaintOrder {
  return { orderId: orderNo, orderNo, productLogo: '', productName: 'Cash Now', status: 'Repaying', orderStatus: isShow ? 170 : 21, isShow, list: [] }
}

function init(selected: ComplaintOrder): ProblemInit {
  return {
    problemType: [
      { title: 'Collection', value: 1 },
      { title: 'Repayment', value: 2 },
    ],
    problemSonType: [{ title: 'Rude collector', value: 101 }],
    orderDetail: selected,
    orderList: [selected],
    replyDays: 3,
  }
}

function query<T>(data: T) {
  return { data, isPending: false, isError: false, refetch: vi.fn() } as never
}

function Where() {
  const location = useLocation()
  return <div data-testid="where">{location.pathname + location.search}</div>
}

const pages = { '/complaint': ComplaintPage, '/complainPageNext': ComplainPageNextPage, '/complainDetails': ComplainDetailsPage }

/** Renders the page of url's path; any other path shows where the page navigated to. */
function renderAt(url: string) {
  window.history.replaceState({}, '', url)
  const path = new URL(url, 'http://x').pathname as keyof typeof pages
  const Page = pages[path]
  return render(
    <AppProviders>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </AppProviders>,
  )
}

afterEach(() => {
  vi.clearAllMocks()
  vi.useRealTimers()
})

describe('complaint home', () => {
  it('shows the Spanish toast (lang=spec) for collection on an order that does not allow it', async () => {
    vi.mocked(api.useProblemInit).mockReturnValue(query(init(order('PT1', 0))))
    renderAt('/complaint?sessionId=s&lang=spec')
    await userEvent.click(screen.getByRole('button', { name: /Collection/ }))
    expect(showToast).toHaveBeenCalledWith('La orden seleccionada no admite quejas del tipo cobranza')
    expect(screen.queryByText('Rude collector')).toBeNull()
  })

  it('reveals the sub-types and opens the form with problemType, problemSonType and orderNo', async () => {
    vi.mocked(api.useProblemInit).mockReturnValue(query(init(order('PT2', 1))))
    renderAt('/complaint?sessionId=s')
    await userEvent.click(screen.getByRole('button', { name: /Collection/ }))
    await userEvent.click(screen.getByText('Rude collector'))
    const where = await screen.findByTestId('where')
    const url = new URL(where.textContent!, 'http://x')
    expect(url.pathname).toBe('/complainPageNext')
    expect(url.searchParams.get('problemType')).toBe('1')
    expect(url.searchParams.get('problemSonType')).toBe('101')
    expect(url.searchParams.get('orderNo')).toBe('PT2')
    expect(url.searchParams.get('sessionId')).toBe('s')
  })

  it('sends other types straight to the form', async () => {
    vi.mocked(api.useProblemInit).mockReturnValue(query(init(order('PT3', 0))))
    renderAt('/complaint?sessionId=s')
    await userEvent.click(screen.getByRole('button', { name: /Repayment/ }))
    const url = new URL((await screen.findByTestId('where')).textContent!, 'http://x')
    expect(url.searchParams.get('problemType')).toBe('2')
    expect(url.searchParams.has('problemSonType')).toBe(false)
  })
})

describe('complaint order picker', () => {
  it("offers 'All' with a single order too, and lists it", async () => {
    vi.mocked(api.useProblemInit).mockReturnValue(query(init(order('PT9', 1))))
    renderAt('/complaint?sessionId=s')
    await userEvent.click(screen.getByRole('button', { name: 'All' }))
    expect((await screen.findAllByTestId('complaint-order-option')).map((o) => o.textContent)).toEqual([expect.stringContaining('PT9')])
  })
})

describe('complaint form', () => {
  beforeEach(() => {
    vi.mocked(api.useProblemInit).mockReturnValue(query(init(order('PT2', 1))))
  })

  it('refuses an empty description with the spec message and sends nothing', async () => {
    renderAt('/complainPageNext?problemType=2&orderNo=PT2')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(showToast).toHaveBeenCalledWith('Please fill in your comments and suggestions')
    expect(api.saveProblem).not.toHaveBeenCalled()
  })

  it('ignores input beyond 200 characters and counts n/200', async () => {
    renderAt('/complainPageNext?problemType=2&orderNo=PT2')
    const box = screen.getByLabelText('Describe the problem') as HTMLTextAreaElement
    await userEvent.click(box)
    await userEvent.paste('y'.repeat(230))
    expect(box.value).toHaveLength(200)
    expect(screen.getByText('200/200')).toBeInTheDocument()
  })
})

describe('complaint detail', () => {
  function detail(isNeedScore: number, reply = 'Handled.'): ComplaintDetail {
    return {
      problemId: '9', type: 'Repayment', sonType: '', content: 'Not posted', images: [], disposeName: 'Customer Service',
      disposeDetail: reply, disposeImages: [], isNeedScore, score: 0, status: 'replied', statusText: 'Replied',
      orderNo: 'PT2', time: '2026-11-22 09:00:00', replyBy: '2026-11-25',
    }
  }

  it('opens the rating modal 3 s after load when isNeedScore is non-zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.mocked(api.useProblemDetail).mockReturnValue(query(detail(1)))
    renderAt('/complainDetails?problemId=9')
    expect(screen.getByText('Process Result')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2900))
    expect(screen.queryByText('Please rate this service')).toBeNull()
    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(screen.getAllByText('Please rate this service').length).toBeGreaterThan(0))
  })

  it('never opens it when no rating was asked, and hides an empty process result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.mocked(api.useProblemDetail).mockReturnValue(query(detail(0, '')))
    renderAt('/complainDetails?problemId=9')
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByText('Please rate this service')).toBeNull()
    expect(screen.queryByText('Process Result')).toBeNull()
  })
})
