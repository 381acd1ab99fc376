/** A long legal text: an introduction and numbered sections (paragraphs, then an optional list, then more paragraphs). */
export interface LegalSection {
  id: string
  heading: string
  paragraphs: string[]
  bullets?: string[]
  after?: string[]
}

export interface LegalDocument {
  intro: string[]
  sections: LegalSection[]
}
