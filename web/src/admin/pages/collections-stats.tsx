import { useMemo } from 'react'
import { Card, Col, Row } from 'antd'
import { Chart, palette } from '../components/chart'
import { useLoad } from '../use-load'
import type { AdminData } from '@/lib/api/contract'

type Stats = AdminData<'/collections/stats'>

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0)

/** The collections charts: amount owed by bucket, roll rates over the last month, promises by outcome. */
export function CollectionsCharts({ buckets }: { buckets: { name: string; count: number; amountCents: number }[] }) {
  const { data } = useLoad<Stats>('/collections/stats')
  const charts = useMemo(() => {
    if (!data) return []
    const p = data.promises
    const made = p.kept + p.broken + p.pending
    return [
      {
        id: 'owed',
        title: 'Amount owed by bucket (₱)',
        option: {
          color: [palette[3]],
          tooltip: { trigger: 'axis' },
          grid: { left: 60, right: 16, top: 20, bottom: 30 },
          xAxis: { type: 'category', data: buckets.map((b) => b.name) },
          yAxis: { type: 'value' },
          series: [{ type: 'bar', name: 'Owed', data: buckets.map((b) => b.amountCents / 100) }],
        },
      },
      {
        id: 'rolls',
        title: `Roll rates over ${data.rollDays} days (% of the bucket)`,
        option: {
          color: [palette[3], palette[0], palette[6]],
          tooltip: { trigger: 'axis' },
          legend: { bottom: 0 },
          grid: { left: 40, right: 16, top: 20, bottom: 50 },
          xAxis: { type: 'category', data: (data.rolls ?? []).map((r) => `${r.bucket} (${r.from})`) },
          yAxis: { type: 'value', max: 100 },
          series: [
            { type: 'bar', stack: 'r', name: 'Rolled forward', data: (data.rolls ?? []).map((r) => pct(r.rolled, r.from)) },
            { type: 'bar', stack: 'r', name: 'Cured', data: (data.rolls ?? []).map((r) => pct(r.cured, r.from)) },
            { type: 'bar', stack: 'r', name: 'Stayed', data: (data.rolls ?? []).map((r) => (r.from ? pct(r.from - r.rolled - r.cured, r.from) : 0)) },
          ],
        },
      },
      {
        id: 'promises',
        title: `Promises, 30 days: ${made} made, ${pct(p.kept, p.kept + p.broken)}% kept`,
        option: {
          color: [palette[0], palette[3], palette[1]],
          tooltip: { trigger: 'item' },
          legend: { bottom: 0 },
          // No promise: an empty ring that says so, not three equal slices of nothing.
          graphic: made ? [] : [{ type: 'text', left: 'center', top: 'middle', style: { text: 'No promise', fill: '#8c8c8c', fontSize: 13 } }],
          series: [
            {
              type: 'pie',
              radius: ['40%', '68%'],
              stillShowZeroSum: false,
              label: { show: made > 0, formatter: '{b}: {c}' },
              data: [
                { name: 'Kept', value: p.kept },
                { name: 'Broken', value: p.broken },
                { name: 'Pending', value: p.pending },
              ],
            },
          ],
        },
      },
    ]
  }, [data, buckets])
  return (
    <Row gutter={16}>
      {charts.map((c) => (
        <Col key={c.id} span={8}>
          <Card className="adm-card" size="small" title={c.title}>
            <Chart option={c.option} testId={`chart-${c.id}`} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
