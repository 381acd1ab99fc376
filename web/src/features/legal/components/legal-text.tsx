import type { LegalDocument } from '../content/types'
import './legal.css'

/** Renders a long legal text: introduction, then numbered sections. */
export function LegalText({ doc }: { doc: LegalDocument }) {
  return (
    <article className="pt-legal" data-testid="legal-text" lang="en">
      {doc.intro.map((p, i) => (
        <p key={`intro-${i}`}>{p}</p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`}>
          <h2 id={`${section.id}-h`}>{section.heading}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.bullets?.length ? (
            <ul>
              {section.bullets.map((b, i) => (
                <li key={i}>{b}</li>
              ))}
            </ul>
          ) : null}
          {(section.after ?? []).map((p, i) => (
            <p key={`after-${i}`}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
