import { describe, expect, it } from 'vitest'
import { col } from './columns'

interface Row {
  id: number
  name: string
}

describe('col', () => {
  it('makes an antd column whose dataIndex is the field', () => {
    const c = col<Row>()
    const column = c('name', { title: 'Name', render: (v) => v.toUpperCase() })
    expect(column.dataIndex).toBe('name')
    expect(column.title).toBe('Name')
    expect((column.render as (v: string, r: Row, i: number) => unknown)('ana', { id: 1, name: 'ana' }, 0)).toBe('ANA')
  })

  it('refuses a field the row does not have (checked by tsc)', () => {
    const c = col<Row>()
    // @ts-expect-error: 'amount' is not a field of Row
    const column = c('amount', { title: 'Amount' })
    expect(column.dataIndex).toBe('amount')
  })
})
