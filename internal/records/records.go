// Package records holds the documents a borrower accepted, as accepted: their text, their
// PDF, the SHA-256 of each and the evidence of the acceptance (docs/records.md). It has no
// SQL (the store keeps the rows) and no clock (the caller gives the acceptance time).
package records

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// Kinds of accepted documents.
const (
	KindLoanAgreement  = "loan_agreement"
	KindPromissoryNote = "promissory_note"
	KindDisclosure     = "disclosure_statement"
	KindRestructure    = "restructure_agreement"
)

// Consent methods: how the borrower gave their consent.
const (
	// ConsentCheckbox: the confirmation page's "I have read and agree" box was ticked before
	// the borrower tapped Next (the page sends agreed=1).
	ConsentCheckbox = "checkbox"
	// ConsentConfirm: the borrower tapped the button that applies on a page showing the
	// documents (a client that does not send the box's state; the old confirmation).
	ConsentConfirm = "confirm_button"
	// ConsentAcceptButton: the borrower tapped "Accept" on the restructure offer.
	ConsentAcceptButton = "accept_button"
)

// Evidence is what shows who accepted a document, when and how.
type Evidence struct {
	AcceptedAt    int64  `json:"acceptedAt"` // Unix ms, from the server's clock
	IP            string `json:"ip"`
	UserAgent     string `json:"userAgent"`
	DeviceID      string `json:"deviceId"`
	SessionID     int64  `json:"sessionId"` // the session's row id (never its token)
	ConsentMethod string `json:"consentMethod"`
	ConsentText   string `json:"consentText"` // the words the borrower agreed to
}

// SignedDocument is one accepted document.
type SignedDocument struct {
	ID              int64  `json:"id"`
	OrderID         int64  `json:"orderId"`
	RestructureID   int64  `json:"restructureId"` // 0: the loan's own contracts
	ContractID      int    `json:"contractId"`
	Kind            string `json:"kind"`
	Title           string `json:"title"`
	TemplateVersion int    `json:"templateVersion"` // 0: the built-in text
	TextSHA256      string `json:"textSha256"`
	PDFSHA256       string `json:"pdfSha256"`
	PDFBytes        int    `json:"pdfBytes"`
	Evidence
	// Content is the rendered contract as the pages show it (JSON); Text its plain text (the
	// signed text); PDF the file. Lists leave them empty.
	Content string `json:"-"`
	Text    string `json:"-"`
	PDF     []byte `json:"-"`
}

// Template is one version of an operator's contract template.
type Template struct {
	ContractID int
	Version    int // 0: no operator template was ever saved (the built-in text)
	Title      string
	Body       string
	Builtin    bool // the built-in text applies (no template, or the operator removed it)
}

// Sum is the hex SHA-256 of b.
func Sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// Seal fills the document's hashes and sizes from its text and PDF.
func (d *SignedDocument) Seal() {
	d.TextSHA256, d.PDFSHA256 = Sum([]byte(d.Text)), Sum(d.PDF)
	d.PDFBytes = len(d.PDF)
}

// Verify reports whether the stored text and PDF still have their recorded hashes.
func (d SignedDocument) Verify() error {
	if got := Sum([]byte(d.Text)); got != d.TextSHA256 {
		return fmt.Errorf("records: document %d: text hash %s, recorded %s", d.ID, got, d.TextSHA256)
	}
	if got := Sum(d.PDF); got != d.PDFSHA256 {
		return fmt.Errorf("records: document %d: PDF hash %s, recorded %s", d.ID, got, d.PDFSHA256)
	}
	return nil
}

// PDFText is the text as the PDF writes it: the peso sign (outside the PDF's standard fonts)
// as "PHP ".
func PDFText(text string) string {
	return strings.ReplaceAll(text, "₱", "PHP ")
}

// PDF lays the text out on A4 pages: the first line as the title, lines starting with "## "
// as headings, the rest as paragraphs; a footer names the acceptance and the text's SHA-256.
// The file is written uncompressed, so its text can be read and searched in the file itself,
// and with the acceptance time as its creation date, so the same input gives the same bytes.
func PDF(text string, acceptedAt time.Time, footer string) ([]byte, error) {
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	p.SetCatalogSort(true) // fonts and objects in a fixed order, not a map's
	p.SetCreationDate(acceptedAt.UTC())
	p.SetModificationDate(acceptedAt.UTC())
	p.SetProducer("Pautang", false)
	p.SetMargins(18, 18, 18)
	p.SetAutoPageBreak(true, 20)
	tr := p.UnicodeTranslatorFromDescriptor("") // cp1252: the standard fonts' encoding
	p.SetFooterFunc(func() {
		p.SetY(-14)
		p.SetFont("Helvetica", "", 7)
		p.CellFormat(0, 4, tr(PDFText(footer))+fmt.Sprintf("   Page %d", p.PageNo()), "", 0, "C", false, 0, "")
	})
	p.AddPage()
	lines := strings.Split(PDFText(text), "\n")
	for i, line := range lines {
		switch {
		case i == 0:
			p.SetFont("Helvetica", "B", 15)
			p.MultiCell(0, 7, tr(line), "", "L", false)
			p.Ln(2)
		case strings.HasPrefix(line, "## "):
			p.Ln(2)
			p.SetFont("Helvetica", "B", 11)
			p.MultiCell(0, 6, tr(strings.TrimPrefix(line, "## ")), "", "L", false)
		case line == "":
			p.Ln(2)
		default:
			p.SetFont("Helvetica", "", 9.5)
			p.MultiCell(0, 4.8, tr(line), "", "L", false)
		}
	}
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		return nil, fmt.Errorf("records: unable to write the PDF: %w", err)
	}
	return buf.Bytes(), nil
}
