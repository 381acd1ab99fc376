// Package seed loads the reference data every database needs (the complaint types of the
// spec, the bank form's institutions) and, with Options.Demo, the demo data: realistic
// Philippine products and payment channels, a demo borrower with orders in every status,
// complaints, landing templates and, in dev mode, the demo operators. Outside dev mode nothing
// demo reaches the books: products, channels and receiving accounts are the lender's own,
// entered in the back office, and the first administrator comes from `pautang create-admin`.
// Every step is idempotent: running the seed twice changes nothing.
package seed

import (
	"context"
	"fmt"
	"github.com/pautang/pautang/internal/admin"
	"strings"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
)

// DemoPhone is the demo borrower's phone number.
const DemoPhone = "09171234567"

// DemoName is the demo borrower's name.
const DemoName = "Juan Dela Cruz"

// step is one idempotent part of the seed; a demo step runs only with Options.Demo.
type step struct {
	name string
	run  func(ctx context.Context, st *store.Store, clk clock.Clock, opts Options) (string, error)
	demo bool
}

// Options are the settings the seed follows (internal/config reads them).
type Options struct {
	// Demo writes the demo data: products, channels and their placeholder receiving accounts,
	// the demo borrower, their orders and complaints, the landing templates. The CLI sets it in
	// dev mode only; tests set it for a populated database.
	Demo bool
	// Dev is dev mode: the demo operators of every role and the dashboard's demo funnel.
	Dev bool
	// AdminPassword is the demo operators' password; "" means DefaultAdminPassword.
	AdminPassword string
	// TOTPBox seals the demo operators' TOTP key (the data key's vault); dev mode needs it.
	TOTPBox admin.SecretBox
	// SQLite is set when the database is the embedded SQLite: only there do the demo operators
	// get the published demo TOTP key (a PostgreSQL database is a shared one).
	SQLite bool
}

// steps run in order; each feature adds its own.
var steps = []step{
	{"products", seedProducts, true},
	{"borrower", seedBorrower, true},
	{"payment channels", seedChannels, true},
	{"repayment channels", seedRepaymentChannels, true}, // QR Ph and PESONet, placeholder accounts
	{"complaint types", seedComplaintTypes, false},
	{"landing templates", seedLandingTemplates, true},
	{"promotion templates", seedPromotionTemplates, true},
	{"loan orders", seedOrders, true}, // demo orders in every status, profile complete
	{"complaints", seedComplaints, true},
	{"bank form", seedBankForm, false},
	{"operators", seedOperators, false},    // demo back-office accounts, dev only
	{"funnel demo", seedFunnelDemo, false}, // dashboard demo funnel, dev only
}

// Run loads the demo data and returns a short report.
func Run(ctx context.Context, st *store.Store, clk clock.Clock, opts Options) (string, error) {
	var report []string
	for _, s := range steps {
		if s.demo && !opts.Demo {
			report = append(report, s.name+": skipped (not demo)")
			continue
		}
		msg, err := s.run(ctx, st, clk, opts)
		if err != nil {
			return "", fmt.Errorf("seed: %s: %w", s.name, err)
		}
		report = append(report, s.name+": "+msg)
	}
	return "seed: " + strings.Join(report, "; "), nil
}

func seedBorrower(ctx context.Context, st *store.Store, _ clock.Clock, _ Options) (string, error) {
	id, _, err := st.Users().UpsertUser(ctx, DemoPhone)
	if err != nil {
		return "", err
	}
	if _, err := st.DB.ExecContext(ctx, `UPDATE users SET name = $1, birth_date = $2 WHERE id = $3 AND name = ''`, DemoName, "1992-06-12", id); err != nil {
		return "", err
	}
	return DemoPhone, nil
}
