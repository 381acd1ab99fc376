import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import type { LoanConfirm, RecProduct } from '../api/types'

vi.mock('@/lib/feedback', () => ({
  showToast: vi.fn(),
  showSuccess: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
  feedback: { showToast: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() },
}))

const { showToast } = await import('@/lib/feedback')
const { appClient } = await import('@/lib/http')
const { bridge } = await import('@/lib/bridge')
const { browser } = await import('@/lib/params')
const { ConfirmScreen, IOS_BACK_EVENT } = await import('./confirm-screen')
const { ScoreModal } = await import('./score-modal')
const { RecommendedList } = await import('./recommended-list')

const confirmData: LoanConfirm = {
  productId: '1',
  variant: 'new',
  amountMin: 200000,
  amountMax: 1000000,
  amountStep: 50000,
  interest: 91000,
  serviceFee: 30000,
  netProceeds: 970000,
  totalRepay: 1091000,
  sendSms: 0,
  profileComplete: true,
  profileMissing: null,
  comProductLogo: '',
  comProductName: 'Pautang Express',
  amount: 1000000,
  periods: 1,
  termUnit: 'd',
  termDays: 91,
  details: [{ text: 'Service fee', value: '₱300.00' }],
  repay_plans: [{ title: 'Period 1/1', description: 'Principal ₱10,000.00 + Interest ₱910.00', amount: 1091000, pay_time: '2027-02-21' }],
  firstPayTime: '2027-02-21',
  firstPeriodDay: 91,
  pRateDsc: '3.00% per month',
  isPopType: 1,
  popContent: 'Your loan application is not submitted yet.',
  popTitle: 'Point out',
  popAgreementUrl: '',
  disclosure: { companyName: 'Pautang Lending Corporation', secRegNo: 'CS201912345', certAuthNo: '3101', advisory: 'Read the Disclosure Statement.' },
  cicNotice: {
    version: '2026-11-27',
    title: 'Your credit data goes to the CIC',
    text: 'Under the Credit Information System Act (R.A. 9510), we submit your basic credit data to the Credit Information Corporation (CIC) every month.',
  },
}

const ok = <T,>(data: T) => ({ code: '00', message: '', data, success: true })

/** The server, by path: every call of the pages goes through appClient.post. */
let server: Record<string, unknown> = {}
let post: ReturnType<typeof vi.spyOn>

function calls(path: string) {
  return post.mock.calls.filter((c: unknown[]) => c[0] === path).map((c: unknown[]) => c[1])
}

function renderConfirm(data: Partial<LoanConfirm> = {}, contracts = [{ id: 1, title: 'Loan Agreement' }]) {
  server['/v3/loan-confirm/loan-detail-confirm'] = ok({ ...confirmData, ...data })
  server['/v3/contract/contract'] = ok(contracts)
  window.history.replaceState({}, '', '/loanConfirmNew?sessionId=s&userId=1&productId=1&amount=1000000')
  return render(
    <AppProviders>
      <Routes>
        <Route path="/loanConfirmNew" element={<ConfirmScreen variant="new" />} />
      </Routes>
    </AppProviders>,
  )
}

beforeEach(() => {
  window.__bridgeLog = []
  server = { '/v3/loan-details/score': ok(null) }
  vi.spyOn(browser, 'assign').mockImplementation(() => {})
  post = vi.spyOn(appClient, 'post').mockImplementation(async (path: string) => {
    if (!(path in server)) throw new Error(`unexpected call ${path}`)
    return server[path] as never
  })
})

afterEach(() => {
  vi.clearAllMocks()
  vi.restoreAllMocks()
})

describe('ConfirmScreen', () => {
  it('shows amount, term, rate, lists and the SEC disclosure, with the checkbox ticked', async () => {
    renderConfirm()
    await screen.findByText('Period 1/1')
    expect(screen.getByText('91 days')).toBeInTheDocument()
    expect(screen.getByText('3.00% per month')).toBeInTheDocument()
    expect(screen.getByText('Service fee')).toBeInTheDocument()
    expect(screen.getByText('CS201912345')).toBeInTheDocument()
    expect(screen.getByText('3101')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'I have read and agree' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Loan Agreement' })).toBeInTheDocument()
    expect(screen.getByTestId('confirm-next')).toBeEnabled()
  })

  it('greys out Next and ignores it while the checkbox is unticked', async () => {
    const user = userEvent.setup()
    renderConfirm()
    const box = await screen.findByRole('checkbox', { name: 'I have read and agree' })
    await user.click(box)
    expect(box).not.toBeChecked()
    const next = screen.getByTestId('confirm-next')
    expect(next).toBeDisabled()
    expect(next.className).toContain('pt-loan-btn--grey')
    await user.click(next)
    expect(calls('/v3/loan-confirm/loan-detail-push')).toHaveLength(0)
    await user.click(box)
    expect(screen.getByTestId('confirm-next')).toBeEnabled()
  })

  it('shows the CIC notice ticked; unticked, Next is grey and nothing is pushed, even with no agreement row', async () => {
    const user = userEvent.setup()
    renderConfirm({}, [])
    expect(await screen.findByText('Your credit data goes to the CIC')).toBeInTheDocument()
    expect(screen.getByText(/Credit Information System Act \(R\.A\. 9510\)/)).toBeInTheDocument()
    const box = screen.getByRole('checkbox', { name: 'I have read this notice and the' })
    expect(box).toBeChecked()
    await user.click(box)
    const next = screen.getByTestId('confirm-next')
    expect(next).toBeDisabled()
    await user.click(next)
    expect(calls('/v3/loan-confirm/loan-detail-push')).toHaveLength(0)
    await user.click(box)
    expect(screen.getByTestId('confirm-next')).toBeEnabled()
  })

  it('hides the agreement row when no contracts come back', async () => {
    renderConfirm({}, [])
    await screen.findByText('Period 1/1')
    expect(screen.queryByTestId('agreement-row')).toBeNull()
    expect(screen.getByTestId('confirm-next')).toBeEnabled()
  })

  it('pushes, sends the tracking point and redirects with the common params and from=confirm', async () => {
    const user = userEvent.setup()
    server['/v3/loan-confirm/loan-detail-push'] = ok({ orderId: '12', lendDetailsUrl: '/loanDetail?orderId=12&productId=1' })
    renderConfirm()
    await user.click(await screen.findByTestId('confirm-next'))
    await waitFor(() => expect(browser.assign).toHaveBeenCalled())
    expect(calls('/v3/loan-confirm/loan-detail-push')).toEqual([{ amount: 1000000, periods: 1, termUnit: 'd', productId: '1', agreed: 1, cicNotice: 1 }])
    const target = new URL(vi.mocked(browser.assign).mock.calls[0][0], 'http://x')
    expect(target.pathname).toBe('/loanDetail')
    expect(target.searchParams.get('orderId')).toBe('12')
    expect(target.searchParams.get('from')).toBe('confirm')
    expect(target.searchParams.get('sessionId')).toBe('s')
    expect(window.__bridgeLog?.map((e) => e.action)).toContain('confirmTrackingPoint')
  })

  it('opens the Point out dialog on the iOS back event when isPopType is 1', async () => {
    renderConfirm()
    await screen.findByText('Period 1/1')
    window.dispatchEvent(new Event(IOS_BACK_EVENT))
    expect(await screen.findByText('Your loan application is not submitted yet.', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Point out')).toBeInTheDocument()
  })

  it('closes the web view on the iOS back event when isPopType is 0', async () => {
    const close = vi.spyOn(bridge, 'closeWebView').mockImplementation(() => {})
    renderConfirm({ isPopType: 0 })
    await screen.findByText('Period 1/1')
    window.dispatchEvent(new Event(IOS_BACK_EVENT))
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('frames popAgreementUrl in a modal; Agree dismisses it', async () => {
    // The dialog's enter animation keeps pointer-events off in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    renderConfirm({ popAgreementUrl: '/loanAgreement?contractId=1' })
    const frame = await screen.findByTitle('Loan agreement')
    expect(frame.getAttribute('src')).toContain('/loanAgreement?contractId=1')
    expect(frame.getAttribute('src')).toContain('embed=1')
    await user.click(screen.getByRole('button', { name: 'Agree' }))
    await waitFor(() => expect(screen.queryByTitle('Loan agreement')).toBeNull())
  })
})

describe('ScoreModal', () => {
  function renderScore() {
    const onClose = vi.fn()
    render(<ScoreModal visible orderId="12" onClose={onClose} onContact={() => {}} />)
    return { onClose }
  }

  it("toasts 'Silakan pilih' (lang=spec) when no star is chosen", async () => {
    window.history.replaceState({}, '', '/loanDetail?lang=spec')
    const user = userEvent.setup()
    renderScore()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(showToast).toHaveBeenCalledWith('Silakan pilih')
    window.history.replaceState({}, '', '/')
    expect(calls('/v3/loan-details/score')).toHaveLength(0)
  })

  it('sends 5 and opens the native rating prompt for 4 or more stars', async () => {
    const goRate = vi.spyOn(bridge, 'goRate').mockImplementation(() => {})
    const user = userEvent.setup()
    const { onClose } = renderScore()
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(calls('/v3/loan-details/score')).toEqual([{ orderId: '12', score: 5 }])
    expect(goRate).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalled()
  })

  it('opens the result modal for fewer than 4 stars', async () => {
    const goRate = vi.spyOn(bridge, 'goRate').mockImplementation(() => {})
    const user = userEvent.setup()
    renderScore()
    await user.click(screen.getByRole('radio', { name: '2 stars' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByTestId('score-result')).toBeInTheDocument()
    expect(goRate).not.toHaveBeenCalled()
    expect(calls('/v3/loan-details/score')).toEqual([{ orderId: '12', score: 5 }])
  })
})

describe('RecommendedList', () => {
  const product = (id: number, enabled = '1'): RecProduct => ({
    id: String(id),
    logo: '',
    name: `Loan ${id}`,
    buttonText: 'Apply now',
    enabled,
    amountRange: '₱3,000.00 - ₱10,000.00',
    amountDesc: 'Loan amount',
    rate: '3.50%',
    rateDesc: 'Monthly interest',
    tags: [`tag-${id}`],
  })

  it('shows tags on the first two products only', () => {
    render(<RecommendedList products={[product(1), product(2), product(3)]} onOpen={() => {}} />)
    expect(screen.getByText('tag-1')).toBeInTheDocument()
    expect(screen.getByText('tag-2')).toBeInTheDocument()
    expect(screen.queryByText('tag-3')).toBeNull()
  })

  it("ignores taps on a product whose enabled flag is '0'", async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    render(<RecommendedList products={[product(1, '0'), product(2)]} onOpen={onOpen} />)
    const cards = screen.getAllByTestId('rec-product')
    expect(cards[0]).toHaveAttribute('aria-disabled', 'true')
    await user.click(cards[0])
    expect(onOpen).not.toHaveBeenCalled()
    await user.click(cards[1])
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }), 1)
  })
})
