package cli

import (
	"fmt"
	"log/slog"
	"path/filepath"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/metrics"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/store"
)

// payments is the wiring of payment accounts and payouts.
type payments struct {
	vault    *banking.Vault
	sandbox  *payout.Sandbox
	disburse *disburse.Service
}

// openPayments builds the account vault from PAUTANG_DATA_KEY (or a generated data.key in the
// data dir, like the secret key), the sandbox payout provider and the disbursement service.
func openPayments(cfg config.Config, st *store.Store, clk clock.Clock, m *metrics.Metrics) (payments, error) {
	raw, err := keyFromEnvOrFile(cfg.DataKey, filepath.Join(cfg.DataDir, "data.key"))
	if err != nil {
		return payments{}, err
	}
	keys, err := banking.ParseDataKeys(string(raw))
	if err != nil {
		return payments{}, fmt.Errorf("cli: PAUTANG_DATA_KEY: %w", err)
	}
	vault, err := banking.NewKeyring(keys)
	if err != nil {
		return payments{}, err
	}
	sandbox := payout.NewSandbox()
	svc := &disburse.Service{Store: st, Payout: sandbox, Vault: vault, Clock: clk, Cap: loans.CapPolicyFor(cfg.Region), Log: slog.Default(), Metrics: m}
	return payments{vault: vault, sandbox: sandbox, disburse: svc}, nil
}
