import { Card, Typography } from 'antd'
import { SafetyOutlined } from '@ant-design/icons'

/** The card of the login's later steps (code, set-up link, enrolment) on the login background. */
export function Frame({ title, wide, children }: { title: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className="adm-login">
      <Card className={wide ? 'adm-login-card adm-wide' : 'adm-login-card'}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 8 }}>
          <span className="adm-brand-mark">
            <SafetyOutlined />
          </span>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </div>
        {children}
      </Card>
    </div>
  )
}
