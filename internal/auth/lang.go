package auth

import (
	"context"
	"time"

	"github.com/pautang/pautang/internal/notify"
)

// The borrower's message language, saved from the `lang` common param of their calls.

// langMemoMax bounds the saves NoteLang remembers.
const langMemoMax = 200_000

// langMemo is how long an instance trusts the language it saved for a borrower.
const langMemo = 10 * time.Minute

type langSeen struct {
	lang string
	at   time.Time
}

// NoteLang saves the borrower's message language from a call's `lang` param (en, fil or tl,
// spec as en; anything else is ignored). Each instance writes only when the language differs
// from the last it saved for the borrower within langMemo (another instance may have saved
// another one since), so a call costs no write.
func (s *Service) NoteLang(ctx context.Context, userID int64, tag string) error {
	lang := notify.LangOf(tag)
	if lang == "" {
		return nil
	}
	now := s.Clock.Now()
	if prev, ok := s.langSeen.Load(userID); ok {
		if seen := prev.(langSeen); seen.lang == lang && now.Sub(seen.at) < langMemo {
			return nil
		}
	}
	if err := s.Repo.SetUserLang(ctx, userID, lang); err != nil {
		return err
	}
	if s.langSeenN.Add(1) > langMemoMax {
		// It only saves writes: start over rather than grow without bound.
		s.langSeen.Clear()
		s.langSeenN.Store(1)
	}
	s.langSeen.Store(userID, langSeen{lang: lang, at: now})
	return nil
}
