import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes, useLocation, useNavigate } from 'react-router'
import { browser } from '@/lib/params'

import type { QueryClient } from '@tanstack/react-query'

export type PageModule = {
  default: ComponentType
  /** Fills the query cache with the page's first data (src/app/early-view.ts, after an early view). */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>
}

export interface RouteEntry {
  path: string
  /** The feature folder that owns the page (src/features/<feature>/routes/...). */
  feature: string
  load: () => Promise<PageModule>
}

/**
 * The one route table of the borrower SPA: ARCHITECTURE section 2 plus the
 * spec's fixed paths. '/' is the public site bundle, served by the server.
 */
export const routes: RouteEntry[] = [
  // web shell
  { path: '/login', feature: 'shell', load: () => import('@/features/shell/routes/login') },
  { path: '/main', feature: 'shell', load: () => import('@/features/shell/routes/main') },
  { path: '/product', feature: 'shell', load: () => import('@/features/shell/routes/product') },
  { path: '/orders', feature: 'shell', load: () => import('@/features/shell/routes/orders') },
  { path: '/settings', feature: 'shell', load: () => import('@/features/shell/routes/settings') },
  // developer preview
  { path: '/testPreview', feature: 'preview', load: () => import('@/features/preview/routes/test-preview') },
  // loans
  { path: '/loginError', feature: 'loans', load: () => import('@/features/loans/routes/login-error') },
  { path: '/loanDetail', feature: 'loans', load: () => import('@/features/loans/routes/loan-detail') },
  { path: '/order', feature: 'loans', load: () => import('@/features/loans/routes/loan-detail') },
  { path: '/loanConfirm', feature: 'loans', load: () => import('@/features/loans/routes/loan-confirm') },
  { path: '/loanConfirmNew', feature: 'loans', load: () => import('@/features/loans/routes/loan-confirm-new') },
  { path: '/confirmPeriod', feature: 'loans', load: () => import('@/features/loans/routes/confirm-period') },
  { path: '/loanAgreement', feature: 'loans', load: () => import('@/features/loans/routes/loan-agreement') },
  { path: '/recommend', feature: 'loans', load: () => import('@/features/loans/routes/recommend') },
  { path: '/certify', feature: 'loans', load: () => import('@/features/loans/routes/certify') },
  // repayment
  { path: '/repayment', feature: 'repayment', load: () => import('@/features/repayment/routes/repayment') },
  { path: '/repayDelay', feature: 'repayment', load: () => import('@/features/repayment/routes/repay-delay') },
  { path: '/repaymentOfCode', feature: 'repayment', load: () => import('@/features/repayment/routes/repayment-of-code') },
  { path: '/repaymentOfCode2', feature: 'repayment', load: () => import('@/features/repayment/routes/repayment-of-code-2') },
  { path: '/paymentGuide', feature: 'repayment', load: () => import('@/features/repayment/routes/payment-guide') },
  { path: '/carpmm', feature: 'repayment', load: () => import('@/features/repayment/routes/carpmm') },
  // bank
  { path: '/bindBank', feature: 'bank', load: () => import('@/features/bank/routes/bind-bank') },
  { path: '/bindBankCard', feature: 'bank', load: () => import('@/features/bank/routes/bind-bank-card') },
  // complaints and customer service
  { path: '/complaint', feature: 'complaints', load: () => import('@/features/complaints/routes/complaint') },
  { path: '/complaintList', feature: 'complaints', load: () => import('@/features/complaints/routes/complaint-list') },
  { path: '/complainPageNext', feature: 'complaints', load: () => import('@/features/complaints/routes/complain-page-next') },
  { path: '/complainDetails', feature: 'complaints', load: () => import('@/features/complaints/routes/complain-details') },
  { path: '/customerService', feature: 'complaints', load: () => import('@/features/complaints/routes/customer-service') },
  // legal
  { path: '/aboutUs', feature: 'legal', load: () => import('@/features/legal/routes/about-us') },
  { path: '/privacyPolicy', feature: 'legal', load: () => import('@/features/legal/routes/privacy-policy') },
]

const knownPaths = new Set(routes.map((r) => r.path))
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>()
const loadedPages = new Map<string, ComponentType>()

/** A page module already loaded before the first render: its route renders it without suspending. */
export function setLoadedPage(path: string, page: ComponentType): void {
  loadedPages.set(path, page)
}

function pageFor(entry: RouteEntry): ComponentType {
  const loaded = loadedPages.get(entry.path)
  if (loaded) return loaded
  let page = lazyPages.get(entry.path)
  if (!page) {
    page = lazy(entry.load)
    lazyPages.set(entry.path, page)
  }
  return page
}

function PageFallback() {
  return (
    <div className="pt-route-loading" role="progressbar" aria-label="loading">
      <span />
    </div>
  )
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
      <Suspense fallback={<PageFallback />}>
        <Routes>
          {routes.map((entry) => {
            const Page = pageFor(entry)
            return <Route key={entry.path} path={entry.path} element={<Page />} />
          })}
          <Route path="*" element={<RedirectToMain />} />
        </Routes>
      </Suspense>
    </>
  )
}
