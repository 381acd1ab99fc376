package messages

import (
	"context"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/store"
)

func TestViewOf(t *testing.T) {
	cases := []struct {
		name string
		rows []store.MessageTemplateRow
		// custom is the kind/lang pairs that must carry a supervisor's text.
		custom map[notify.Kind][]string
	}{
		{"built-in only", nil, nil},
		{"a wording per language", []store.MessageTemplateRow{
			{Kind: string(notify.ReminderD1), Lang: notify.English, Body: "Pay {amount}"},
			{Kind: string(notify.ReminderD1), Lang: notify.Filipino, Body: "Bayad {amount}"},
			{Kind: string(notify.Approved), Lang: notify.English, Body: "Yes"},
		}, map[notify.Kind][]string{notify.ReminderD1: {notify.English, notify.Filipino}, notify.Approved: {notify.English}}},
		{"unknown kind or language left out", []store.MessageTemplateRow{
			{Kind: "nope", Lang: notify.English, Body: "x"}, {Kind: string(notify.Approved), Lang: "xx", Body: "x"},
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := ViewOf(c.rows)
			if len(v.Kinds) != len(notify.Kinds()) || len(v.Languages) != len(notify.Languages()) {
				t.Fatalf("got %d kinds and %d languages", len(v.Kinds), len(v.Languages))
			}
			for i, k := range v.Kinds {
				if k.Kind != notify.Kinds()[i] || k.Class != notify.ClassOf(k.Kind) {
					t.Errorf("kind %d is %s (%s)", i, k.Kind, k.Class)
				}
				for _, lang := range notify.Languages() {
					if k.Builtin[lang] != notify.Builtin(k.Kind, lang) {
						t.Errorf("%s/%s: built-in text %q", k.Kind, lang, k.Builtin[lang])
					}
				}
				if len(k.Custom) != len(c.custom[k.Kind]) {
					t.Errorf("%s: %d custom texts, want %v", k.Kind, len(k.Custom), c.custom[k.Kind])
				}
				for _, lang := range c.custom[k.Kind] {
					if k.Custom[lang].Body == "" {
						t.Errorf("%s/%s: the supervisor's text is missing", k.Kind, lang)
					}
				}
			}
		})
	}
}

type fakeRepo struct {
	rows    []store.MessageTemplateRow
	saved   int
	wording notify.Wording
}

func (f *fakeRepo) MessageTemplateRows(context.Context) ([]store.MessageTemplateRow, error) {
	return f.rows, nil
}
func (f *fakeRepo) SaveMessageTemplate(_ context.Context, kind, lang, text string, _ admin.Entry, _ ...store.Also) error {
	f.saved++
	f.rows = append(f.rows, store.MessageTemplateRow{Kind: kind, Lang: lang, Body: text})
	return nil
}
func (f *fakeRepo) MessageWording(context.Context) (notify.Wording, error) { return f.wording, nil }

func TestPreviewAndSave(t *testing.T) {
	ctx := context.Background()
	repo := &fakeRepo{wording: notify.Wording{notify.Approved: {notify.English: "In force: approved"}}}
	s := &Service{Templates: repo, Wording: repo, PublicURL: "https://pautang.example"}

	body, err := s.Preview(ctx, string(notify.Approved), notify.English, "")
	if err != nil || body != "In force: approved" {
		t.Errorf("empty text previews the wording in force: %q, %v", body, err)
	}
	body, err = s.Preview(ctx, string(notify.Approved), notify.English, "Approved, congratulations")
	if err != nil || body != "Approved, congratulations" {
		t.Errorf("a given text is previewed: %q, %v", body, err)
	}
	if _, err := s.Preview(ctx, "nope", notify.English, "x"); err == nil {
		t.Error("an unknown kind previews")
	}

	if _, err := s.Save(ctx, "nope", notify.English, "x", admin.Entry{}); err == nil || repo.saved != 0 {
		t.Errorf("an unknown kind is saved (err %v, saves %d)", err, repo.saved)
	}
	v, err := s.Save(ctx, string(notify.Approved), notify.English, "  Approved!  ", admin.Entry{})
	if err != nil || repo.saved != 1 {
		t.Fatalf("save: %v (saves %d)", err, repo.saved)
	}
	for _, k := range v.Kinds {
		if k.Kind == notify.Approved && k.Custom[notify.English].Body != "Approved!" {
			t.Errorf("saved text %q, want it trimmed", k.Custom[notify.English].Body)
		}
	}
	if strings.Join(v.Placeholders, ",") != strings.Join(notify.Placeholders, ",") {
		t.Errorf("placeholders %v, want %v", v.Placeholders, notify.Placeholders)
	}
}
