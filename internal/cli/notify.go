package cli

import (
	"context"
	"log/slog"

	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/notify"
)

// openNotify wires the borrower message scheduler: the store's message table, the app's SMS
// provider and clock, and the public repayment link.
func openNotify(a *App) *notify.Scheduler {
	return &notify.Scheduler{Repo: a.Store.Messages(), SMS: a.SMS, Clock: a.Clock, BaseURL: a.Cfg.PublicURL, Log: slog.Default()}
}

// collectionsService is the collections desk's use cases on the app's store and clock.
func collectionsService(a *App) *collections.Service {
	s := collections.New(a.Store.Desk(), a.Clock, slog.Default(), a.Cfg.SupportPhone, lending.DisplayedProfile)
	s.Amounts = a.Lending
	s.LetterDays = collections.LetterDays{Demand: a.Cfg.DemandLetterDay, Final: a.Cfg.FinalDemandDay}
	return s
}

// runNotifyNow runs the scheduler and the promise sweep once (after the dev clock moves and
// the daily job ran).
func runNotifyNow(a *App) {
	if _, err := a.Notify.RunOnce(context.Background()); err != nil {
		slog.Error("notify: run after clock move failed", "err", err)
	}
	if _, err := collectionsService(a).Sweep(context.Background()); err != nil {
		slog.Error("collections: promise sweep after clock move failed", "err", err)
	}
	if _, err := collectionsService(a).GenerateLetters(context.Background()); err != nil {
		slog.Error("collections: demand letters after clock move failed", "err", err)
	}
}
