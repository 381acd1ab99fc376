import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router'
import { App as AntApp, Badge, Button, ConfigProvider, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd'
import {
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FundOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  LogoutOutlined,
  PhoneOutlined,
  SendOutlined,
  ReconciliationOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SwapOutlined,
  SettingOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { api, setCsrf, setUnauthorizedHandler, type Me } from './api'
import { t } from './messages'
import { adminTheme } from './theme'
import { CodeStepPage, LoginPage } from './pages/login'
import { AuthContext, useAuth } from './auth'

const DashboardPage = lazy(() => import('./pages/dashboard'))
const OrdersPage = lazy(() => import('./pages/orders'))
const OrderDetailPage = lazy(() => import('./pages/order-detail'))
const ComplaintsPage = lazy(() => import('./pages/complaints'))
const KycPage = lazy(() => import('./pages/kyc'))
const CatalogPage = lazy(() => import('./pages/catalog'))
const TransfersPage = lazy(() => import('./pages/transfers'))
const ReconcilePage = lazy(() => import('./pages/reconcile'))
const AuditPage = lazy(() => import('./pages/audit'))
const SecurityPage = lazy(() => import('./pages/security'))
const OperatorsPage = lazy(() => import('./pages/operators'))
const RolesPage = lazy(() => import('./pages/roles'))
const FinancePage = lazy(() => import('./pages/finance'))
const FinanceLoansPage = lazy(() => import('./pages/finance-loans'))
const BorrowersPage = lazy(() => import('./pages/borrowers'))
const FinanceStatementPage = lazy(() => import('./pages/finance-statement'))
const FinanceAccountsPage = lazy(() => import('./pages/finance-accounts'))
const FinanceLedgerPage = lazy(() => import('./pages/finance-ledger'))
const CollectionsPage = lazy(() => import('./pages/collections'))
const CollectionCasePage = lazy(() => import('./pages/collections-case'))
const MessageTemplatesPage = lazy(() => import('./pages/message-templates'))
const BorrowerPage = lazy(() => import('./pages/collections-borrower'))
const RequestsPage = lazy(() => import('./pages/requests'))
const AccountPage = lazy(() => import('./pages/account'))
const EnrolPage = lazy(() => import('./pages/enrol'))
const SetupLinkPage = lazy(() => import('./pages/setup-link'))
const JobsPage = lazy(() => import('./pages/jobs'))
const CompliancePage = lazy(() => import('./pages/compliance'))

/** The whole back office: the login or the signed-in shell. */
export function AdminApp() {
  return (
    <ConfigProvider theme={adminTheme}>
      <AntApp>
        <BrowserRouter basename="/admin">
          <Session />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  )
}

function Session() {
  const [me, setMe] = useState<Me | null>(null)
  const [checking, setChecking] = useState(true)
  const { message } = AntApp.useApp()
  const location = useLocation()
  const navigate = useNavigate()
  const setupToken = location.pathname === '/setup' ? (new URLSearchParams(location.search).get('token') ?? '') : ''

  const signIn = useCallback((m: Me) => {
    setCsrf(m.csrfToken)
    setMe(m)
  }, [])

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setMe((prev) => {
        if (prev) message.warning(t('sessionEnded'))
        return null
      })
    })
    api
      .get<Me>('/me')
      .then(signIn)
      .catch(() => setMe(null))
      .finally(() => setChecking(false))
  }, [message, signIn])

  const auth = useMemo(
    () => ({
      me,
      can: (action: string) => !!me?.permissions?.includes(action),
      logout: async () => {
        try {
          await api.post('/logout')
        } finally {
          setCsrf('')
          setMe(null)
        }
      },
    }),
    [me],
  )

  if (checking) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spin size="large" />
      </div>
    )
  }
  if (setupToken && me?.stage !== 'setup') {
    return (
      <Suspense fallback={<Spin />}>
        <SetupLinkPage
          token={setupToken}
          onSignedIn={(m) => {
            signIn(m)
            navigate('/', { replace: true })
          }}
        />
      </Suspense>
    )
  }
  if (!me) return <LoginPage onSignedIn={signIn} />
  if (me.stage === 'code') return <CodeStepPage me={me} onSignedIn={signIn} onCancel={() => void auth.logout()} />
  if (me.stage === 'setup') {
    return (
      <Suspense fallback={<Spin />}>
        <EnrolPage me={me} onSignedIn={signIn} onCancel={() => void auth.logout()} />
      </Suspense>
    )
  }
  return (
    <AuthContext.Provider value={auth}>
      <Shell />
    </AuthContext.Provider>
  )
}

interface NavItem {
  key: string
  label: string
  icon: React.ReactNode
  action: string
}

const nav: NavItem[] = [
  { key: '/', label: t('navDashboard'), icon: <DashboardOutlined />, action: 'dashboard.view' },
  { key: '/finance', label: 'Finance', icon: <FundOutlined />, action: 'dashboard.view' },
  { key: '/finance/accounts', label: 'Chart of accounts', icon: <BookOutlined />, action: 'dashboard.view' },
  { key: '/finance/ledger', label: 'General ledger', icon: <BookOutlined />, action: 'dashboard.view' },
  { key: '/requests', label: t('navRequests'), icon: <InboxOutlined />, action: 'requests.view' },
  { key: '/review', label: t('navReview'), icon: <FileSearchOutlined />, action: 'loans.view' },
  { key: '/loans', label: t('navLoans'), icon: <UnorderedListOutlined />, action: 'loans.view' },
  { key: '/payouts', label: t('navPayouts'), icon: <SendOutlined />, action: 'loans.view' },
  { key: '/borrowers', label: 'Borrowers', icon: <UserOutlined />, action: 'loans.view' },
  { key: '/collections', label: 'Collections', icon: <PhoneOutlined />, action: 'loans.view' },
  { key: '/messages', label: 'Messages', icon: <MessageOutlined />, action: 'loans.view' },
  { key: '/transfers', label: t('navTransfers'), icon: <SwapOutlined />, action: 'loans.view' },
  { key: '/statement', label: 'Bank statement', icon: <FileTextOutlined />, action: 'repayments.match' },
  { key: '/reconcile', label: t('navReconcile'), icon: <ReconciliationOutlined />, action: 'loans.view' },
  { key: '/complaints', label: t('navComplaints'), icon: <CustomerServiceOutlined />, action: 'complaints.view' },
  { key: '/kyc', label: t('navKyc'), icon: <IdcardOutlined />, action: 'kyc.review' },
  { key: '/compliance', label: 'Compliance', icon: <SafetyCertificateOutlined />, action: 'compliance.view' },
  { key: '/catalog', label: t('navCatalog'), icon: <BankOutlined />, action: 'catalog.view' },
  { key: '/audit', label: t('navAudit'), icon: <AuditOutlined />, action: 'audit.view' },
  { key: '/security', label: t('navSecurity'), icon: <SafetyCertificateOutlined />, action: 'audit.view' },
  { key: '/operators', label: t('navOperators'), icon: <TeamOutlined />, action: 'operators.view' },
  { key: '/roles', label: t('navRoles'), icon: <TeamOutlined />, action: 'operators.view' },
  { key: '/jobs', label: t('navJobs'), icon: <ScheduleOutlined />, action: 'jobs.view' },
]

function Shell() {
  const location = useLocation()
  const navigate = useNavigate()
  const ctx = useAuth()
  const op = ctx.me?.operator
  const items = nav.filter((n) => ctx.can(n.action))
  const pending = usePendingRequests(ctx.can('requests.view'), location.pathname)
  const selected =
    items
      .map((i) => i.key)
      .filter((k) => (k === '/' ? location.pathname === '/' : location.pathname.startsWith(k)))
      .sort((a, b) => b.length - a.length)[0] ?? '/'

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={232} breakpoint="lg">
        <div className="adm-brand">
          <span className="adm-brand-mark">P</span>
          {t('appName')}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={location.pathname.startsWith('/account') ? [] : [selected]}
          items={items.map((i) => ({
            key: i.key,
            icon: i.icon,
            label:
              i.key === '/requests' && pending > 0 ? (
                <Space>
                  {i.label}
                  <Badge count={pending} size="small" data-testid="requests-badge" />
                </Space>
              ) : (
                i.label
              ),
          }))}
          onClick={(e) => navigate(e.key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="adm-header">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {location.pathname.startsWith('/account') ? t('navAccount') : nav.find((n) => n.key === selected)?.label}
          </Typography.Title>
          <Space>
            <Button type="text" icon={<SettingOutlined />} onClick={() => navigate('/account')} data-testid="account-link">
              <Typography.Text strong data-testid="operator-name">
                {op?.name}
              </Typography.Text>
            </Button>
            <Tag color="green">{op?.role}</Tag>
            <Button icon={<LogoutOutlined />} onClick={() => void ctx.logout()}>
              {t('logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="adm-content">
          <Suspense fallback={<Spin />}>
            <Routes>
              <Route path="/" element={<Guard action="dashboard.view" page={<DashboardPage />} />} />
              <Route path="/finance" element={<Guard action="dashboard.view" page={<FinancePage />} />} />
              <Route path="/finance/accounts" element={<Guard action="dashboard.view" page={<FinanceAccountsPage />} />} />
              <Route path="/finance/ledger" element={<Guard action="dashboard.view" page={<FinanceLedgerPage />} />} />
              <Route path="/account" element={<Guard action="self" page={<AccountPage />} />} />
              <Route path="/requests" element={<Guard action="requests.view" page={<RequestsPage />} />} />
              <Route path="/review" element={<Guard action="loans.view" page={<OrdersPage mode="review" />} />} />
              <Route path="/loans" element={<Guard action="loans.view" page={<FinanceLoansPage />} />} />
              <Route path="/borrowers" element={<Guard action="loans.view" page={<BorrowersPage />} />} />
              <Route path="/payouts" element={<Guard action="loans.view" page={<OrdersPage mode="payouts" />} />} />
              <Route path="/loans/:id" element={<Guard action="loans.view" page={<OrderDetailPage />} />} />
              <Route path="/collections" element={<Guard action="loans.view" page={<CollectionsPage />} />} />
              <Route path="/collections/:id" element={<Guard action="loans.view" page={<CollectionCasePage />} />} />
              <Route path="/collections/borrowers/:id" element={<Guard action="loans.view" page={<BorrowerPage />} />} />
              <Route path="/messages" element={<Guard action="loans.view" page={<MessageTemplatesPage />} />} />
              <Route path="/transfers" element={<Guard action="loans.view" page={<TransfersPage />} />} />
              <Route path="/statement" element={<Guard action="repayments.match" page={<FinanceStatementPage />} />} />
              <Route path="/reconcile" element={<Guard action="loans.view" page={<ReconcilePage />} />} />
              <Route path="/complaints" element={<Guard action="complaints.view" page={<ComplaintsPage />} />} />
              <Route path="/kyc" element={<Guard action="kyc.review" page={<KycPage />} />} />
              <Route path="/catalog" element={<Guard action="catalog.view" page={<CatalogPage />} />} />
              <Route path="/audit" element={<Guard action="audit.view" page={<AuditPage />} />} />
              <Route path="/security" element={<Guard action="audit.view" page={<SecurityPage />} />} />
              <Route path="/operators" element={<Guard action="operators.view" page={<OperatorsPage />} />} />
              <Route path="/roles" element={<Guard action="operators.view" page={<RolesPage />} />} />
              <Route path="/jobs" element={<Guard action="jobs.view" page={<JobsPage />} />} />
              <Route path="/compliance" element={<Guard action="compliance.view" page={<CompliancePage />} />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  )
}

function Guard({ action, page }: { action: string; page: React.ReactNode }) {
  const { can } = useAuth()
  if (!can(action)) return <Result status="403" title="403" subTitle={t('forbiddenPage')} />
  return <>{page}</>
}

/** How many four-eyes requests wait for a checker: read on each page change, when a page says
 * the inbox changed, and every minute. */
function usePendingRequests(enabled: boolean, path: string) {
  const [n, setN] = useState(0)
  useEffect(() => {
    if (!enabled) return
    let live = true
    const read = () =>
      api
        .get<{ pending: number }>('/requests/count')
        .then((d) => live && setN(d.pending))
        .catch(() => undefined)
    read()
    const timer = window.setInterval(read, 60_000)
    window.addEventListener('adm-requests-changed', read)
    return () => {
      live = false
      window.clearInterval(timer)
      window.removeEventListener('adm-requests-changed', read)
    }
  }, [enabled, path])
  return n
}
