import { useMemo, useState } from 'react'
import { Alert, Button, Card, DatePicker, Empty, Segmented, Skeleton, Space, Table, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { Chart } from '../components/chart'
import { bp, peso } from '../format'
import { useLoad } from '../use-load'
import { cohortColor } from './finance-colors'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const vintageCohortCol = col<VintageCohort>()

/** A cohort's point at one month on book, as /finance/vintage answers it. */
export type VintagePoint = Schema<'VintagePoint'>

/** One disbursement month with its curve. */
export type VintageCohort = Schema<'VintageCohort'>

/** The vintage curves of a range of cohorts. */
export type Vintage = AdminData<'/finance/vintage'>

const m = {
  title: 'Vintage curves: 30+ days past due',
  cohorts: 'Cohorts',
  chart: 'Chart',
  table: 'Table',
  empty: 'No loans were disbursed in these months.',
  loadFailed: 'Could not load the vintage curves: ',
  retry: 'Retry',
  note: 'Share of each disbursement month’s principal that is 30+ days past due, by months on book: point in time at each month end (MOB 0 is the end of the disbursement month; the running month is observed today, marked *). Written-off loans count until recovered in full.',
}

const monthFmt = 'YYYY-MM'

/** The finance page's vintage card: one line per cohort, with a table of the same points. */
export function VintageCard() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(11, 'month').startOf('month'), dayjs().startOf('month')])
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const { data, error, loading, reload } = useLoad<Vintage>(`/finance/vintage?from=${range[0].format(monthFmt)}&to=${range[1].format(monthFmt)}`)
  const maxMob = useMemo(() => Math.max(-1, ...(data?.cohorts ?? []).map((c) => (c.points ?? []).length - 1)), [data])
  const option = useMemo(() => (data ? chartOption(data, maxMob) : null), [data, maxMob])
  return (
    <Card
      className="adm-card"
      title={m.title}
      data-testid="vintage-card"
      extra={
        <Space>
          <Typography.Text type="secondary">{m.cohorts}</Typography.Text>
          <DatePicker.RangePicker
            picker="month"
            allowClear={false}
            value={range}
            data-testid="vintage-range"
            onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])}
          />
          <Segmented
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { label: m.chart, value: 'chart' },
              { label: m.table, value: 'table' },
            ]}
            data-testid="vintage-view"
          />
        </Space>
      }
    >
      {error ? (
        <Alert type="error" showIcon title={m.loadFailed + error} action={<Button onClick={reload}>{m.retry}</Button>} />
      ) : loading && !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data && (data.cohorts ?? []).length === 0 ? (
        <Empty description={m.empty} />
      ) : data && option ? (
        <>
          {view === 'chart' ? (
            <div data-testid="vintage-chart-wrap" data-cohorts={(data.cohorts ?? []).length}>
              <Chart option={option} testId="chart-vintage" />
            </div>
          ) : (
            <VintageTable data={data} maxMob={maxMob} />
          )}
          <Typography.Text type="secondary">{m.note}</Typography.Text>
        </>
      ) : null}
    </Card>
  )
}

function chartOption(d: Vintage, maxMob: number) {
  const mobs = Array.from({ length: maxMob + 1 }, (_, i) => `MOB ${i}`)
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number | null) => (v == null ? '—' : `${v.toFixed(2)}%`) },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: mobs, boundaryGap: false },
    yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
    series: (d.cohorts ?? []).map((c) => ({
      name: c.month,
      type: 'line',
      color: cohortColor(c.month),
      symbolSize: 6,
      data: mobs.map((_, i) => ((c.points ?? [])[i] ? (c.points ?? [])[i].bp / 100 : null)),
    })),
  }
}

/** The curves as a table: a row per cohort, a column per month on book. */
function VintageTable({ data, maxMob }: { data: Vintage; maxMob: number }) {
  const mobCols = Array.from({ length: maxMob + 1 }, (_, i) => ({
    title: `MOB ${i}`,
    key: `mob${i}`,
    align: 'right' as const,
    render: (_: unknown, c: VintageCohort) => {
      const p = (c.points ?? [])[i]
      if (!p) return ''
      return (
        <span title={`${p.loans} loans · ${peso(p.amount)} · as of ${p.asOf}`} data-testid={`vintage-${c.month}-${i}`}>
          {bp(p.bp)}
          {p.partial ? '*' : ''}
        </span>
      )
    },
  }))
  return (
    <Table<VintageCohort>
      size="small"
      pagination={false}
      rowKey="month"
      scroll={{ x: true }}
      data-testid="vintage-table"
      dataSource={data.cohorts ?? []}
      columns={[
        vintageCohortCol('month', {
          title: 'Cohort',
          fixed: 'left',
          render: (v: string) => (
            <Space size={6}>
              <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: cohortColor(v) }} />
              {v}
            </Space>
          ),
        }),
        vintageCohortCol('loans', { title: 'Loans', align: 'right' }),
        vintageCohortCol('principal', { title: 'Principal', align: 'right', render: (v: number) => peso(v) }),
        ...mobCols,
      ]}
    />
  )
}
