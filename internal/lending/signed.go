package lending

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/store"
)

// The documents a borrower accepts are stored as accepted, in the acceptance's transaction:
// the rendered contract, its plain text, its PDF, the SHA-256 of both, the template version and
// the evidence of the acceptance (docs/records.md).

// contractKinds names the loan's contracts in the records.
var contractKinds = map[int]string{
	ContractLoanAgreement: records.KindLoanAgreement,
	ContractPromissory:    records.KindPromissoryNote,
	ContractDisclosure:    records.KindDisclosure,
}

// AcceptedContracts are the contracts a borrower accepts by applying, in order.
var AcceptedContracts = []int{ContractLoanAgreement, ContractPromissory, ContractDisclosure}

// ContractText is a rendered contract as plain text: the title, the subtitle, then each
// section's heading (after "## "), paragraphs, rows ("text: value") and table (cells joined by
// " | "). It is the text the borrower accepted and the one its hash covers.
func ContractText(c Contract) string {
	var b strings.Builder
	line := func(s string) { b.WriteString(s); b.WriteByte('\n') }
	line(c.Title)
	line(c.Subtitle)
	for _, sec := range c.Sections {
		line("")
		line("## " + sec.Heading)
		for _, p := range sec.Paragraphs {
			line(p)
		}
		for _, r := range sec.Rows {
			line(r.Text + ": " + r.Value)
		}
		if sec.Table != nil {
			line(strings.Join(sec.Table.Columns, " | "))
			for _, row := range sec.Table.Rows {
				line(strings.Join(row, " | "))
			}
		}
	}
	if d := c.Disclosure; d.Name != "" {
		line("")
		line("## Lender")
		line(fmt.Sprintf("%s, SEC Registration No. %s, Certificate of Authority No. %s", d.Name, d.SECRegNo, d.CertAuthNo))
	}
	return b.String()
}

// sealDocument writes the contract's text and PDF and fills the document with them, their
// hashes and the evidence.
func sealDocument(c Contract, d records.SignedDocument, ev records.Evidence) (records.SignedDocument, error) {
	content, err := json.Marshal(c)
	if err != nil {
		return d, fmt.Errorf("lending: unable to store a contract: %w", err)
	}
	d.Title, d.Content, d.Text, d.Evidence = c.Title, string(content), ContractText(c), ev
	footer := fmt.Sprintf("Accepted %s (UTC) - text SHA-256 %s", time.UnixMilli(ev.AcceptedAt).UTC().Format("2006-01-02 15:04:05"), records.Sum([]byte(d.Text)))
	if d.PDF, err = records.PDF(d.Text, time.UnixMilli(ev.AcceptedAt), footer); err != nil {
		return d, err
	}
	d.Seal()
	return d, nil
}

// ConsentText is the wording a borrower agrees to on the confirmation page.
func ConsentText(titles []string) string {
	return "I have read and agree: " + strings.Join(titles, ", ")
}

// templatesInForce reads the template version in force for each accepted contract.
func (s *Service) templatesInForce(ctx context.Context) (map[int]records.Template, error) {
	out := map[int]records.Template{}
	for _, id := range AcceptedContracts {
		t, err := s.Store.ContractTemplate(ctx, id)
		if err != nil {
			return nil, err
		}
		out[id] = t
	}
	return out, nil
}

// loanAcceptance renders the contracts of order o as created (its frozen terms, the schedule
// being stored) with the template versions in force, for the application's transaction.
func (s *Service) loanAcceptance(o loans.Order, terms loans.Product, sched []loans.Installment, borrower string, tmpls map[int]records.Template, ev records.Evidence, cp loans.CapPolicy) (store.Acceptance, error) {
	f, err := s.orderFacts(o, terms, sched, nil, borrower, cp)
	if err != nil {
		return store.Acceptance{}, err
	}
	a := store.Acceptance{}
	var titles []string
	contracts := make([]Contract, 0, len(AcceptedContracts))
	for _, id := range AcceptedContracts {
		c := s.render(id, f, tmpls[id])
		contracts = append(contracts, c)
		titles = append(titles, c.Title)
	}
	if ev.ConsentText == "" {
		ev.ConsentText = ConsentText(titles)
	}
	summary := []map[string]any{}
	for i, id := range AcceptedContracts {
		d, err := sealDocument(contracts[i], records.SignedDocument{OrderID: o.ID, ContractID: id, Kind: contractKinds[id], TemplateVersion: tmpls[id].Version}, ev)
		if err != nil {
			return a, err
		}
		a.Documents = append(a.Documents, d)
		summary = append(summary, map[string]any{"kind": d.Kind, "templateVersion": d.TemplateVersion, "textSha256": d.TextSHA256, "pdfSha256": d.PDFSHA256})
	}
	a.Audit = admin.Entry{Action: "order.accept", Entity: "order", EntityID: strconv.FormatInt(o.ID, 10), IP: ev.IP, At: ev.AcceptedAt,
		After: map[string]any{"userId": o.UserID, "orderNo": o.OrderNo, "documents": summary, "sessionId": ev.SessionID, "deviceId": ev.DeviceID,
			"userAgent": ev.UserAgent, "consentMethod": ev.ConsentMethod, "consentText": ev.ConsentText}}
	return a, nil
}

// restructureAcceptance stores the offer as the borrower read it (the loan detail's offer and
// its disclosure statement, in their language) with the acceptance.
func restructureAcceptance(v RestructureOfferView, orderID, offerID int64, ev records.Evidence) (records.SignedDocument, error) {
	c := Contract{Title: v.Title, Subtitle: fmt.Sprintf("Restructure offer %d", offerID), Sections: append([]Section{{Heading: v.Title, Paragraphs: []string{v.Message}}}, v.Disclosure...)}
	c.Sections = append(c.Sections, Section{Heading: v.AcceptText, Paragraphs: []string{}, Table: v.Schedule})
	if ev.ConsentText == "" {
		ev.ConsentText = v.AcceptText
	}
	return sealDocument(c, records.SignedDocument{OrderID: orderID, RestructureID: offerID, Kind: records.KindRestructure}, ev)
}

// signedContract is contract id of an order as accepted; found is false when the order was
// accepted before copies were kept.
func (s *Service) signedContract(ctx context.Context, orderID int64, id int) (Contract, bool, error) {
	d, err := s.Store.SignedContract(ctx, orderID, 0, id)
	if errors.Is(err, store.ErrNotFound) {
		return Contract{}, false, nil
	}
	if err != nil {
		return Contract{}, false, err
	}
	var c Contract
	if err := json.Unmarshal([]byte(d.Content), &c); err != nil {
		return Contract{}, false, fmt.Errorf("lending: order %d: stored contract %d: %w", orderID, id, err)
	}
	return c, true, nil
}

// ErrNoSignedCopy: the order has no stored copy of the document (accepted before copies were
// kept, or no such document).
var ErrNoSignedCopy = apperr.New(apperr.CodeNotFound, "No signed copy of this document is kept for this loan.")

// SignedPDF is the PDF of contract id (0: the loan agreement) of one of the borrower's orders,
// as accepted, and its file name.
func (s *Service) SignedPDF(ctx context.Context, userID, orderID int64, id int) ([]byte, string, error) {
	o, err := s.OwnedOrder(ctx, userID, orderID)
	if err != nil {
		return nil, "", err
	}
	if id == 0 {
		id = ContractLoanAgreement
	}
	d, err := s.Store.SignedContract(ctx, orderID, 0, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, "", ErrNoSignedCopy
	}
	if err != nil {
		return nil, "", err
	}
	return d.PDF, fileName(o.OrderNo, d), nil
}

func fileName(orderNo string, d records.SignedDocument) string {
	name := orderNo + "-" + strings.ReplaceAll(d.Kind, "_", "-")
	if d.RestructureID > 0 {
		name += "-" + strconv.FormatInt(d.RestructureID, 10)
	}
	return name
}

// SignedDocuments are an order's accepted documents with their evidence (the back office's
// order page), without their text and PDF.
func (s *Service) SignedDocuments(ctx context.Context, orderID int64) ([]records.SignedDocument, error) {
	if _, err := s.Store.LoanOrderByID(ctx, orderID); err != nil {
		return nil, err
	}
	return s.Store.SignedDocuments(ctx, orderID)
}

// SignedFile is one accepted document for an operator, to be answered as its PDF (asPDF) or
// its text: the read is audited (operator, address, which file) in the transaction that reads
// it. The file name has no extension.
func (s *Service) SignedFile(ctx context.Context, orderID, docID int64, asPDF bool, operatorID int64, ip string) (records.SignedDocument, string, error) {
	format := "txt"
	if asPDF {
		format = "pdf"
	}
	o, err := s.Store.LoanOrderByID(ctx, orderID)
	if err != nil {
		return records.SignedDocument{}, "", err
	}
	d, err := s.Store.ReadSignedDocument(ctx, orderID, docID, admin.Entry{OperatorID: operatorID, Action: "order.signed_document_read." + format, IP: ip})
	if errors.Is(err, store.ErrNotFound) {
		return d, "", ErrNoSignedCopy
	}
	if err != nil {
		return d, "", err
	}
	return d, fileName(o.OrderNo, d), nil
}
