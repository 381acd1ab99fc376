// Package seed loads the demo data: realistic Philippine products, a demo borrower with
// orders in every status, payment channels, complaint types and a landing template. Every
// step is idempotent: running the seed twice changes nothing.
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

// step is one idempotent part of the seed.
type step struct {
	name string
	run  func(ctx context.Context, st *store.Store, clk clock.Clock, opts Options) (string, error)
}

// Options are the settings the seed follows (internal/config reads them).
type Options struct {
	Dev           bool   // dev mode: demo operators of every role and the demo funnel
	AdminPassword string // the operators' password; "" in dev mode means DefaultAdminPassword
	// TOTPBox seals the demo operators' TOTP key (the data key's vault); dev mode needs it.
	TOTPBox admin.SecretBox
}

// steps run in order; each feature adds its own.
var steps = []step{
	{"products", seedProducts},
	{"borrower", seedBorrower},
	{"payment channels", seedChannels},
	{"repayment channels", seedRepaymentChannels}, // QR Ph and PESONet
	{"complaint types", seedComplaintTypes},
	{"landing templates", seedLandingTemplates},
	{"promotion templates", seedPromotionTemplates},
	{"loan orders", seedOrders}, // demo orders in every status, profile complete
	{"complaints", seedComplaints},
	{"bank form", seedBankForm},
	{"operators", seedOperators},    // back-office accounts
	{"funnel demo", seedFunnelDemo}, // dashboard demo funnel, dev only
}

// Run loads the demo data and returns a short report.
func Run(ctx context.Context, st *store.Store, clk clock.Clock, opts Options) (string, error) {
	var report []string
	for _, s := range steps {
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
