import { useEffect, type ComponentType } from 'react'
import { Route, Routes, useLocation, useNavigate } from 'react-router'
import { browser } from '@/lib/params'
import type { MessageKey } from '@/lib/i18n'
import { RoutePage } from './route-boundary'

export type PageModule = {
  default: ComponentType
}

export interface RouteEntry {
  path: string
  /** The feature folder that owns the page (src/features/<feature>/routes/...). */
  feature: string
  /** The page header's title on the retry screen shown when the page fails. */
  title?: MessageKey
  load: () => Promise<PageModule>
}

/**
 * The one route table of the borrower SPA: ARCHITECTURE section 2 plus the
 * spec's fixed paths. '/' is the public site bundle, served by the server.
 */
export const routes: RouteEntry[] = [
  // web shell
  { path: '/login', feature: 'shell', load: () => import('@/features/shell/routes/login') },
  { path: '/main', feature: 'shell', title: 'appName', load: () => import('@/features/shell/routes/main') },
  { path: '/product', feature: 'shell', title: 'productDetail', load: () => import('@/features/shell/routes/product') },
  { path: '/orders', feature: 'shell', title: 'ordersTitle', load: () => import('@/features/shell/routes/orders') },
  { path: '/settings', feature: 'shell', title: 'me', load: () => import('@/features/shell/routes/settings') },
  { path: '/myData', feature: 'shell', title: 'myData', load: () => import('@/features/shell/routes/my-data') },
  // developer preview
  { path: '/testPreview', feature: 'preview', title: 'previewTitle', load: () => import('@/features/preview/routes/test-preview') },
  // loans
  { path: '/loginError', feature: 'loans', title: 'orderDetails', load: () => import('@/features/loans/routes/login-error') },
  { path: '/loanDetail', feature: 'loans', title: 'orderDetails', load: () => import('@/features/loans/routes/loan-detail') },
  { path: '/order', feature: 'loans', title: 'orderDetails', load: () => import('@/features/loans/routes/loan-detail') },
  { path: '/loanConfirm', feature: 'loans', title: 'confirmLoan', load: () => import('@/features/loans/routes/loan-confirm') },
  { path: '/loanConfirmNew', feature: 'loans', title: 'confirmLoan', load: () => import('@/features/loans/routes/loan-confirm-new') },
  { path: '/confirmPeriod', feature: 'loans', title: 'confirmPeriod', load: () => import('@/features/loans/routes/confirm-period') },
  { path: '/loanAgreement', feature: 'loans', title: 'loanAgreement', load: () => import('@/features/loans/routes/loan-agreement') },
  { path: '/recommend', feature: 'loans', title: 'recommendList', load: () => import('@/features/loans/routes/recommend') },
  { path: '/certify', feature: 'loans', title: 'loansProfileTitle', load: () => import('@/features/loans/routes/certify') },
  { path: '/identity', feature: 'loans', title: 'kycTitle', load: () => import('@/features/loans/routes/identity') },
  // repayment
  { path: '/repayment', feature: 'repayment', title: 'repayTitle', load: () => import('@/features/repayment/routes/repayment') },
  { path: '/repayDelay', feature: 'repayment', title: 'repayDelayTitle', load: () => import('@/features/repayment/routes/repay-delay') },
  { path: '/repaymentOfCode', feature: 'repayment', title: 'repayCodeTitle', load: () => import('@/features/repayment/routes/repayment-of-code') },
  { path: '/repaymentOfCode2', feature: 'repayment', title: 'repaymentByCode', load: () => import('@/features/repayment/routes/repayment-of-code-2') },
  { path: '/paymentGuide', feature: 'repayment', title: 'repayGuideTitle', load: () => import('@/features/repayment/routes/payment-guide') },
  { path: '/carpmm', feature: 'repayment', title: 'legacyInstructions', load: () => import('@/features/repayment/routes/carpmm') },
  // bank
  { path: '/bindBank', feature: 'bank', title: 'paymentAccountInformation', load: () => import('@/features/bank/routes/bind-bank') },
  { path: '/bindBankCard', feature: 'bank', title: 'bindBankCard', load: () => import('@/features/bank/routes/bind-bank-card') },
  // complaints and customer service
  { path: '/complaint', feature: 'complaints', title: 'onlineService', load: () => import('@/features/complaints/routes/complaint') },
  { path: '/complaintList', feature: 'complaints', title: 'myComplaints', load: () => import('@/features/complaints/routes/complaint-list') },
  { path: '/complainPageNext', feature: 'complaints', title: 'complaintForm', load: () => import('@/features/complaints/routes/complain-page-next') },
  { path: '/complainDetails', feature: 'complaints', title: 'onlineService', load: () => import('@/features/complaints/routes/complain-details') },
  { path: '/customerService', feature: 'complaints', title: 'customerService', load: () => import('@/features/complaints/routes/customer-service') },
  // legal
  { path: '/aboutUs', feature: 'legal', title: 'aboutUs', load: () => import('@/features/legal/routes/about-us') },
  { path: '/privacyPolicy', feature: 'legal', title: 'generalTermsAndConditions', load: () => import('@/features/legal/routes/privacy-policy') },
]

const knownPaths = new Set(routes.map((r) => r.path))
const loadedPages = new Map<string, ComponentType>()

/**
 * A page module already loaded before the first render (src/app/start.tsx, src/app/prerender.tsx):
 * its route renders it without suspending, so the first render is the page, as prerendered.
 */
export function setLoadedPage(path: string, page: ComponentType): void {
  loadedPages.set(path, page)
}

/** Lets non-React code (the bridge's web shell, the 401 redirect) route inside the SPA. */
function SpaNavigatorBridge() {
  const navigate = useNavigate()
  useEffect(() => {
    browser.setSpaNavigator((to, options) => navigate(to, options), (pathname) => knownPaths.has(pathname))
    return () => browser.setSpaNavigator(undefined)
  }, [navigate])
  return null
}

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

function RedirectToMain() {
  const navigate = useNavigate()
  useEffect(() => {
    // Unknown borrower paths go home, keeping the query (the common params).
    navigate(`/main${window.location.search}`, { replace: true })
  }, [navigate])
  return null
}

export function AppRoutes() {
  return (
    <>
      <SpaNavigatorBridge />
      <ScrollToTop />
      <Routes>
        {routes.map((entry) => (
          <Route
            key={entry.path}
            path={entry.path}
            element={<RoutePage key={entry.path} title={entry.title} load={entry.load} loaded={loadedPages.get(entry.path)} />}
          />
        ))}
        <Route path="*" element={<RedirectToMain />} />
      </Routes>
    </>
  )
}
