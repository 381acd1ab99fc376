import { useState } from 'react'
import { Link } from 'react-router'
import { App, Button, Card, Form, Input, InputNumber, Modal, Switch, Table, Tag } from 'antd'
import { api, ApiError, type TransferRow } from '../api'
import { useAuth } from '../auth'
import { dateTime, peso } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'

/**
 * The transfer desk: bank-transfer repayments (InstaPay / PESONet) waiting for their money. An
 * agent matches a line of the lender's bank statement to one of them by its UTR; the server books
 * it once, under the same ledger ref the gateway's report of that transfer would use.
 */
export default function TransfersPage() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const [all, setAll] = useState(false)
  const { data, loading, reload } = useLoad<{ transfers: TransferRow[] }>(`/transfers${all ? '?all=1' : ''}`)
  const [matching, setMatching] = useState<TransferRow | null>(null)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<{ utr: string; pesos: number; reason: string }>()

  const open = (row: TransferRow) => {
    setMatching(row)
    form.setFieldsValue({ utr: row.utr, pesos: (row.amount - row.paid) / 100 })
  }
  const submit = async () => {
    if (!matching) return
    const v = await form.validateFields()
    setBusy(true)
    try {
      await api.post('/transfers/match', { reference: matching.reference, utr: v.utr, amount: Math.round(v.pesos * 100), reason: v.reason })
      window.dispatchEvent(new Event('adm-requests-changed'))
      message.success(t('transferMatched'))
      setMatching(null)
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="adm-card" title={t('transfersTitle')} extra={<Switch checkedChildren={t('all')} unCheckedChildren={t('pending')} checked={all} onChange={setAll} />}>
      <Table<TransferRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.transfers ?? []}
        pagination={{ pageSize: 50 }}
        columns={[
          { title: t('reference'), dataIndex: 'reference' },
          { title: t('order'), dataIndex: 'orderId', render: (id: number) => <Link to={`/loans/${id}`}>#{id}</Link> },
          { title: t('amount'), dataIndex: 'amount', render: (c: number, r) => (r.isDelay ? `${peso(c)} (${t('rollover')})` : peso(c)) },
          { title: 'UTR', dataIndex: 'utr', render: (u: string) => u || <Tag>{t('noUtrYet')}</Tag> },
          { title: t('status'), dataIndex: 'status', render: (s: string) => <Tag color={s === 'pending' ? 'gold' : s === 'succeeded' ? 'green' : 'default'}>{s}</Tag> },
          { title: t('created'), dataIndex: 'createdAt', render: dateTime },
          {
            title: '',
            key: 'match',
            render: (_: unknown, r) =>
              r.status === 'pending' && can('repayments.match') ? (
                <Button size="small" type="primary" onClick={() => open(r)} data-testid={`match-${r.reference}`}>
                  {t('match')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal open={matching !== null} title={`${t('match')} ${matching?.reference ?? ''}`} onCancel={() => setMatching(null)} onOk={submit} okText={t('sentForApproval').replace('Sent', 'Send')} confirmLoading={busy}>
        <Form form={form} layout="vertical">
          <Form.Item name="utr" label={t('utrOnStatement')} rules={[{ required: true, min: 6, max: 40, pattern: /^\S+$/ }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="pesos" label={t('amountOnStatement')} rules={[{ required: true, type: 'number', min: 0.01 }]}>
            <InputNumber prefix="₱" precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label={t('matchReason')} rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, { max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
