import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Tabs, Tag } from 'antd'
import type { OrderRow } from '../api'
import { ProfileDescriptions } from '../components/rules'
import { StatusTag } from '../components/status-tag'
import { dateTime, peso } from '../format'
import { useLoad } from '../use-load'
import { MessagesList } from './collections-messages'
import { BorrowerNotes } from './collections-notes'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'
import { ReasonGate } from '../components/read-reason'

const adminAccountCol = col<Schema<'AdminAccount'>>()
const adminComplaintCol = col<Schema<'AdminComplaint'>>()
const borrowerPaymentCol = col<Schema<'BorrowerPayment'>>()
const orderCol = col<OrderRow>()

type Borrower360 = AdminData<'/borrowers/{id}'>

/** Borrower 360: one page per borrower with every loan, payment, account (masked), the
 * profile, the messages sent and the complaints. */
export default function BorrowerPage() {
  const { id } = useParams()
  const [reason, setReason] = useState('')
  const { data, error, loading, reload } = useLoad<Borrower360>(reason ? `/borrowers/${id}?reason=${encodeURIComponent(reason)}` : null)
  if (!reason) return <ReasonGate what="Borrower file" onGiven={setReason} />
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />
  if (loading && !data) return <Skeleton active paragraph={{ rows: 14 }} />
  if (!data) return null
  const b = data.borrower
  const open = (data.orders ?? []).filter((o) => [170, 174, 180].includes(o.status))
  const paid = (data.payments ?? []).reduce((s, p) => s + p.amountCents, 0)
  const money = (cents: number | undefined) => (cents === undefined ? '—' : peso(cents))
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card className="adm-card" title={<span data-testid="borrower-name">{b.name || '—'}</span>}>
        <Descriptions column={4} size="small">
          <Descriptions.Item label="Phone">{b.phone}</Descriptions.Item>
          <Descriptions.Item label="Customer since">{dateTime(b.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Loans">{`${(data.orders ?? []).length} (${open.length} open)`}</Descriptions.Item>
          <Descriptions.Item label="Paid in all">{peso(paid)}</Descriptions.Item>
          <Descriptions.Item label="Message language">{b.messageLang === 'fil' ? 'Filipino' : b.messageLang === 'en' ? 'English' : 'English (not chosen)'}</Descriptions.Item>
          <Descriptions.Item label="Marketing messages">
            <span data-testid="borrower-marketing">{b.marketingOffAt ? `Off since ${dateTime(b.marketingOffAt)}` : 'On'}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {data.risk ? <RiskCard risk={data.risk} /> : null}
      {(data.identityChanges ?? []).length > 0 && (
        <Card className="adm-card" title="Identity changes after the check" data-testid="identity-changes">
          <Table<Schema<'Change'>>
            rowKey={(c) => `${c.kycId}-${c.field}`}
            size="small"
            pagination={false}
            dataSource={data.identityChanges ?? []}
            columns={[
              { title: 'When', dataIndex: 'at', render: (v: number) => dateTime(v) },
              { title: 'Answer', dataIndex: 'field', render: (v: string) => (v === 'fullName' ? 'Legal name' : v === 'birthDate' ? 'Date of birth' : v) },
              { title: 'Was', dataIndex: 'old' },
              { title: 'Now', dataIndex: 'new' },
              { title: 'Call', dataIndex: 'source' },
              { title: 'Identity check', dataIndex: 'kycId', render: (v: number) => <Link to="/kyc">{`#${v} reopened`}</Link> },
            ]}
          />
        </Card>
      )}
      <BorrowerNotes userId={b.id} />
      <Card className="adm-card">
        <Tabs
          items={[
            {
              key: 'loans',
              label: `Loans (${(data.orders ?? []).length})`,
              children: (
                <Table<OrderRow>
                  rowKey="id"
                  size="small"
                  dataSource={data.orders ?? []}
                  pagination={false}
                  data-testid="borrower-loans"
                  columns={[
                    orderCol('orderNo', { title: 'Order', render: (v: string, o) => <Link to={`/loans/${o.id}`}>{v}</Link> }),
                    orderCol('productName', { title: 'Product' }),
                    orderCol('amount', { title: 'Amount', render: (v: number) => peso(v) }),
                    orderCol('status', { title: 'Status', render: (v: number) => <StatusTag status={v} /> }),
                    orderCol('dueDate', { title: 'Due date' }),
                    { title: 'Past due', key: 'pastDue', align: 'right', render: (_: unknown, o) => money(data.amounts?.[String(o.id)]?.pastDue) },
                    { title: 'Payable now', key: 'payableNow', align: 'right', render: (_: unknown, o) => money(data.amounts?.[String(o.id)]?.payableNow) },
                    { title: 'Payoff', key: 'payoff', align: 'right', render: (_: unknown, o) => money(data.amounts?.[String(o.id)]?.payoff) },
                    orderCol('createdAt', { title: 'Applied', render: (v: number) => dateTime(v) }),
                    { title: '', key: 'case', render: (_: unknown, o) => (o.status === 180 ? <Link to={`/collections/${o.id}`}>Collections case</Link> : null) },
                  ]}
                />
              ),
            },
            {
              key: 'payments',
              label: `Payments (${(data.payments ?? []).length})`,
              children: (
                <Table<Schema<'BorrowerPayment'>>
                  rowKey={(p) => `${p.orderId}/${p.ref}`}
                  size="small"
                  dataSource={data.payments ?? []}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  locale={{ emptyText: 'No payment yet.' }}
                  columns={[
                    borrowerPaymentCol('day', { title: 'Day' }),
                    borrowerPaymentCol('orderNo', { title: 'Order' }),
                    borrowerPaymentCol('amountCents', { title: 'Amount', render: (v: number) => peso(v) }),
                    borrowerPaymentCol('ref', { title: 'Reference' }),
                  ]}
                />
              ),
            },
            {
              key: 'accounts',
              label: 'Accounts',
              children: (
                <Table<Schema<'AdminAccount'>>
                  rowKey="id"
                  size="small"
                  dataSource={data.accounts ?? []}
                  pagination={false}
                  locale={{ emptyText: 'No account.' }}
                  columns={[
                    adminAccountCol('bankName', { title: 'Bank / wallet' }),
                    adminAccountCol('holderName', { title: 'Holder' }),
                    adminAccountCol('number', { title: 'Number' }),
                    adminAccountCol('isDefault', { title: '', render: (v: boolean) => (v ? <Tag color="green">default</Tag> : null) }),
                  ]}
                />
              ),
            },
            {
              key: 'profile',
              label: 'Profile',
              children: (
                <ProfileDescriptions fields={data.profile ?? []} />
              ),
            },
            { key: 'messages', label: `Messages (${(data.messages ?? []).length})`, children: <MessagesList messages={data.messages ?? []} /> },
            {
              key: 'complaints',
              label: `Complaints (${(data.complaints ?? []).length})`,
              children: (
                <Table<Schema<'AdminComplaint'>>
                  rowKey="id"
                  size="small"
                  dataSource={data.complaints ?? []}
                  pagination={false}
                  locale={{ emptyText: 'No complaint.' }}
                  columns={[
                    adminComplaintCol('createdAt', { title: 'Filed', render: (v: number) => dateTime(v) }),
                    adminComplaintCol('orderNo', { title: 'Order' }),
                    adminComplaintCol('type', { title: 'Type', render: (v: string, c) => [v, c.sonType].filter(Boolean).join(' · ') }),
                    adminComplaintCol('content', { title: 'Complaint' }),
                    adminComplaintCol('status', { title: 'Status', render: (v: string) => <Tag>{v}</Tag> }),
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  )
}

const riskColor: Record<string, string> = { low: 'green', medium: 'orange', high: 'red' }

/** The borrower's customer risk rating (anti-money laundering) with the factors that made it. */
function RiskCard({ risk }: { risk: Schema<'RiskRating'> }) {
  const reasons = risk.reasons ?? []
  return (
    <Card
      className="adm-card"
      data-testid="risk-rating"
      title={
        <Space>
          Risk rating
          <Tag color={riskColor[risk.level] ?? 'default'} data-testid="risk-level">
            {risk.level.toUpperCase()}
          </Tag>
        </Space>
      }
      extra={<span style={{ color: 'rgba(0,0,0,0.45)' }}>{`Rated ${dateTime(risk.ratedAt)}`}</span>}
    >
      {reasons.length === 0 ? (
        'No risk factor: identity checked, no screening hit, no STR case, ordinary amounts, pace and channels.'
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="risk-reasons">
          {reasons.map((r) => (
            <li key={r.code}>
              <Tag color={riskColor[r.level] ?? 'default'}>{r.level}</Tag>
              {r.text}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
