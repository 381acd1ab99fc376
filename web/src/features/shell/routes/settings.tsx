import { Dialog, List, Switch } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { PageHeader } from '@/components'
import { bridge } from '@/lib/bridge'
import { showToast } from '@/lib/feedback'
import { isOk } from '@/lib/http'
import { t } from '@/lib/i18n'
import { clearSession, getCommonParam, useNav } from '@/lib/params'
import { logout } from '../api/auth'
import { deleteAccount, useMessageSettings, useSetMarketing, useUserInfo } from '../api/user'
import { ShellTabBar } from '../components/shell-tab-bar'
import './settings.css'

function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 4)}•••${mobile.slice(-4)}` : mobile
}

export default function SettingsPage() {
  const nav = useNav()
  const queryClient = useQueryClient()
  const user = useUserInfo()
  const mobile = user.data?.mobile || getCommonParam('mobile')
  const messageSettings = useMessageSettings()
  const setMarketing = useSetMarketing()

  const switchMarketing = (on: boolean) => {
    setMarketing.mutate(on, { onSuccess: () => showToast(t(on ? 'promoMessagesOn' : 'promoMessagesOff')) })
  }

  const leave = () => {
    clearSession()
    queryClient.clear()
    nav.go('/login', {}, { dropSession: true, replace: true })
  }

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({ content: t('logOutConfirm'), confirmText: t('logOut'), cancelText: t('cancel') })
    if (!ok) return
    try {
      await logout()
    } catch {
      // Logging out locally is what matters; the session also expires on the server.
    }
    leave()
  }

  const confirmDelete = async () => {
    const ok = await Dialog.confirm({ content: t('deleteAccountConfirm'), confirmText: t('deleteConfirmButton'), cancelText: t('cancel') })
    if (!ok) return
    try {
      const resp = await deleteAccount()
      if (isOk(resp, 'flag')) {
        showToast(t('accountDeleted'))
        leave()
      } else {
        await Dialog.alert({ content: resp.message, confirmText: t('confirm') })
      }
    } catch {
      // The client already showed the error.
    }
  }

  const link = (path: string) => () => nav.go(path, { orderId: null })

  return (
    <div className="pt-page pt-page--with-tabbar">
      <PageHeader title={t('me')} back={false}>
        <div className="pt-settings__user">
          <div className="pt-settings__avatar" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0" fill="none" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" />
            </svg>
          </div>
          <div>
            <div className="pt-settings__name">{user.data?.name || t('appName')}</div>
            {mobile ? (
              <div className="pt-settings__mobile">
                {t('signedInAs')} {maskMobile(mobile)}
              </div>
            ) : null}
          </div>
        </div>
      </PageHeader>
      <main className="pt-section pt-settings">
        <div className="pt-card pt-settings__card">
          <List>
            <List.Item onClick={link('/identity')} data-testid="settings-identity">
              {t('kycRowTitle')}
            </List.Item>
            <List.Item onClick={link('/aboutUs')}>{t('aboutUs')}</List.Item>
            <List.Item onClick={link('/privacyPolicy')}>{t('privacyPolicy')}</List.Item>
            <List.Item onClick={link('/myData')} data-testid="settings-my-data">
              {t('myData')}
            </List.Item>
            <List.Item onClick={link('/customerService')}>{t('customerService')}</List.Item>
            <List.Item onClick={link('/complaint')}>{t('onlineService')}</List.Item>
            <List.Item onClick={() => bridge.goRate()}>{t('rateApp')}</List.Item>
          </List>
        </div>
        <div className="pt-card pt-settings__card">
          <List>
            <List.Item
              description={t('promoMessagesNote')}
              extra={
                <Switch
                  aria-label={t('promoMessages')}
                  data-testid="marketing-switch"
                  checked={messageSettings.data?.marketing ?? true}
                  disabled={!messageSettings.data}
                  loading={setMarketing.isPending}
                  onChange={switchMarketing}
                />
              }
            >
              {t('promoMessages')}
            </List.Item>
          </List>
        </div>
        <div className="pt-card pt-settings__card">
          <List>
            <List.Item onClick={confirmDelete} className="pt-settings__danger" arrowIcon={false}>
              {t('deleteAccount')}
            </List.Item>
            <List.Item onClick={confirmLogout} arrowIcon={false}>
              {t('logOut')}
            </List.Item>
          </List>
        </div>
      </main>
      <ShellTabBar />
    </div>
  )
}
