import { Alert, Card, Table, Tag, Typography } from 'antd'
import { dateTime } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

type SecurityEvent = Schema<'SecurityEvent'>

const eventCol = col<SecurityEvent>()

const kindLabel: Record<string, string> = { checker_related: 'Checker tied to the maker' }

/**
 * Security events: what the controls refused for what it reveals, newest first (a checker the
 * request's maker created or changed in the last 30 days).
 */
export default function SecurityPage() {
  const { data, error, loading } = useLoad<AdminData<'/security-events'>>('/security-events')
  return (
    <Card className="adm-card" title={t('securityTitle')}>
      <Typography.Paragraph type="secondary">{t('securityHelp')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<SecurityEvent>
        rowKey="id"
        loading={loading}
        dataSource={data?.events ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        data-testid="security-events"
        columns={[
          eventCol('at', { title: t('securityWhen'), width: 170, render: (v: number) => dateTime(v) }),
          eventCol('kind', { title: t('type'), width: 210, render: (v: string) => <Tag color="red">{kindLabel[v] ?? v}</Tag> }),
          eventCol('operator', { title: t('securityOperator') }),
          eventCol('related', { title: t('securityMaker') }),
          eventCol('requestId', { title: t('securityRequest'), width: 100, render: (v: number) => (v ? `#${v}` : '—') }),
          eventCol('detail', { title: t('securityDetail') }),
          eventCol('ip', { title: 'IP', width: 130 }),
        ]}
      />
    </Card>
  )
}
