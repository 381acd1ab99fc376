import { Link, useParams } from 'react-router'
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Tabs, Tag } from 'antd'
import type { OrderRow } from '../api'
import { ProfileDescriptions } from '../components/rules'
import { StatusTag } from '../components/status-tag'
import { dateTime, peso } from '../format'
import { useLoad } from '../use-load'
import { MessagesList } from './collections-messages'
import { BorrowerNotes } from './collections-notes'
import type { AdminData } from '@/lib/api/contract'

type Borrower360 = AdminData<'/borrowers/{id}'>

/** Borrower 360: one page per borrower with every loan, payment, account (masked), the
 * profile, the messages sent and the complaints. */
export default function BorrowerPage() {
  const { id } = useParams()
  const { data, error, loading, reload } = useLoad<Borrower360>(`/borrowers/${id}`)
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />
  if (loading && !data) return <Skeleton active paragraph={{ rows: 14 }} />
  if (!data) return null
  const b = data.borrower
  const open = (data.orders ?? []).filter((o) => [170, 174, 180].includes(o.status))
  const paid = (data.payments ?? []).reduce((s, p) => s + p.amountCents, 0)
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
                    { title: 'Order', dataIndex: 'orderNo', render: (v: string, o) => <Link to={`/loans/${o.id}`}>{v}</Link> },
                    { title: 'Product', dataIndex: 'productName' },
                    { title: 'Amount', dataIndex: 'amount', render: (v: number) => peso(v) },
                    { title: 'Status', dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
                    { title: 'Due date', dataIndex: 'dueDate' },
                    { title: 'Applied', dataIndex: 'createdAt', render: (v: number) => dateTime(v) },
                    { title: '', key: 'case', render: (_: unknown, o) => (o.status === 180 ? <Link to={`/collections/${o.id}`}>Collections case</Link> : null) },
                  ]}
                />
              ),
            },
            {
              key: 'payments',
              label: `Payments (${(data.payments ?? []).length})`,
              children: (
                <Table
                  rowKey={(p) => `${p.orderId}/${p.ref}`}
                  size="small"
                  dataSource={data.payments ?? []}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  locale={{ emptyText: 'No payment yet.' }}
                  columns={[
                    { title: 'Day', dataIndex: 'day' },
                    { title: 'Order', dataIndex: 'orderNo' },
                    { title: 'Amount', dataIndex: 'amountCents', render: (v: number) => peso(v) },
                    { title: 'Reference', dataIndex: 'ref' },
                  ]}
                />
              ),
            },
            {
              key: 'accounts',
              label: 'Accounts',
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  dataSource={data.accounts ?? []}
                  pagination={false}
                  locale={{ emptyText: 'No account.' }}
                  columns={[
                    { title: 'Bank / wallet', dataIndex: 'bankName' },
                    { title: 'Holder', dataIndex: 'holderName' },
                    { title: 'Number', dataIndex: 'number' },
                    { title: '', dataIndex: 'isDefault', render: (v: boolean) => (v ? <Tag color="green">default</Tag> : null) },
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
                <Table
                  rowKey="id"
                  size="small"
                  dataSource={data.complaints ?? []}
                  pagination={false}
                  locale={{ emptyText: 'No complaint.' }}
                  columns={[
                    { title: 'Filed', dataIndex: 'createdAt', render: (v: number) => dateTime(v) },
                    { title: 'Order', dataIndex: 'orderNo' },
                    { title: 'Type', dataIndex: 'type', render: (v: string, c) => [v, c.sonType].filter(Boolean).join(' · ') },
                    { title: 'Complaint', dataIndex: 'content' },
                    { title: 'Status', dataIndex: 'status', render: (v: string) => <Tag>{v}</Tag> },
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
