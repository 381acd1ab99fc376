package api

import (
	"github.com/pautang/pautang/internal/messages"
	"net/http"

	"github.com/pautang/pautang/internal/notify"
)

// templateIn is a supervisor's text of a message kind in a language.
type templateIn struct {
	Kind string `json:"kind"`
	Lang string `json:"lang"`
	Text string `json:"text"`
}

// handleAdminMessageTemplates lists every message kind with its class, built-in text and the
// supervisor's wording per language, and the fields a text may use.
func (s operatorCatalog) handleAdminMessageTemplates(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	v, err := s.Messages.View(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, messageTemplatesView(v))
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
	Kind    notify.Kind                          `json:"kind"`
	Class   notify.Class                         `json:"class"`
	Builtin map[string]string                    `json:"builtin"`
	Custom  map[string]notify.MessageTemplateRow `json:"custom"`
}

// messagePreview answers POST /messages/templates/preview: the text written with sample fields.
type messagePreview struct {
	Body  string `json:"body"`
	Chars int    `json:"chars"`
}

// messageTemplatesView is the wording desk's answer.
func messageTemplatesView(v messages.View) messageTemplates {
	kinds := make([]messageKindTexts, 0, len(v.Kinds))
	for _, k := range v.Kinds {
		kinds = append(kinds, messageKindTexts{Kind: k.Kind, Class: k.Class, Builtin: k.Builtin, Custom: k.Custom})
	}
	return messageTemplates{Kinds: kinds, Languages: v.Languages, Placeholders: v.Placeholders}
}

// handleAdminMessagePreview writes a text (the kind's current text when empty) with sample
// fields after the wording check.
func (s operatorCatalog) handleAdminMessagePreview(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	var in templateIn
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	body, err := s.Messages.Preview(r.Context(), in.Kind, in.Lang, in.Text)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, messagePreview{Body: body, Chars: len([]rune(body))})
}

// handleAdminMessageTemplateSave stores a supervisor's text of a kind in a language (an empty
// text returns it to the built-in one) after the wording check; audited with before and after.
func (s operatorCatalog) handleAdminMessageTemplateSave(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[messageBody](s.Server, w, r, c, kindMessageChange)
}
