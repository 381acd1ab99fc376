import { Link } from 'react-router'
import { Typography } from 'antd'

/** A list's borrower column: the name as a link to the borrower's 360 page, the phone (masked
 * per role by the server) below it; a list that has no name links the phone. */
export function BorrowerCell({ userId, name, phone, testIds }: { userId: number; name?: string; phone: string; testIds?: { name: string; phone: string } }) {
  const to = `/collections/borrowers/${userId}`
  if (name === undefined) {
    return (
      <Link to={to} data-testid="borrower-link" style={{ whiteSpace: 'nowrap' }}>
        {phone}
      </Link>
    )
  }
  return (
    <div>
      <Link to={to} data-testid="borrower-link">
        <span data-testid={testIds?.name}>{name || '—'}</span>
      </Link>
      <br />
      <Typography.Text type="secondary" data-testid={testIds?.phone} style={{ whiteSpace: 'nowrap' }}>
        {phone}
      </Typography.Text>
    </div>
  )
}
