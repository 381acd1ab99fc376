// Package messages is the back office's message wording desk: every message kind with its
// built-in text and the supervisors' own wording per language, the preview of a text with
// sample fields, and the saving of a wording (checked by notify's rules, audited in the same
// transaction by the store).
package messages

import (
	"context"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/store"
)

// Templates reads and saves the supervisors' wordings (store.Catalog).
type Templates interface {
	MessageTemplateRows(ctx context.Context) ([]store.MessageTemplateRow, error)
	SaveMessageTemplate(ctx context.Context, kind, lang, text string, e admin.Entry, also ...store.Also) error
}

// Wording reads the wording in force (store.Messages).
type Wording interface {
	MessageWording(ctx context.Context) (notify.Wording, error)
}

// Service runs the wording desk.
type Service struct {
	Templates Templates
	Wording   Wording
	// PublicURL is the server's absolute URL, the base of the sample fields' links.
	PublicURL string
}

// KindTexts is one message kind's texts: built-in and the supervisor's, by language.
type KindTexts struct {
	Kind    notify.Kind
	Class   notify.Class
	Builtin map[string]string
	Custom  map[string]store.MessageTemplateRow
}

// View is every kind's texts, the languages and the fields a text may use.
type View struct {
	Kinds        []KindTexts
	Languages    []string
	Placeholders []string
}

// ViewOf lays the supervisors' wordings out per kind and language, every kind in notify's
// order with its built-in text in every language; a wording of an unknown kind or language is
// left out.
func ViewOf(rows []store.MessageTemplateRow) View {
	custom := map[string]map[string]store.MessageTemplateRow{}
	for _, t := range rows {
		if custom[t.Kind] == nil {
			custom[t.Kind] = map[string]store.MessageTemplateRow{}
		}
		custom[t.Kind][t.Lang] = t
	}
	kinds := []KindTexts{}
	for _, k := range notify.Kinds() {
		builtin, mine := map[string]string{}, map[string]store.MessageTemplateRow{}
		for _, lang := range notify.Languages() {
			builtin[lang] = notify.Builtin(k, lang)
			if t, ok := custom[string(k)][lang]; ok {
				mine[lang] = t
			}
		}
		kinds = append(kinds, KindTexts{Kind: k, Class: notify.ClassOf(k), Builtin: builtin, Custom: mine})
	}
	return View{Kinds: kinds, Languages: notify.Languages(), Placeholders: notify.Placeholders}
}

// View reads every kind's texts.
func (s *Service) View(ctx context.Context) (View, error) {
	rows, err := s.Templates.MessageTemplateRows(ctx)
	if err != nil {
		return View{}, err
	}
	return ViewOf(rows), nil
}

// Preview writes a text of a kind in a language with sample fields after the wording check;
// an empty text previews the kind's text in force.
func (s *Service) Preview(ctx context.Context, kind, lang, text string) (string, error) {
	k := notify.Kind(kind)
	if err := notify.ValidateTemplate(k, lang, text); err != nil {
		return "", err
	}
	wording, err := s.Wording.MessageWording(ctx)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(text) != "" {
		wording = notify.Wording{k: {lang: text}}
	}
	return wording.Render(k, lang, notify.SampleFields(s.PublicURL))
}

// Save stores a supervisor's text of a kind in a language (an empty text returns it to the
// built-in one) after the wording check, audited with before and after, and answers the view.
func (s *Service) Save(ctx context.Context, kind, lang, text string, audit admin.Entry, also ...store.Also) (View, error) {
	text = strings.TrimSpace(text)
	if err := notify.ValidateTemplate(notify.Kind(kind), lang, text); err != nil {
		return View{}, err
	}
	if err := s.Templates.SaveMessageTemplate(ctx, kind, lang, text, audit, also...); err != nil {
		return View{}, err
	}
	return s.View(ctx)
}
