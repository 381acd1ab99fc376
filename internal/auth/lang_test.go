package auth

import (
	"context"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
)

// langRepo records the language writes.
type langRepo struct {
	Repo
	writes []string
}

func (r *langRepo) SetUserLang(_ context.Context, _ int64, lang string) error {
	r.writes = append(r.writes, lang)
	return nil
}

// TestNoteLang: a known tag is saved once, the same again within the memo costs no write,
// a change or the memo's end writes again, and an unknown tag writes nothing.
func TestNoteLang(t *testing.T) {
	clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
	repo := &langRepo{}
	s := &Service{Repo: repo, Clock: clk}
	ctx := context.Background()
	for _, step := range []struct {
		tag     string
		advance time.Duration
		want    []string
	}{
		{"fil", 0, []string{"fil"}},
		{"tl", time.Minute, []string{"fil"}},            // the same language: remembered
		{"xx", 0, []string{"fil"}},                      // unknown: ignored
		{"", 0, []string{"fil"}},                        // none sent
		{"en-PH", 0, []string{"fil", "en"}},             // a change writes
		{"spec", langMemo, []string{"fil", "en", "en"}}, // the memo ended: written again
	} {
		clk.Advance(step.advance)
		if err := s.NoteLang(ctx, 7, step.tag); err != nil {
			t.Fatal(err)
		}
		if len(repo.writes) != len(step.want) || (len(step.want) > 0 && repo.writes[len(repo.writes)-1] != step.want[len(step.want)-1]) {
			t.Fatalf("after %q: writes %v, want %v", step.tag, repo.writes, step.want)
		}
	}
}
