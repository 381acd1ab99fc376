import { useMemo, useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { Alert, Button, Card, Col, DatePicker, Row, Table } from 'antd'
import { Chart, palette } from '../components/chart'
import { peso } from '../format'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const rateCol = col<Rate>()

type Rate = Schema<'Rate'>

type Rates = AdminData<'/collections/rates'>

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0)

/** Collection rate by bucket over a chosen range: of what the loans owed on entering each
 * bucket, the share collected while they were in it (docs/collections.md has the definition).
 * The range defaults to the server's last 30 days. */
export function CollectionRateCard() {
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null)
  const qs = range ? `?from=${range[0].format('YYYY-MM-DD')}&to=${range[1].format('YYYY-MM-DD')}` : ''
  const { data, error, reload } = useLoad<Rates>(`/collections/rates${qs}`)
  const option = useMemo(
    () =>
      data && {
        color: [palette[0]],
        tooltip: { trigger: 'axis' },
        grid: { left: 40, right: 16, top: 20, bottom: 30 },
        xAxis: { type: 'category', data: (data.rates ?? []).map((r) => `${r.bucket} (${r.loans})`) },
        yAxis: { type: 'value', max: 100 },
        series: [{ type: 'bar', name: 'Collected (% of due)', data: (data.rates ?? []).map((r) => pct(r.collectedCents, r.dueCents)), label: { show: true, position: 'top', formatter: '{c}%' } }],
      },
    [data],
  )
  const shown: [Dayjs, Dayjs] | null = range ?? (data ? [dayjs(data.from), dayjs(data.to)] : null)
  return (
    <Card
      className="adm-card"
      size="small"
      title={data ? `Collection rate by bucket, ${data.from} to ${data.to}` : 'Collection rate by bucket'}
      extra={
        <DatePicker.RangePicker
          size="small"
          allowClear={false}
          value={shown}
          onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])}
          data-testid="rates-range"
        />
      }
    >
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />}
      {data && option && (
        <Row gutter={16}>
          <Col span={10}>
            <Chart option={option} testId="chart-rates" />
          </Col>
          <Col span={14}>
            <Table<Rate>
              rowKey="bucket"
              size="small"
              pagination={false}
              dataSource={data.rates ?? []}
              data-testid="rates-table"
              columns={[
                rateCol('bucket', { title: 'Bucket' }),
                rateCol('loans', { title: 'Loans' }),
                rateCol('dueCents', { title: 'Due on entering', render: (v: number) => peso(v) }),
                rateCol('collectedCents', { title: 'Collected in it', render: (v: number) => peso(v) }),
                { title: 'Rate', key: 'rate', render: (_: unknown, r) => `${pct(r.collectedCents, r.dueCents)}%` },
              ]}
            />
          </Col>
        </Row>
      )}
    </Card>
  )
}
