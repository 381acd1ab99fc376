import { useState } from 'react'
import { Alert, App, Button, Card, Descriptions, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { RedoOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

type Job = Schema<'Job'>
type Page = AdminData<'/jobs'>

const jobCol = col<Job>()

/** River's job states, in words and colours. */
const stateLabel: Record<string, { label: string; color: string }> = {
  discarded: { label: 'Failed', color: 'red' },
  retryable: { label: 'Retrying', color: 'orange' },
  running: { label: 'Running', color: 'blue' },
  available: { label: 'Waiting', color: 'cyan' },
  scheduled: { label: 'Scheduled', color: 'geekblue' },
  pending: { label: 'Pending', color: 'default' },
  completed: { label: 'Done', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'default' },
}

function StateTag({ state }: { state: string }) {
  const s = stateLabel[state] ?? { label: state, color: 'default' }
  return <Tag color={s.color}>{s.label}</Tag>
}

/** The kinds of job, in words. */
const kindLabel: Record<string, string> = {
  'lending.daily': 'Daily loan job',
  'notify.run': 'Reminders and notices',
  'collections.promises': 'Promise sweep',
  'payments.webhooks': 'Webhook outbox',
  'sms.deliver': 'SMS sending',
  'sms.status': 'SMS status refresh',
  'payments.reconcile': 'Reconciliation',
  'dev.probe': 'Probe (dev)',
}

const lastError = (j: Job) => (j.errors?.length ? j.errors[j.errors.length - 1].error : '')
const json = (v: unknown) => JSON.stringify(v, null, 1)

/**
 * Background jobs (River): each queue's jobs by state, then the newest jobs with the error of
 * every failed attempt. A supervisor retries a failed job or cancels one that has not finished.
 */
export default function JobsPage() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const [state, setState] = useState('')
  const { data, loading, error, reload } = useLoad<Page>(`/jobs${state ? `?state=${state}` : ''}`)
  const [busy, setBusy] = useState(0)
  const manage = can('jobs.manage')

  const act = async (j: Job, verb: 'retry' | 'cancel') => {
    setBusy(j.id)
    try {
      await api.post(`/jobs/${j.id}/${verb}`)
      message.success(t(verb === 'retry' ? 'jobsRetried' : 'jobsCancelled', { id: j.id }))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(0)
      reload()
    }
  }
  const finished = (j: Job) => j.state === 'completed' || j.state === 'cancelled' || j.state === 'discarded'
  // A failed, cancelled or waiting job can be run again now (the API also reruns a finished
  // one; the page keeps to the ones an operator needs).
  const retryable = (j: Job) => j.state === 'discarded' || j.state === 'cancelled' || j.state === 'retryable' || j.state === 'scheduled'

  return (
    <Card
      className="adm-card"
      title={t('jobsTitle')}
      extra={
        <Space>
          <Select
            data-testid="jobs-state"
            style={{ width: 160 }}
            value={state}
            onChange={setState}
            options={[{ value: '', label: t('jobsAllStates') }, ...(data?.states ?? Object.keys(stateLabel)).map((s) => ({ value: s, label: stateLabel[s]?.label ?? s }))]}
          />
          <Button icon={<ReloadOutlined />} onClick={reload} data-testid="jobs-refresh">
            {t('refresh')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('jobsHelp')} />
        {error ? <Alert type="error" showIcon title={error} /> : null}
        <Descriptions size="small" bordered column={1} data-testid="jobs-queues">
          {(data?.queues ?? []).map((q) => (
            <Descriptions.Item key={q.name} label={q.name}>
              <Space wrap>
                {Object.entries(q.states ?? {}).length === 0 ? <Typography.Text type="secondary">—</Typography.Text> : null}
                {Object.entries(q.states ?? {}).map(([s, n]) => (
                  <span key={s}>
                    <StateTag state={s} />
                    {n}
                  </span>
                ))}
                {q.paused ? <Tag color="red">paused</Tag> : null}
              </Space>
            </Descriptions.Item>
          ))}
        </Descriptions>
        <Table<Job>
          data-testid="jobs-table"
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.jobs ?? []}
          pagination={{ pageSize: 25 }}
          rowClassName={(j) => `jobs-row-${j.state}`}
          expandable={{
            expandedRowRender: (j) => (
              <Descriptions size="small" column={1} data-testid={`job-detail-${j.id}`}>
                <Descriptions.Item label={t('jobsArgs')}>
                  <Typography.Text code>{json(j.args)}</Typography.Text>
                </Descriptions.Item>
                {j.output !== undefined ? (
                  <Descriptions.Item label={t('jobsOutput')}>
                    <Typography.Text code>{json(j.output)}</Typography.Text>
                  </Descriptions.Item>
                ) : null}
                {j.attemptedBy?.length ? <Descriptions.Item label={t('jobsRanBy')}>{j.attemptedBy.join(', ')}</Descriptions.Item> : null}
                {j.errors?.length ? (
                  <Descriptions.Item label={t('jobsErrors')}>
                    <Space orientation="vertical" size={2}>
                      {j.errors.map((e) => (
                        <Typography.Text key={e.attempt} type="danger">
                          #{e.attempt} · {dateTime(e.at)} · {e.error}
                        </Typography.Text>
                      ))}
                    </Space>
                  </Descriptions.Item>
                ) : null}
              </Descriptions>
            ),
          }}
          columns={[
            jobCol('id', { title: '#', width: 70 }),
            jobCol('kind', {
              title: t('jobsKind'),
              width: 210,
              render: (k) => (
                <span>
                  {kindLabel[k] ?? k}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {k}
                  </Typography.Text>
                </span>
              ),
            }),
            jobCol('queue', { title: t('jobsQueue'), width: 90 }),
            jobCol('state', { title: t('jobsState'), width: 110, render: (s) => <StateTag state={s} /> }),
            jobCol('attempt', { title: t('jobsAttempt'), width: 90, render: (a, j) => `${a} / ${j.maxAttempts}` }),
            jobCol('attemptedAt', { title: t('jobsLastRun'), width: 140, render: (at, j) => dateTime(j.finalizedAt || at || j.scheduledAt) }),
            jobCol('errors', {
              title: t('jobsLastError'),
              render: (_, j) => (
                <Typography.Text type="danger" ellipsis={{ tooltip: lastError(j) }} style={{ maxWidth: 320 }} data-testid={`job-error-${j.id}`}>
                  {lastError(j)}
                </Typography.Text>
              ),
            }),
            ...(manage
              ? [
                  jobCol('id', {
                    key: 'actions',
                    title: '',
                    width: 190,
                    render: (_, j) => (
                      <Space>
                        {retryable(j) ? (
                          <Button size="small" icon={<RedoOutlined />} loading={busy === j.id} onClick={() => void act(j, 'retry')} data-testid={`job-retry-${j.id}`}>
                            {t('jobsRetry')}
                          </Button>
                        ) : null}
                        {!finished(j) ? (
                          <Popconfirm title={t('jobsCancelConfirm', { id: j.id })} onConfirm={() => void act(j, 'cancel')}>
                            <Button size="small" danger icon={<StopOutlined />} data-testid={`job-cancel-${j.id}`}>
                              {t('jobsCancel')}
                            </Button>
                          </Popconfirm>
                        ) : null}
                      </Space>
                    ),
                  }),
                ]
              : []),
          ]}
        />
        {data?.client ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('jobsInstance')}: {data.client}
          </Typography.Text>
        ) : null}
      </Space>
    </Card>
  )
}
