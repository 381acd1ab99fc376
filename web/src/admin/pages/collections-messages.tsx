import { Alert, Button, Table, Tag, Tooltip } from 'antd'
import { dateTime } from '../format'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const borrowerMessageCol = col<BorrowerMessage>()

/** One reminder or notice the scheduler planned for a borrower. */
export type BorrowerMessage = Schema<'AdminMessage'>

/** The back office's name of each message kind. */
export const kindNames: Record<string, string> = {
  reminder_d3: 'Reminder D-3',
  reminder_d1: 'Reminder D-1',
  reminder_d0: 'Reminder due day',
  overdue_1: 'Overdue day 1',
  overdue_3: 'Overdue day 3',
  overdue_7: 'Overdue day 7',
  overdue_15: 'Overdue day 15',
  payment_received: 'Payment received',
  loan_settled: 'Loan settled',
  application_received: 'Application received',
  approved: 'Approved',
  rejected: 'Not approved',
  money_sent: 'Money sent',
  payout_failed: 'Payout failed',
  rollover_confirmed: 'Rollover confirmed',
  reference_callback: 'To a reference',
  collection_sms: 'Collections SMS',
  demand_letter: 'Demand letter issued',
  final_demand: 'Final demand issued',
}

const statusColors: Record<string, string> = { sent: 'green', queued: 'blue', failed: 'red', expired: 'default', opted_out: 'default' }

/** The borrower's message history (reminders, notices) with delivery status, for an order's page. */
export function MessagesTable({ orderId }: { orderId: number }) {
  const { data, error, loading, reload } = useLoad<AdminData<'/orders/{id}/messages'>>(`/orders/${orderId}/messages`)
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />
  return <MessagesList messages={data?.messages ?? []} loading={loading} />
}

/** A list of borrower messages with their delivery status. */
export function MessagesList({ messages, loading = false }: { messages: BorrowerMessage[]; loading?: boolean }) {
  return (
    <Table<BorrowerMessage>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={messages}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: 'No messages yet.' }}
      data-testid="messages-table"
      columns={[
        borrowerMessageCol('kind', { title: 'Message', render: (v: string) => kindNames[v] ?? v }),
        borrowerMessageCol('day', { title: 'About', render: (v: string, m) => (m.kind === 'reference_callback' ? `Reference ${v.replace(/^ref(\d):/, '$1, ')}` : v) }),
        borrowerMessageCol('body', { title: 'Text', width: '45%', render: (v: string, m) => v || (m.status === 'queued' ? 'Written when sent, in the borrower’s language' : '') }),
        borrowerMessageCol('phone', { title: 'To' }),
        borrowerMessageCol('status', {
          title: 'Delivery',
          render: (v: string, m) => (
            <Tooltip title={m.lastError || undefined}>
              <Tag color={statusColors[v]}>
                {v}
                {m.attempts > 1 ? ` · ${m.attempts} tries` : ''}
              </Tag>
            </Tooltip>
          ),
        }),
        borrowerMessageCol('sentAt', { title: 'Sent', render: (v: number, m) => (v ? dateTime(v) : m.status === 'queued' ? `not before ${dateTime(m.sendAt)}` : '') }),
      ]}
    />
  )
}
