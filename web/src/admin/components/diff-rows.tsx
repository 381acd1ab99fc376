import { Typography } from 'antd'
import { t } from '../messages'

/** One named field a four-eyes request changes, worded by the server (never raw JSON). */
export interface DiffRow {
  field: string
  before: string
  after: string
}

/** Long values (a sentence, a paragraph of a contract) wrap; short ones stay on one line. */
const wrap = (r: DiffRow) => r.before.length + r.after.length > 40

/**
 * What a request changes, as the checker reads it: each field with its value before and after,
 * computed by the server when the request was made (so it shows the target as the maker saw it).
 */
export function DiffRows({ rows }: { rows: readonly DiffRow[] | null | undefined }) {
  if (!rows || rows.length === 0) return <Typography.Text type="secondary">{t('requestNoDiff')}</Typography.Text>
  return (
    <table className="adm-diff" data-testid="request-diff" style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500, paddingRight: 8, verticalAlign: 'top', minWidth: 110 }}>
              {r.field}
            </th>
            {r.before === r.after ? (
              // A row that names what the request is about (unchanged): its value once.
              <td colSpan={3} style={{ verticalAlign: 'top', minWidth: 180, maxWidth: 420 }} data-testid="diff-context">
                <Typography.Text>{r.after}</Typography.Text>
              </td>
            ) : (
              <>
                <td style={{ paddingRight: 4, whiteSpace: wrap(r) ? 'normal' : 'nowrap', overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                  <Typography.Text delete={r.before !== '—'} type="secondary">
                    {r.before}
                  </Typography.Text>
                </td>
                <td style={{ paddingRight: 4, verticalAlign: 'top' }} aria-hidden>
                  →
                </td>
                <td style={{ whiteSpace: wrap(r) ? 'normal' : 'nowrap', overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                  <Typography.Text strong>{r.after}</Typography.Text>
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
