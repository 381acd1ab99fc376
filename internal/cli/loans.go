package cli

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/store"
)

// openLending builds the lending service.
func openLending(cfg config.Config, st *store.Store, clk clock.Clock, pay *disburse.Service, m *metrics.Metrics) *lending.Service {
	svc := &lending.Service{Store: st.Lending(), Clock: clk, Cap: loans.CapPolicyFor(cfg.Region), Payout: pay, Log: slog.Default(), Metrics: m,
		Company: lending.Company{Name: cfg.CompanyName, SECRegNo: cfg.SECRegNo, CertAuthNo: cfg.SECCertAuthNo, Advisory: lending.Advisory,
			SupportPhone: cfg.SupportPhone, SupportEmail: cfg.SupportEmail}, ApproveAboveCents: cfg.FourEyesApproveAboveCents}
	return svc
}

// runDailyNow runs the daily job after the dev clock moved, so the demo sees the effect at once.
func runDailyNow(a *App) {
	if _, err := a.Lending.RunDaily(context.Background()); err != nil {
		slog.Error("lending: daily job after clock move failed", "err", err)
	}
}

// checkLedger prints every violation and reports whether there was one.
func checkLedger(ctx context.Context, a *App) (bool, error) {
	n, bad, err := a.Lending.CheckLedger(ctx)
	if err != nil {
		return false, err
	}
	for _, v := range bad {
		fmt.Printf("order %d (%s): %s\n", v.OrderID, v.OrderNo, v.Problem)
	}
	fmt.Printf("check-ledger: %d orders checked, %d violations\n", n, len(bad))
	return len(bad) > 0, nil
}
