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
	rows, err := s.Store.Catalog().MessageTemplateRows(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, messageTemplatesView(rows))
}

// messageTemplates answers the message wording page: every kind with its class, built-in text
// and the supervisor's wording per language, the languages, and the fields a text may use.
type messageTemplates struct {
	Kinds        []messageKindTexts `json:"kinds"`
	Languages    []string           `json:"languages"`
	Placeholders []string           `json:"placeholders"`
}

// messageKindTexts is one message kind's texts: built-in and the supervisor's, by language.
type messageKindTexts struct {
	Kind    notify.Kind                         `json:"kind"`
	Class   notify.Class                        `json:"class"`
	Builtin map[string]string                   `json:"builtin"`
	Custom  map[string]store.MessageTemplateRow `json:"custom"`
}

// messagePreview answers POST /messages/templates/preview: the text written with sample fields.
type messagePreview struct {
	Body  string `json:"body"`
	Chars int    `json:"chars"`
}

func messageTemplatesView(rows []store.MessageTemplateRow) messageTemplates {
	custom := map[string]map[string]store.MessageTemplateRow{}
	for _, t := range rows {
		if custom[t.Kind] == nil {
			custom[t.Kind] = map[string]store.MessageTemplateRow{}
		}
		custom[t.Kind][t.Lang] = t
	}
	kinds := []messageKindTexts{}
	for _, k := range notify.Kinds() {
		builtin, mine := map[string]string{}, map[string]store.MessageTemplateRow{}
		for _, lang := range notify.Languages() {
			builtin[lang] = notify.Builtin(k, lang)
			if t, ok := custom[string(k)][lang]; ok {
				mine[lang] = t
			}
		}
		kinds = append(kinds, messageKindTexts{Kind: k, Class: notify.ClassOf(k), Builtin: builtin, Custom: mine})
	}
	return messageTemplates{Kinds: kinds, Languages: notify.Languages(), Placeholders: notify.Placeholders}
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
	wording, err := s.Store.Messages().MessageWording(r.Context())
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
	ok(w, r, FamilyZero, messagePreview{Body: body, Chars: len([]rune(body))})
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
	if err := s.Store.Catalog().SaveMessageTemplate(r.Context(), in.Kind, in.Lang, in.Text, c.audit("messages.template", "message_template", in.Kind+"/"+in.Lang, nil, nil)); err != nil {
		fail(w, r, err)
		return
	}
	rows, err := s.Store.Catalog().MessageTemplateRows(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, messageTemplatesView(rows))
}
