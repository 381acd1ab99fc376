import { Tag } from 'antd'
import { statusColors, statusNames } from '../format'

/** An order status code with its name. */
export function StatusTag({ status }: { status: number }) {
  return (
    <Tag color={statusColors[status] ?? 'default'} data-status={status}>
      {status} · {statusNames[status] ?? 'Unknown'}
    </Tag>
  )
}
