package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/records"
)

// Records holds the accepted documents and the contract template versions (docs/records.md);
// Store.Records() hands it out.
type Records struct{ *Store }

// Records returns the accepted-documents queries.
func (s *Store) Records() Records { return Records{s} }

// Acceptance is what an acceptance stores with its change: the documents as accepted and the
// audit row, in the change's transaction.
type Acceptance struct {
	Documents []records.SignedDocument
	Audit     admin.Entry
}

// writeAcceptance inserts the documents and the audit row in tx (the audit's fault point runs
// first, after the documents, so a test can break the transaction there).
func (s *Store) writeAcceptance(ctx context.Context, tx Querier, a Acceptance) error {
	for _, d := range a.Documents {
		if _, err := tx.ExecContext(ctx, `INSERT INTO signed_documents (order_id, restructure_id, contract_id, kind, title, template_version,
				content, body, text_sha256, pdf, pdf_sha256, accepted_at, ip, user_agent, device_id, session_id, consent_method, consent_text)
			VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
			d.OrderID, d.RestructureID, d.ContractID, d.Kind, d.Title, d.TemplateVersion, d.Content, d.Text, d.TextSHA256, d.PDF, d.PDFSHA256,
			d.AcceptedAt, d.IP, d.UserAgent, d.DeviceID, d.SessionID, d.ConsentMethod, d.ConsentText); err != nil {
			return fmt.Errorf("store: unable to store the accepted %s: %w", d.Kind, err)
		}
	}
	if err := s.fault("audit:" + a.Audit.Action); err != nil {
		return err
	}
	if a.Audit.At == 0 {
		a.Audit.At = s.Now()
	}
	return insertAudit(ctx, tx, a.Audit)
}

// Accept stores an acceptance's documents and audit row in the unit of work t.
func (t *Tx) Accept(ctx context.Context, a Acceptance) error {
	return t.s.writeAcceptance(ctx, t.q, a)
}

const signedMetaCols = `id, order_id, restructure_id, contract_id, kind, title, template_version, text_sha256, pdf_sha256,
	accepted_at, ip, user_agent, device_id, session_id, consent_method, consent_text`

func scanSignedMeta(r Row, d *records.SignedDocument, more ...any) error {
	return r.Scan(append([]any{&d.ID, &d.OrderID, &d.RestructureID, &d.ContractID, &d.Kind, &d.Title, &d.TemplateVersion, &d.TextSHA256, &d.PDFSHA256,
		&d.AcceptedAt, &d.IP, &d.UserAgent, &d.DeviceID, &d.SessionID, &d.ConsentMethod, &d.ConsentText}, more...)...)
}

// SignedDocuments lists an order's accepted documents (the loan's, then each restructure's),
// without their text and PDF (their sizes filled).
func (s Records) SignedDocuments(ctx context.Context, orderID int64) ([]records.SignedDocument, error) {
	out := []records.SignedDocument{}
	err := queryEach(ctx, s.DB, `SELECT `+signedMetaCols+`, LENGTH(pdf) FROM signed_documents WHERE order_id = $1 ORDER BY restructure_id, contract_id`,
		[]any{orderID}, func(r Row) error {
			var d records.SignedDocument
			err := scanSignedMeta(r, &d, &d.PDFBytes)
			out = append(out, d)
			return err
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the accepted documents: %w", err)
	}
	return out, nil
}

func (s Records) signedDocument(ctx context.Context, q Querier, where string, args ...any) (records.SignedDocument, error) {
	var d records.SignedDocument
	err := scanSignedMeta(q.QueryRowContext(ctx, `SELECT `+signedMetaCols+`, content, body, pdf FROM signed_documents WHERE `+where, args...), &d, &d.Content, &d.Text, &d.PDF)
	if errors.Is(err, sql.ErrNoRows) {
		return d, ErrNotFound
	}
	if err != nil {
		return d, fmt.Errorf("store: unable to read an accepted document: %w", err)
	}
	d.PDFBytes = len(d.PDF)
	return d, nil
}

// SignedContract is contract contractID of an order as accepted (restructureID 0: the loan's
// own contracts); ErrNotFound when none was stored.
func (s Records) SignedContract(ctx context.Context, orderID, restructureID int64, contractID int) (records.SignedDocument, error) {
	return s.signedDocument(ctx, s.DB, `order_id = $1 AND restructure_id = $2 AND contract_id = $3`, orderID, restructureID, contractID)
}

// ReadSignedDocument reads document id of an order for an operator and writes the read's
// audit row (audit: the operator, the action, the address) in one transaction.
func (s Records) ReadSignedDocument(ctx context.Context, orderID, id int64, audit admin.Entry) (records.SignedDocument, error) {
	var d records.SignedDocument
	err := s.Tx(ctx, func(tx Querier) error {
		var err error
		if d, err = s.signedDocument(ctx, tx, `order_id = $1 AND id = $2`, orderID, id); err != nil {
			return err
		}
		audit.Entity, audit.EntityID, audit.At = "order", strconv.FormatInt(orderID, 10), s.Now()
		audit.After = map[string]any{"documentId": d.ID, "kind": d.Kind, "textSha256": d.TextSHA256, "pdfSha256": d.PDFSHA256}
		return insertAudit(ctx, tx, audit)
	})
	return d, err
}

// ContractTemplate is the template version in force for contract id: the latest version
// stored. A catalogue document saved before versions were kept (or by a path that did not add
// them) is brought in as a new version first, so the version always names the text in force.
func (s Catalog) ContractTemplate(ctx context.Context, id int) (records.Template, error) {
	latest, err := latestTemplate(ctx, s.DB, id)
	if err != nil {
		return latest, err
	}
	raw, saved, err := s.CatalogSetting(ctx, admin.SettingContracts)
	if err != nil || !saved {
		return latest, err
	}
	want, err := templateOf(raw, id)
	if err != nil {
		return latest, err
	}
	if sameTemplate(latest, want) {
		return latest, nil
	}
	err = s.Tx(ctx, func(tx Querier) error { return syncTemplateVersions(ctx, tx, raw, 0, s.Now()) })
	if err != nil {
		return latest, err
	}
	return latestTemplate(ctx, s.DB, id)
}

func latestTemplate(ctx context.Context, q Querier, id int) (records.Template, error) {
	t := records.Template{ContractID: id, Builtin: true}
	var builtin int
	err := q.QueryRowContext(ctx, `SELECT version, title, body, builtin FROM contract_template_versions WHERE contract_id = $1 ORDER BY version DESC LIMIT 1`, id).
		Scan(&t.Version, &t.Title, &t.Body, &builtin)
	if errors.Is(err, sql.ErrNoRows) {
		return t, nil
	}
	if err != nil {
		return t, fmt.Errorf("store: unable to read the contract template: %w", err)
	}
	t.Builtin = builtin == 1
	return t, nil
}

// templateOf is contract id's template in the catalogue document raw (Builtin when absent).
func templateOf(raw string, id int) (records.Template, error) {
	all, err := templatesOf(raw)
	if err != nil {
		return records.Template{}, err
	}
	for _, t := range all {
		if t.ContractID == id {
			return t, nil
		}
	}
	return records.Template{ContractID: id, Builtin: true}, nil
}

func templatesOf(raw string) ([]records.Template, error) {
	var v []struct {
		ID    int    `json:"id"`
		Title string `json:"title"`
		Body  string `json:"body"`
	}
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		return nil, fmt.Errorf("store: setting %q is not valid: %w", admin.SettingContracts, err)
	}
	out := make([]records.Template, 0, len(v))
	for _, c := range v {
		out = append(out, records.Template{ContractID: c.ID, Title: c.Title, Body: c.Body})
	}
	return out, nil
}

func sameTemplate(a, b records.Template) bool {
	if a.Builtin || b.Builtin {
		return a.Builtin == b.Builtin
	}
	return a.Title == b.Title && a.Body == b.Body
}

// syncTemplateVersions adds a version for every contract whose text in the catalogue
// document raw differs from its latest version (a removed template: a built-in version).
// Versions are only ever added; a concurrent sync adding the same number wins alone.
func syncTemplateVersions(ctx context.Context, tx Querier, raw string, by, now int64) error {
	all, err := templatesOf(raw)
	if err != nil {
		return err
	}
	ids := map[int]bool{}
	for _, t := range all {
		ids[t.ContractID] = true
	}
	// Contracts that had a template and no longer have one go back to the built-in text.
	err = queryEach(ctx, tx, `SELECT DISTINCT contract_id FROM contract_template_versions`, nil, func(r Row) error {
		var id int
		if err := r.Scan(&id); err != nil {
			return err
		}
		if !ids[id] {
			all = append(all, records.Template{ContractID: id, Builtin: true})
			ids[id] = true
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: unable to read the contract templates: %w", err)
	}
	for _, want := range all {
		latest, err := latestTemplate(ctx, tx, want.ContractID)
		if err != nil {
			return err
		}
		if sameTemplate(latest, want) {
			continue
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO contract_template_versions (contract_id, version, title, body, builtin, created_by, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (contract_id, version) DO NOTHING`,
			want.ContractID, latest.Version+1, want.Title, want.Body, boolInt(want.Builtin), by, now); err != nil {
			return fmt.Errorf("store: unable to add a contract template version: %w", err)
		}
	}
	return nil
}
