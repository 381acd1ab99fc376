import { Card, Descriptions, Table, Tag, Typography } from 'antd'
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons'
import type { OrderDetail, ProfileField, RuleResult } from '../api'
import { t } from '../messages'
import { col } from './columns'

const ruleResultCol = col<RuleResult>()

/** A borrower's profile answers under their labels, grouped in the form's order. */
export function ProfileDescriptions({ fields }: { fields: ProfileField[] }) {
  return (
    <Descriptions column={2} size="small" bordered data-testid="profile-fields">
      {fields.map((f) => (
        <Descriptions.Item key={f.code} label={f.label}>
          {f.value || '—'}
        </Descriptions.Item>
      ))}
    </Descriptions>
  )
}

function Verdict({ r }: { r?: RuleResult }) {
  if (!r) return <Typography.Text type="secondary">—</Typography.Text>
  return r.passed ? (
    <Tag icon={<CheckCircleFilled />} color="green">
      {t('rulePassed')}
    </Tag>
  ) : (
    <Tag icon={<CloseCircleFilled />} color={r.onFail === 'reject' ? 'red' : 'orange'}>
      {r.onFail === 'reject' ? t('ruleFailedReject') : t('ruleFailedReview')}
    </Tag>
  )
}

/** The underwriting rules on an order: each rule's verdict now (the rules in force on the
 * borrower as they stand) beside the verdict recorded when the application was decided. */
export function RulesCard({ rules }: { rules: OrderDetail['rules'] }) {
  const recorded = new Map((rules.recorded ?? []).map((r) => [r.code, r]))
  return (
    <Card
      className="adm-card"
      size="small"
      data-testid="rules-card"
      title={t('rulesTitle')}
      extra={
        (rules.failed ?? []).length > 0 ? (
          <Tag color="red" data-testid="rules-failed">
            {t('rulesFailed', { n: (rules.failed ?? []).length })}
          </Tag>
        ) : (
          <Tag color="green">{t('rulesAllPassed')}</Tag>
        )
      }
    >
      <Table<RuleResult>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={rules.now ?? []}
        rowClassName={(r) => (r.passed ? '' : 'adm-row-warn')}
        columns={[
          ruleResultCol('title', { title: t('rule') }),
          { title: t('ruleNow'), render: (_: unknown, r) => <Verdict r={r} /> },
          ruleResultCol('detail', { title: t('ruleDetail') }),
          {
            title: rules.version ? t('ruleAtApplicationV', { v: rules.version }) : t('ruleAtApplication'),
            render: (_: unknown, r) => <Verdict r={recorded.get(r.code)} />,
          },
        ]}
      />
    </Card>
  )
}
