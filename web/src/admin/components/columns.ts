import type { ReactNode } from 'react'
import type { ColumnType } from 'antd/es/table'

/** A column as col() takes it: antd's column without dataIndex, its render typed by the field. */
export type FieldColumn<Row, K extends keyof Row> = Omit<ColumnType<Row>, 'dataIndex' | 'render'> & {
  render?: (value: Row[K], record: Row, index: number) => ReactNode
}

/**
 * A typed column maker for a table of Row: `const orderCol = col<OrderRow>()`, then
 * `orderCol('amount', { title, render: peso })`. The field must be a key of Row (a row type
 * generated from the API contract), so a field the server renamed or dropped fails `tsc`
 * where antd's string dataIndex would render an empty cell; render receives Row[field].
 */
export function col<Row>() {
  return <K extends keyof Row & string>(dataIndex: K, column: FieldColumn<Row, K> = {}): ColumnType<Row> =>
    ({ ...column, dataIndex }) as ColumnType<Row>
}
