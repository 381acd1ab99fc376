import { Button } from 'antd-mobile'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { t } from '@/lib/i18n'
import { appClient, isOk, unwrap } from '@/lib/http'
import { showSuccess, showToast } from '@/lib/feedback'
import type { BorrowerData, Schema } from '@/lib/api/contract'
import { DetailList } from './parts'

/** An open restructure offer as the server renders it in the borrower's language. */
export type RestructureOffer = Schema<'RestructureOfferView'>

/** The plan the borrower accepted, as the loan detail keeps showing it. */
export type RestructurePlan = Schema<'RestructurePlanView'>

type RestructureData = BorrowerData<'/pautang/restructure-offer'>

async function getRestructure(orderId: string): Promise<RestructureData> {
  return unwrap(await appClient.post<RestructureData>('/pautang/restructure-offer', { orderId }))
}

function DocTable({ table }: { table: Schema<'Table'> | null | undefined }) {
  return (
    <div className="pt-loan-doc__table">
      <table>
        <thead>
          <tr>
            {(table?.columns ?? []).map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(table?.rows ?? []).map((row, r) => (
            <tr key={r}>
              {(row ?? []).map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The loan detail's restructure offer: the new plan, its disclosure statement, and Accept or
 * Not now (the offer stays open until its last day; ignoring it keeps the current plan). */
export function RestructureOfferCard({ orderId, onAccepted }: { orderId: string; onAccepted: () => Promise<unknown> }) {
  const queryClient = useQueryClient()
  const key = ['loans', 'restructure', orderId]
  const offer = useQuery({ queryKey: key, queryFn: () => getRestructure(orderId), enabled: orderId !== '', retry: false })
  const [hidden, setHidden] = useState(false)
  const [showDoc, setShowDoc] = useState(false)
  const [busy, setBusy] = useState(false)
  const o = offer.data?.offer
  const plan = offer.data?.accepted
  if (!o || hidden) {
    if (!plan) return null
    return (
      <section className="pt-card pt-restructure" data-testid="restructure-plan" style={{ marginTop: 16 }}>
        <h2 className="pt-section-title" style={{ margin: '0 0 6px' }}>
          {plan.title}
        </h2>
        <p className="pt-loan-note" style={{ margin: '0 0 10px' }}>
          {plan.message}
        </p>
        <DocTable table={plan.schedule} />
      </section>
    )
  }

  const accept = async () => {
    if (busy) return
    setBusy(true)
    try {
      const resp = await appClient.post('/pautang/restructure-accept', { orderId, offerId: o.offerId }, { loading: true })
      if (!isOk(resp, 'flag')) {
        showToast(resp.message)
        await queryClient.invalidateQueries({ queryKey: key })
        return
      }
      await queryClient.invalidateQueries({ queryKey: key })
      // The detail reloads first (its loading toast would replace the message).
      await onAccepted()
      showSuccess(t('restructureAccepted'))
    } catch {
      // Network failure: the client toasted 'error'.
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="pt-card pt-restructure" data-testid="restructure-offer" style={{ marginTop: 16 }}>
      <h2 className="pt-section-title" style={{ margin: '0 0 6px' }}>
        {o.title}
      </h2>
      <p className="pt-loan-note" style={{ margin: '0 0 10px' }}>
        {o.message}
      </p>
      <DetailList rows={o.rows} testId="restructure-rows" />
      <DocTable table={o.schedule} />
      <button type="button" className="pt-link-button" onClick={() => setShowDoc((v) => !v)} data-testid="restructure-doc-toggle" style={{ margin: '10px 0', background: 'none', border: 0, padding: 0, color: 'var(--pt-primary, #1677ff)', textDecoration: 'underline' }}>
        {showDoc ? t('restructureHideDisclosure') : t('restructureShowDisclosure')}
      </button>
      {showDoc ? (
        <article className="pt-loan-doc" data-testid="restructure-disclosure">
          {(o.disclosure ?? []).map((s, i) => (
            <section key={`${s.heading}-${i}`}>
              <h3>{s.heading}</h3>
              {(s.paragraphs ?? []).map((p, j) => (
                <p key={j}>{p}</p>
              ))}
              {s.rows?.length ? <DetailList rows={s.rows} /> : null}
              {s.table?.columns?.length ? <DocTable table={s.table} /> : null}
            </section>
          ))}
        </article>
      ) : null}
      <div className="pt-loan-actions" style={{ marginTop: 12 }}>
        <Button block size="large" shape="rounded" color="primary" loading={busy} onClick={() => void accept()} data-testid="restructure-accept">
          {o.acceptText}
        </Button>
        <Button block size="large" shape="rounded" color="primary" fill="outline" className="pt-loan-btn--secondary" onClick={() => setHidden(true)} data-testid="restructure-ignore">
          {o.ignoreText}
        </Button>
      </div>
    </section>
  )
}
