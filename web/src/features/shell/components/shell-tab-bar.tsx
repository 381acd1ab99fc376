import { TabBar } from 'antd-mobile'
import { useLocation } from 'react-router'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import './shell-tab-bar.css'

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

const tabs = [
  { key: '/main', title: () => t('tabHome'), icon: icon('M4 11l8-7 8 7v9a1 1 0 01-1 1h-5v-6h-4v6H5a1 1 0 01-1-1z') },
  { key: '/orders', title: () => t('tabOrders'), icon: icon('M7 3h10a1 1 0 011 1v16a1 1 0 01-1 1H7a1 1 0 01-1-1V4a1 1 0 011-1zM9 8h6M9 12h6M9 16h3') },
  { key: '/settings', title: () => t('tabMe'), icon: icon('M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0') },
]

/** The bottom tab bar of the web-shell pages (Home, Orders, Me); pages add .pt-page--with-tabbar. */
export function ShellTabBar() {
  const { pathname } = useLocation()
  const nav = useNav()
  return (
    <nav className="pt-tabbar" aria-label="Main">
        <TabBar activeKey={pathname} onChange={(key) => nav.go(key, { orderId: null, productId: null })} safeArea>
          {tabs.map((tab) => (
            <TabBar.Item key={tab.key} icon={tab.icon} title={tab.title()} />
          ))}
        </TabBar>
    </nav>
  )
}
