import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { SESSION_STORAGE_KEY } from '@/lib/params'
import LoginPage from './login'

vi.mock('@/lib/feedback', () => ({
  showToast: vi.fn(),
  showSuccess: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
  feedback: { showToast: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() },
}))

vi.mock('../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/auth')>()
  return { ...actual, requestLoginCode: vi.fn(), login: vi.fn(), newCaptchaSid: vi.fn() }
})

const { showToast } = await import('@/lib/feedback')
const auth = await import('../api/auth')

function Where() {
  const location = useLocation()
  return <div data-testid="where">{location.pathname + location.search}</div>
}

function renderLogin() {
  window.history.replaceState({}, '', '/login?building=b-1&lang=')
  return render(
    <AppProviders>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/main" element={<Where />} />
      </Routes>
    </AppProviders>,
  )
}

beforeEach(() => {
  vi.mocked(auth.requestLoginCode).mockResolvedValue({ code: '00', message: '', data: { channel: 'sms', expiresIn: 300, resendIn: 60 }, success: true })
  vi.mocked(auth.login).mockResolvedValue({
    sessionId: 'sess-1',
    userId: '42',
    mobile: '09171234567',
    merchantNumber: '0',
    deviceId: 'dev-1',
    expiresAt: Date.UTC(2030, 0, 1),
  })
})

afterEach(() => {
  vi.clearAllMocks()
})

describe('LoginPage', () => {
  it('rejects a phone number that is not 09 + 9 digits', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.type(screen.getByLabelText('Mobile number'), '0817123456')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(showToast).toHaveBeenCalledWith('Please enter a valid mobile number (09 followed by 9 digits)')
    expect(auth.requestLoginCode).not.toHaveBeenCalled()
  })

  it('sends a code, counts down, and blocks resending', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(auth.requestLoginCode).toHaveBeenCalledWith('09171234567', 'sms')
    const countdown = await screen.findByRole('button', { name: /Resend in \d+s/ })
    expect(countdown).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Receive a voice code instead' })).toBeDisabled()
  })

  it('asks for a voice code', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.click(screen.getByRole('button', { name: 'Receive a voice code instead' }))
    expect(auth.requestLoginCode).toHaveBeenCalledWith('09171234567', 'voice')
  })

  it("shows the server's message when the code is refused", async () => {
    vi.mocked(auth.requestLoginCode).mockResolvedValue({ code: 'rate_limited', message: 'Too many codes', data: null as never, success: false })
    const user = userEvent.setup()
    renderLogin()
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(showToast).toHaveBeenCalledWith('Too many codes')
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled()
  })

  it('asks for the image code when the server wants one, then sends it with the code request', async () => {
    vi.mocked(auth.newCaptchaSid).mockResolvedValue('sid-1')
    vi.mocked(auth.requestLoginCode)
      .mockResolvedValueOnce({ code: 'captcha_required', message: 'Please type the characters in the picture to get your code.', data: null as never, success: false })
      .mockResolvedValueOnce({ code: '00', message: '', data: { channel: 'sms', expiresIn: 300, resendIn: 60 }, success: true })
    const user = userEvent.setup()
    renderLogin()
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(showToast).toHaveBeenCalledWith('Please type the characters in the picture to get your code.')
    const img = await screen.findByTestId('login-captcha')
    expect(img.getAttribute('src')).toContain('get-captcha?sid=sid-1')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(showToast).toHaveBeenCalledWith('Please type the characters in the picture')
    expect(auth.requestLoginCode).toHaveBeenCalledTimes(1)
    await user.type(screen.getByLabelText('Image code'), 'AB12')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(auth.requestLoginCode).toHaveBeenLastCalledWith('09171234567', 'sms', { sid: 'sid-1', capcode: 'AB12' })
    await screen.findByRole('button', { name: /Resend in \d+s/ })
  })

  it('logs in, stores the session and goes to /main with the common params', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(vi.mocked(auth.login).mock.calls[0][0]).toEqual({ phone: '09171234567', code: '123456', deviceId: expect.stringMatching(/^web-/) })
    const where = await screen.findByTestId('where')
    const url = new URL(where.textContent!, 'http://x')
    expect(url.pathname).toBe('/main')
    expect(url.searchParams.get('sessionId')).toBe('sess-1')
    expect(url.searchParams.get('userId')).toBe('42')
    expect(url.searchParams.get('building')).toBe('b-1')
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)
    expect(stored).toMatchObject({ sessionId: 'sess-1', userId: '42', mobile: '09171234567', deviceId: 'dev-1' })
  })

  it('after the login opens the page it was sent from (next), with the new session and not the old one', async () => {
    const user = userEvent.setup()
    window.history.replaceState({}, '', '/login?sessionId=old&userId=1&next=' + encodeURIComponent('/repayment?orderId=12&sessionId=evil'))
    render(
      <AppProviders>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/repayment" element={<Where />} />
        </Routes>
      </AppProviders>,
    )
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const url = new URL((await screen.findByTestId('where')).textContent!, 'http://x')
    expect(url.pathname).toBe('/repayment')
    expect(url.searchParams.get('orderId')).toBe('12')
    expect(url.searchParams.get('sessionId')).toBe('sess-1')
    expect(url.searchParams.get('userId')).toBe('42')
    expect(url.searchParams.get('next')).toBeNull()
  })

  it('ignores a next that leads off the site', async () => {
    const user = userEvent.setup()
    window.history.replaceState({}, '', '/login?next=' + encodeURIComponent('//evil.example/repayment'))
    render(
      <AppProviders>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/main" element={<Where />} />
        </Routes>
      </AppProviders>,
    )
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(new URL((await screen.findByTestId('where')).textContent!, 'http://x').pathname).toBe('/main')
  })

  it('requires a 6-digit code', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.type(screen.getByLabelText('Mobile number'), '09171234567')
    await user.type(screen.getByLabelText('Verification code'), '123')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(showToast).toHaveBeenCalledWith('Please enter the 6-digit code')
    await waitFor(() => expect(auth.login).not.toHaveBeenCalled())
  })
})
