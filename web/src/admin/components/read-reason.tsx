import { useState } from 'react'
import { AutoComplete, Button, Card, Modal, Space, Typography } from 'antd'
import { DownloadOutlined, LockOutlined } from '@ant-design/icons'

/** Reasons an operator often gives; any other text of 3 to 200 characters does too. */
export const readReasons = [
  'Customer called or wrote to us',
  'Collections follow-up',
  'Complaint handling',
  'Identity or fraud check',
  'Loan application review',
  'Regulator or audit request',
]

/** A reason the server takes: 3 to 200 characters once trimmed. */
export const reasonOK = (s: string) => s.trim().length >= 3 && s.trim().length <= 200

/** The field of a read's reason: pick one of the usual reasons or type another. */
export function ReasonInput({ value, onChange, onEnter }: { value: string; onChange: (v: string) => void; onEnter?: () => void }) {
  return (
    <AutoComplete
      value={value}
      onChange={onChange}
      options={readReasons.map((r) => ({ value: r }))}
      placeholder="Why do you need this borrower's data?"
      style={{ width: '100%' }}
      maxLength={200}
      filterOption={(input, o) => String(o?.value ?? '').toLowerCase().includes(input.toLowerCase())}
      onKeyDown={(e) => e.key === 'Enter' && reasonOK(value) && onEnter?.()}
      data-testid="read-reason-input"
    />
  )
}

/** Stands before a page that reveals a borrower's personal data: the page opens once the
 * operator gives a reason, which the server writes in the audit log with the read. */
export function ReasonGate({ what, onGiven }: { what: string; onGiven: (reason: string) => void }) {
  const [reason, setReason] = useState('')
  const go = () => reasonOK(reason) && onGiven(reason.trim())
  return (
    <Card className="adm-card" data-testid="read-reason" style={{ maxWidth: 560 }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          <LockOutlined /> {what}
        </Typography.Title>
        <Typography.Text type="secondary">
          This shows a borrower's personal data. Say why you open it: the reason, your name and the time are kept in the audit log.
        </Typography.Text>
        <ReasonInput value={reason} onChange={setReason} onEnter={go} />
        <Button type="primary" disabled={!reasonOK(reason)} onClick={go} data-testid="read-reason-ok">
          Open
        </Button>
      </Space>
    </Card>
  )
}

/** The link to a CSV of a list's filtered rows (every page), streamed by the server: a click
 * asks the reason first (the export is audited with its filter, row count and reason). */
export function ReasonedDownload({ href, testId, label }: { href: string; testId: string; label: string }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const go = () => {
    if (!reasonOK(reason)) return
    setOpen(false)
    window.location.assign(`${href}${href.includes('?') ? '&' : '?'}reason=${encodeURIComponent(reason.trim())}`)
  }
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        href={href}
        onClick={(e) => {
          e.preventDefault()
          setOpen(true)
        }}
        data-testid={testId}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title="Why do you export this list?"
        okText="Export"
        okButtonProps={{ disabled: !reasonOK(reason), 'data-testid': 'read-reason-ok' } as React.ComponentProps<typeof Button>}
        onOk={go}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <div data-testid="read-reason">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              The file holds borrowers' personal data. The reason, the filter, the number of rows, your name and the time are kept in the audit log.
            </Typography.Text>
            <ReasonInput value={reason} onChange={setReason} onEnter={go} />
          </Space>
        </div>
      </Modal>
    </>
  )
}
