import { useMemo, useState } from 'react'
import { Alert, Button, Card, Col, DatePicker, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import dayjs, { type Dayjs } from 'dayjs'
import { Chart } from '../components/chart'
import { bp, peso } from '../format'
import { useLoad } from '../use-load'
import { channelColors, flowColors, parColors } from './finance-colors'
import { VintageCard } from './finance-vintage'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'
import { ClosedMonthsCard } from '../components/closed-months'

const pARBinCol = col<Schema<'PARBin'>>()

/** The money of a range as /finance answers it (centavos). */
export type Finance = AdminData<'/finance'>

const m = {
  range: 'Range',
  disbursed: 'Disbursed (principal)',
  paidOut: 'Paid out (net of fees)',
  collected: 'Collected',
  outstanding: 'Outstanding principal at range end',
  fees: 'Fees earned',
  interest: 'Interest earned',
  late: 'Penalty and late interest earned',
  approval: 'Approval rate',
  waived: 'Waived',
  refunded: 'Credit refunded',
  flows: 'Disbursed and collected per day',
  par: 'Portfolio at risk today (share of what active loans owe)',
  parTable: 'PAR buckets: loans at least N days past due',
  channels: 'Collections by channel',
  journal: 'Journal CSV',
  trial: 'Trial balance CSV',
  loadFailed: 'Could not load the figures: ',
  retry: 'Retry',
}

const fmt = 'YYYY-MM-DD'

/** Finance: the money of a chosen range, PAR today, and the journal and trial balance files. */
export default function FinancePage() {
  // Until the operator picks a range the server's default applies: the last 30 days up to its
  // today in Manila (the operator's own clock may be on another day).
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null)
  const { data, error, loading, reload } = useLoad<Finance>(range ? `/finance?from=${range[0].format(fmt)}&to=${range[1].format(fmt)}` : '/finance')
  const shown: [Dayjs, Dayjs] | null = range ?? (data ? [dayjs(data.from), dayjs(data.to)] : null)
  const qs = shown ? `from=${shown[0].format(fmt)}&to=${shown[1].format(fmt)}` : ''
  const today = data ? dayjs(data.today) : dayjs()
  const charts = useMemo(() => (data ? buildCharts(data) : []), [data])
  const f = data?.figures
  const kpi = (id: string, label: string, value: string) => (
    <Col xs={12} xl={6} key={id}>
      <Card className="adm-card">
        <Statistic title={label} value={value} valueStyle={{ fontSize: 22 }} />
        <span data-testid={`kpi-${id}`} hidden>
          {value}
        </span>
      </Card>
    </Col>
  )
  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text strong>{m.range}</Typography.Text>
        <DatePicker.RangePicker
          data-testid="finance-range"
          allowClear={false}
          value={shown}
          onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])}
          presets={[
            { label: 'Last 7 days', value: [today.subtract(6, 'day'), today] },
            { label: 'Last 30 days', value: [today.subtract(29, 'day'), today] },
            { label: 'Last 90 days', value: [today.subtract(89, 'day'), today] },
            { label: 'Last 365 days', value: [today.subtract(364, 'day'), today] },
            { label: 'This month', value: [today.startOf('month'), today] },
            { label: 'Last month', value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
          ]}
        />
        <Button icon={<DownloadOutlined />} href={`/admin/api/finance/journal.csv?${qs}`} data-testid="journal-csv">
          {m.journal}
        </Button>
        <Button icon={<DownloadOutlined />} href={`/admin/api/finance/trial-balance?format=csv&${qs}`} data-testid="trial-csv">
          {m.trial}
        </Button>
      </Space>
      <div style={{ marginBottom: 16 }}>
        <ClosedMonthsCard />
      </div>
      {error ? (
        <Alert type="error" showIcon title={m.loadFailed + error} action={<Button onClick={reload}>{m.retry}</Button>} />
      ) : loading && !f ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : f ? (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {kpi('disbursed', `${m.disbursed} · ${f.disbursedCount}`, peso(f.disbursed))}
            {kpi('collected', m.collected, peso(f.collected))}
            {kpi('outstanding', m.outstanding, peso(f.outstanding))}
            {kpi('approval', `${m.approval} · ${f.approved}/${f.approved + f.rejected}`, bp(data.approvalRateBP))}
            {kpi('fees', m.fees, peso(f.feesEarned))}
            {kpi('interest', m.interest, peso(f.interestEarned))}
            {kpi('late', m.late, peso(f.lateCharges))}
            {kpi('paidout', m.paidOut, peso(f.paidOut))}
          </Row>
          <Row gutter={[16, 16]}>
            {charts.map((c) => (
              <Col key={c.id} xs={24} xl={c.wide ? 24 : 12}>
                <Card className="adm-card" title={c.title}>
                  <Chart option={c.option} testId={`chart-${c.id}`} />
                </Card>
              </Col>
            ))}
            <Col xs={24} xl={12}>
              <Card className="adm-card" title={m.parTable}>
                <Table<Schema<'PARBin'>>
                  size="small"
                  pagination={false}
                  rowKey="days"
                  data-testid="par-table"
                  dataSource={f.par.buckets ?? []}
                  columns={[
                    pARBinCol('days', { title: 'Bucket', render: (d: number) => `PAR${d}` }),
                    pARBinCol('loans', { title: 'Loans', align: 'right' }),
                    pARBinCol('amount', { title: 'Owed', align: 'right', render: (v: number) => peso(v) }),
                    pARBinCol('bp', { title: 'Share', align: 'right', render: (v: number) => bp(v) }),
                  ]}
                />
                <Typography.Text type="secondary">
                  Owed by all active loans on the books: {peso(f.par.total)} · waived in range {peso(f.waived)} · {m.refunded.toLowerCase()} {peso(f.refunded)} ·
                  written off <span data-testid="written-off-total">{peso(f.writtenOff)}</span> · recovered {peso(f.recovered)}
                </Typography.Text>
              </Card>
            </Col>
          </Row>
        </>
      ) : null}
      <div style={{ marginTop: 16 }}>
        <VintageCard />
      </div>
    </div>
  )
}

function buildCharts(d: Finance) {
  const f = d.figures
  const grid = { left: 80, right: 24, top: 40, bottom: 32 }
  // Every day of the range, so quiet days show as zero rather than vanish.
  const days: string[] = []
  for (let x = dayjs(d.from); !x.isAfter(dayjs(d.to)); x = x.add(1, 'day')) days.push(x.format(fmt))
  const byDay = new Map((f.daily ?? []).map((x) => [x.day, x]))
  const pesos = (v: number) => peso(Math.round(v * 100))
  return [
    {
      id: 'flows',
      title: m.flows,
      wide: true,
      option: {
        tooltip: { trigger: 'axis', valueFormatter: pesos },
        legend: { top: 0 },
        grid,
        xAxis: { type: 'category', data: days.map((x) => x.slice(5)) },
        yAxis: { type: 'value' },
        series: [
          { name: 'Disbursed', type: 'bar', color: flowColors.disbursed, data: days.map((x) => (byDay.get(x)?.disbursed ?? 0) / 100) },
          { name: 'Collected', type: 'bar', color: flowColors.collected, data: days.map((x) => (byDay.get(x)?.collected ?? 0) / 100) },
        ],
      },
    },
    {
      id: 'par',
      title: m.par,
      option: {
        tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v.toFixed(2)}%` },
        grid: { ...grid, left: 56 },
        xAxis: { type: 'category', data: (f.par.buckets ?? []).map((b) => `PAR${b.days}`) },
        yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
        series: [
          {
            type: 'bar',
            barWidth: '45%',
            data: (f.par.buckets ?? []).map((b) => ({ value: b.bp / 100, itemStyle: { color: parColors[b.days] ?? '#64748B', borderRadius: [6, 6, 0, 0] } })),
          },
        ],
      },
    },
    {
      id: 'channels',
      title: m.channels,
      option: {
        tooltip: { trigger: 'item', valueFormatter: pesos },
        legend: { orient: 'vertical', right: 8, top: 'middle' },
        graphic: (f.byChannel ?? []).length ? [] : [{ type: 'text', left: '36%', top: 'middle', style: { text: 'No payment in the range', fill: '#8c8c8c', fontSize: 13, align: 'center' } }],
        series: [
          {
            type: 'pie',
            radius: ['45%', '72%'],
            center: ['36%', '50%'],
            label: { show: false },
            itemStyle: { borderColor: '#fff', borderWidth: 2 },
            data: (f.byChannel ?? []).map((c) => ({ name: c.channel, value: c.amount / 100, itemStyle: { color: channelColors[c.channel] ?? channelColors.other } })),
          },
        ],
      },
    },
  ]
}
