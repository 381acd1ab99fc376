package api

import (
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/store"
)

// templateIn is a supervisor's text of a message kind in a language.
type templateIn struct {
	Kind string `json:"kind"`
	Lang string `json:"lang"`
	Text string `json:"text"`
}

// handleAdminMessageTemplates lists every message kind with its class, built-in text and the
// supervisor's wording per language, and the fields a text may use.
func (s *Server) handleAdminMessageTemplates(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	rows, err := s.Store.MessageTemplateRows(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, messageTemplatesView(rows))
}

func messageTemplatesView(rows []store.MessageTemplateRow) map[string]any {
	custom := map[string]map[string]store.MessageTemplateRow{}
	for _, t := range rows {
		if custom[t.Kind] == nil {
			custom[t.Kind] = map[string]store.MessageTemplateRow{}
		}
		custom[t.Kind][t.Lang] = t
	}
	kinds := []map[string]any{}
	for _, k := range notify.Kinds() {
		builtin, mine := map[string]string{}, map[string]any{}
		for _, lang := range notify.Languages() {
			builtin[lang] = notify.Builtin(k, lang)
			if t, ok := custom[string(k)][lang]; ok {
				mine[lang] = t
			}
		}
		kinds = append(kinds, map[string]any{"kind": k, "class": notify.ClassOf(k), "builtin": builtin, "custom": mine})
	}
	return map[string]any{"kinds": kinds, "languages": notify.Languages(), "placeholders": notify.Placeholders}
}

// handleAdminMessagePreview writes a text (the kind's current text when empty) with sample
// fields after the wording check.
func (s *Server) handleAdminMessagePreview(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	var in templateIn
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	k := notify.Kind(in.Kind)
	if err := notify.ValidateTemplate(k, in.Lang, in.Text); err != nil {
		fail(w, r, err)
		return
	}
	wording, err := s.Store.MessageWording(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	if strings.TrimSpace(in.Text) != "" {
		wording = notify.Wording{k: {in.Lang: in.Text}}
	}
	body, err := wording.Render(k, in.Lang, notify.SampleFields(s.Cfg.PublicURL))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"body": body, "chars": len([]rune(body))})
}

// handleAdminMessageTemplateSave stores a supervisor's text of a kind in a language (an empty
// text returns it to the built-in one) after the wording check; audited with before and after.
func (s *Server) handleAdminMessageTemplateSave(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in templateIn
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.Text = strings.TrimSpace(in.Text)
	if err := notify.ValidateTemplate(notify.Kind(in.Kind), in.Lang, in.Text); err != nil {
		fail(w, r, err)
		return
	}
	if err := s.Store.SaveMessageTemplate(r.Context(), in.Kind, in.Lang, in.Text, c.audit("messages.template", "message_template", in.Kind+"/"+in.Lang, nil, nil)); err != nil {
		fail(w, r, err)
		return
	}
	rows, err := s.Store.MessageTemplateRows(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, messageTemplatesView(rows))
}
