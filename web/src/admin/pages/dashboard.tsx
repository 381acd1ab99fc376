import { useMemo } from 'react'
import { Alert, Button, Card, Col, Row, Segmented, Skeleton, Statistic } from 'antd'
import { useState } from 'react'
import { green } from '@/lib/theme/palette'
import { type Dashboard } from '../api'
import { Chart, palette } from '../components/chart'
import { peso, statusNames } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import { statusChartColors } from './finance-colors'

/** The dashboards: applications/approvals/disbursements, loan book, overdue buckets,
 * collections, complaint SLA and the landing funnel, each an echarts chart. */
export default function DashboardPage() {
  const [days, setDays] = useState(14)
  const { data, error, loading, reload } = useLoad<Dashboard>(`/dashboard?days=${days}`)
  const charts = useMemo(() => (data ? buildCharts(data) : null), [data])
  if (error) {
    return <Alert type="error" showIcon title={t('loadFailed', { message: error })} action={<Button onClick={reload}>{t('retry')}</Button>} />
  }
  const kpi = (label: string, value: React.ReactNode) => (
    <Col xs={12} xl={6}>
      <Card className="adm-card">
        <Statistic title={label} value={value as string} />
      </Card>
    </Col>
  )
  const book = data?.series.book ?? []
  const sumOf = (codes: number[]) => book.filter((b) => codes.includes(b.status)).reduce((n, b) => n + b.count, 0)
  return (
    <div>
      <Segmented
        style={{ marginBottom: 16 }}
        value={days}
        onChange={(v) => setDays(Number(v))}
        options={[7, 14, 30, 90, 365].map((n) => ({ value: n, label: t('lastNDays', { n }) }))}
      />
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {kpi(t('kpiQueue'), sumOf([21]))}
            {kpi(t('kpiBook'), sumOf([151, 170, 174, 180]))}
            {kpi(t('kpiOverdue'), data?.series.overdueLoans ?? 0)}
            {kpi(t('kpiComplaints', { n: days }), (data?.series.complaints ?? []).reduce((n, c) => n + c.filed, 0))}
          </Row>
          <Row gutter={[16, 16]}>
            {charts?.map((c) => (
              <Col key={c.id} xs={24} xl={c.wide ? 24 : 12}>
                <Card className="adm-card" title={c.title}>
                  <Chart option={c.option} testId={`chart-${c.id}`} />
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </div>
  )
}

function buildCharts(d: Dashboard) {
  const s = d.series
  const days = (s.applications ?? []).map((x) => x.day.slice(5))
  const axis = { type: 'category', data: days, axisTick: { alignWithLabel: true } }
  const grid = { left: 48, right: 24, top: 40, bottom: 32 }
  const legend = { top: 0 }
  return [
    {
      id: 'applications',
      title: t('chartApplications'),
      wide: true,
      option: {
        color: palette,
        tooltip: { trigger: 'axis' },
        legend,
        grid,
        xAxis: axis,
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: t('applications'), type: 'bar', data: (s.applications ?? []).map((x) => x.count) },
          { name: t('approvals'), type: 'bar', data: (s.approvals ?? []).map((x) => x.count) },
          { name: t('disbursements'), type: 'line', smooth: true, showSymbol: false, data: (s.disbursements ?? []).map((x) => x.count) },
        ],
      },
    },
    {
      id: 'book',
      title: t('chartBook'),
      option: {
        color: palette,
        tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; data: { amount: number } }) => `${p.name}: ${p.value} (${peso(p.data.amount)})` },
        legend: { orient: 'vertical', right: 8, top: 'middle' },
        series: [
          {
            type: 'pie',
            radius: ['45%', '72%'],
            center: ['36%', '50%'],
            label: { show: false },
            itemStyle: { borderRadius: 6, borderColor: '#fff', borderWidth: 2 },
            data: (s.book ?? []).map((b) => ({ name: `${b.status} ${statusNames[b.status] ?? ''}`, value: b.count, amount: b.amount, itemStyle: { color: statusChartColors[b.status] } })),
          },
        ],
      },
    },
    {
      id: 'overdue',
      title: t('chartOverdue'),
      option: {
        color: ['#F59E0B', '#EF4444', '#7F1D1D'],
        tooltip: { trigger: 'axis', formatter: (ps: { name: string; value: number; dataIndex: number }[]) => `${ps[0].name} days: ${ps[0].value} (${peso((d.overdue ?? [])[ps[0].dataIndex].amount)})` },
        grid,
        xAxis: { type: 'category', data: (d.overdue ?? []).map((b) => b.label) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [{ type: 'bar', barWidth: '45%', colorBy: 'data', data: (d.overdue ?? []).map((b) => b.count), itemStyle: { borderRadius: [6, 6, 0, 0] } }],
      },
    },
    {
      id: 'collections',
      title: t('chartCollections'),
      option: {
        color: [green[600]],
        tooltip: { trigger: 'axis', valueFormatter: (v: number) => peso(v * 100) },
        grid: { ...grid, left: 72 },
        xAxis: axis,
        yAxis: { type: 'value' },
        series: [{ name: t('collections'), type: 'line', areaStyle: { opacity: 0.15 }, smooth: true, showSymbol: false, data: (s.collections ?? []).map((x) => x.amount / 100) }],
      },
    },
    {
      id: 'complaints',
      title: t('chartComplaints'),
      option: {
        color: [green[600], '#F59E0B', '#EF4444', '#94A3B8'],
        tooltip: { trigger: 'axis' },
        legend,
        grid,
        xAxis: axis,
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: t('onTime'), type: 'bar', stack: 'sla', data: (s.complaints ?? []).map((x) => x.onTime) },
          { name: t('late'), type: 'bar', stack: 'sla', data: (s.complaints ?? []).map((x) => x.late) },
          { name: t('openOverdue'), type: 'bar', stack: 'sla', data: (s.complaints ?? []).map((x) => x.openOverdue) },
          { name: t('openWithin'), type: 'bar', stack: 'sla', data: (s.complaints ?? []).map((x) => x.open) },
        ],
      },
    },
    {
      id: 'funnel',
      title: t('chartFunnel'),
      wide: true,
      option: {
        color: palette,
        tooltip: { trigger: 'axis' },
        legend,
        grid,
        xAxis: { type: 'category', data: (d.funnel ?? []).map((f) => f.template) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: t('visits'), type: 'bar', data: (d.funnel ?? []).map((f) => f.visits) },
          { name: t('clicks'), type: 'bar', data: (d.funnel ?? []).map((f) => f.clicks) },
          { name: t('smsSent'), type: 'bar', data: (d.funnel ?? []).map((f) => f.smsSent) },
          { name: t('registrations'), type: 'bar', data: (d.funnel ?? []).map((f) => f.registrations) },
        ],
      },
    },
  ]
}
