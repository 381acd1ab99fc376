import { useState } from 'react'
import { Alert, App, Button, Card, Col, Row, Space, Switch, Table, Tag, Typography, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { api, ApiError } from '../api'
import { peso } from '../format'
import type { AdminData, Schema } from '@/lib/api/contract'
import type { ColumnType } from 'antd/es/table'
import { col } from '../components/columns'

const lineCol = col<Schema<'Line'>>()
const statementMatchCol = col<Schema<'StatementMatch'>>()
const transferCol = col<Schema<'Transfer'>>()

type Result = AdminData<'/transfers/statement', 'post'>

/** Bank statement import: the bank's CSV is matched to the transfers borrowers submitted (their
 * UTR or our reference, and the amount); matches are booked, what is left on either side is
 * listed for an operator to follow up on the transfer desk. */
export default function FinanceStatementPage() {
  const { message } = App.useApp()
  const [preview, setPreview] = useState(true)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  const [error, setError] = useState('')
  const upload = async (file: File) => {
    setBusy(true)
    setError('')
    try {
      const form = new FormData()
      form.append('file', file)
      const r = await api.upload<AdminData<'/transfers/statement', 'post'>>(`/transfers/statement${preview ? '?dryRun=1' : ''}`, form)
      setResult(r)
      if (!r.dryRun) {
        message.success(`${(r.matched ?? []).filter((m) => !m.error).length} matches from ${r.lines} statement lines sent for approval: another operator books them in Requests.`)
        window.dispatchEvent(new Event('adm-requests-changed'))
      }
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  const lineCols: ColumnType<Schema<'Line'>>[] = [
    lineCol('row', { title: 'Row', width: 60 }),
    lineCol('date', { title: 'Date' }),
    lineCol('utr', { title: 'UTR' }),
    lineCol('text', { title: 'Description' }),
    lineCol('amount', { title: 'Amount', align: 'right' as const, render: (v: number) => peso(v) }),
  ]
  return (
    <Card className="adm-card" title="Bank statement import">
      <Space wrap style={{ marginBottom: 16 }}>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(f) => {
            void upload(f)
            return false
          }}>
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="statement-upload">
            Upload statement CSV
          </Button>
        </Upload>
        <Switch checked={!preview} onChange={(book) => setPreview(!book)} data-testid="statement-preview" />
        <Typography.Text>{preview ? 'Send the matches for approval (off: preview only)' : 'Send the matches for approval'}</Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary">
        The file needs a reference (UTR) column and an amount or credit column. A transfer is booked only when a statement line shows it: the UTR the
        borrower declared, or our repayment reference in the line, and the same amount to the centavo.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {result && (
        <>
          <Alert
            style={{ marginBottom: 16 }}
            type={(result.unmatchedLines ?? []).length || (result.unmatchedTransfers ?? []).length ? 'warning' : 'success'}
            showIcon
            data-testid="statement-summary"
            title={`${result.lines} credit lines · ${(result.matched ?? []).length} matched${result.dryRun ? ' (preview)' : ''} · ${(result.unmatchedLines ?? []).length} lines and ${(result.unmatchedTransfers ?? []).length} transfers unmatched`}
          />
          <Typography.Title level={5}>Matched</Typography.Title>
          <Table<Schema<'StatementMatch'>>
            size="small"
            rowKey={(m) => m.transfer.reference}
            pagination={false}
            data-testid="statement-matched"
            dataSource={result.matched ?? []}
            columns={[
              { title: 'Reference', render: (_: unknown, m: Schema<'StatementMatch'>) => m.transfer.reference },
              { title: 'UTR', render: (_: unknown, m: Schema<'StatementMatch'>) => m.line.utr },
              { title: 'Amount', align: 'right' as const, render: (_: unknown, m: Schema<'StatementMatch'>) => peso(m.line.amount) },
              statementMatchCol('by', { title: 'By', render: (v: string) => <Tag>{v === 'utr' ? 'declared UTR' : 'reference in line'}</Tag> }),
              {
                title: 'Result',
                render: (_: unknown, m: Schema<'StatementMatch'>) =>
                  m.error ? <Tag color="red">{m.error}</Tag> : result.dryRun ? (
                    <Tag color="blue">to book</Tag>
                  ) : m.outcome === 'sent_for_approval' ? (
                    <Tag color="gold">sent for approval #{m.requestId}</Tag>
                  ) : (
                    <Tag color="green">{m.outcome}</Tag>
                  ),
              },
            ]}
          />
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col xs={24} xl={14}>
              <Typography.Title level={5}>Statement lines no transfer claims</Typography.Title>
              <Table<Schema<'Line'>> size="small" rowKey="row" pagination={false} data-testid="statement-lines" dataSource={result.unmatchedLines ?? []} columns={lineCols} />
            </Col>
            <Col xs={24} xl={10}>
              <Typography.Title level={5}>Transfers no line shows</Typography.Title>
              <Table<Schema<'Transfer'>>
                size="small"
                rowKey="reference"
                pagination={false}
                data-testid="statement-transfers"
                dataSource={result.unmatchedTransfers ?? []}
                columns={[
                  transferCol('reference', { title: 'Reference' }),
                  transferCol('utr', { title: 'Declared UTR' }),
                  transferCol('amount', { title: 'Amount', align: 'right' as const, render: (v: number) => peso(v) }),
                ]}
              />
            </Col>
          </Row>
        </>
      )}
    </Card>
  )
}
