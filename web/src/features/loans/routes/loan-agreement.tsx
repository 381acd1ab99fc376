import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { ErrorState, PageHeader, SkeletonList } from '@/components'
import { t } from '@/lib/i18n'
import { getCommonParam } from '@/lib/params'
import { useContractContent } from '../api/loans'
import type { ContractContent } from '../api/types'
import { DetailList, DisclosureCard } from '../components/parts'
import { GENERIC_LOAN_AGREEMENT } from '../content/loan-agreement'
import '../components/loans.css'

/**
 * /loanAgreement: a contract of the confirmation (contractId, from contract-jump),
 * or the generic loan agreement when no contractId is given.
 */
export default function LoanAgreementPage() {
  const [search] = useSearchParams()
  const contractId = search.get('contractId') ?? ''
  // embed=1: framed inside the confirm page's agreement modal, which has its own chrome.
  const embedded = search.get('embed') === '1'
  const content = useContractContent(contractId, getCommonParam('productId'), getCommonParam('orderId'), search.get('amount') ?? '')
  const doc: ContractContent | undefined = contractId ? content.data : GENERIC_LOAN_AGREEMENT

  useEffect(() => {
    if (doc?.title) document.title = doc.title
  }, [doc?.title])

  return (
    <div className={`pt-page pt-loan-agreement${embedded ? ' pt-loan-agreement--embedded' : ''}`}>
      {embedded ? null : <PageHeader title={t('loanAgreement')} />}
      <main className={embedded ? '' : 'pt-section'} style={{ paddingTop: embedded ? 0 : 16 }}>
        {contractId && content.isPending ? (
          <SkeletonList rows={4} />
        ) : contractId && (content.isError || !content.data) ? (
          <ErrorState error={content.error} onRetry={() => content.refetch()} />
        ) : doc ? (
          <article className="pt-card pt-loan-doc" data-testid="agreement-text" lang="en">
            <h1 style={{ fontSize: 18, margin: '0 0 6px' }}>{doc.title}</h1>
            {doc.subtitle ? <div className="pt-loan-doc__meta">{doc.subtitle}</div> : null}
            {doc.sections.map((section, i) => (
              <section key={`${section.heading}-${i}`}>
                <h2>{section.heading}</h2>
                {(section.paragraphs ?? []).map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
                {section.rows?.length ? <DetailList rows={section.rows} /> : null}
                {section.table?.columns?.length ? (
                  <div className="pt-loan-doc__table">
                    <table>
                      <thead>
                        <tr>
                          {section.table.columns.map((c) => (
                            <th key={c}>{c}</th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {section.table.rows.map((row, r) => (
                          <tr key={r}>
                            {row.map((cell, c) => (
                              <td key={c}>{cell}</td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : null}
              </section>
            ))}
            <DisclosureCard disclosure={doc.disclosure} />
          </article>
        ) : null}
      </main>
    </div>
  )
}
