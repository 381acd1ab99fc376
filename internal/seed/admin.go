package seed

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/store"
)

// AdminEmail is the seeded back-office administrator.
const AdminEmail = "admin@pautang.ph"

// DefaultAdminPassword is the demo password of the seeded operators in dev mode only.
const DefaultAdminPassword = "pautang-admin-demo"

// DemoTOTPSecret is the TOTP key (base32) of the operators seeded in dev mode on SQLite, so a
// demo or an e2e test can compute their codes (`pautang totp-code <e-mail>` prints the current
// one, or add the key to an authenticator app). It is published: no other database gets it.
const DemoTOTPSecret = "PAUTANGDEMOOPERATORTOTPKEY234567"

// AdminPasswordOrDemo is the demo operators' password: the configured one or the fixed demo
// password.
func (o Options) AdminPasswordOrDemo() string {
	if o.AdminPassword != "" {
		return o.AdminPassword
	}
	return DefaultAdminPassword
}

// seedOperators creates, in dev mode only, one demo operator per role (admin@, supervisor@,
// agent@, viewer@pautang.ph) for tests and demos, enrolled with the demo TOTP key when the
// database is SQLite. Existing e-mails are kept. Outside dev mode it creates nobody: the first
// administrator comes from `pautang create-admin`, the others are invited from the back office.
func seedOperators(ctx context.Context, st *store.Store, clk clock.Clock, opts Options) (string, error) {
	if !opts.Dev {
		return "none outside dev mode (the first administrator: pautang create-admin --email E)", nil
	}
	pw := opts.AdminPasswordOrDemo()
	svc := admin.New(st.Operators(), clk, 0, opts.TOTPBox)
	accounts := []admin.NewOperator{
		{Email: AdminEmail, Name: "Administrator", Role: admin.RoleAdmin, Password: pw},
		{Email: "supervisor@pautang.ph", Name: "Sam Supervisor", Role: admin.RoleSupervisor, Password: pw},
		{Email: "agent@pautang.ph", Name: "Ana Agent", Role: admin.RoleAgent, Password: pw},
		{Email: "viewer@pautang.ph", Name: "Vic Viewer", Role: admin.RoleViewer, Password: pw},
	}
	made, enrolled := 0, 0
	for _, a := range accounts {
		op, found, err := st.Operators().OperatorByEmail(ctx, a.Email)
		if err != nil {
			return "", err
		}
		if !found {
			if op, err = svc.CreateOperator(ctx, 0, a); err != nil {
				return "", err
			}
			made++
		}
		if opts.SQLite && !op.TOTP && opts.TOTPBox != nil {
			if err := svc.EnrolSecret(ctx, op, DemoTOTPSecret); err != nil {
				return "", err
			}
			enrolled++
		}
	}
	return fmt.Sprintf("%s and %d more (%d new, %d given the demo TOTP key)", AdminEmail, len(accounts)-1, made, enrolled), nil
}

// seedFunnelDemo gives the dashboard's landing-funnel chart something to show in dev mode:
// a fixed number of tracked visits, clicks, SMS and registrations per landing template,
// recorded through the promotion store as the landing would. It adds nothing when any funnel
// event exists already (a real or earlier demo funnel), and nothing outside dev mode.
func seedFunnelDemo(ctx context.Context, st *store.Store, _ clock.Clock, opts Options) (string, error) {
	if !opts.Dev {
		return "skipped (not dev)", nil
	}
	var n int
	if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM promo_events`).Scan(&n); err != nil {
		return "", err
	}
	if n > 0 {
		return "already there", nil
	}
	templates, err := st.Catalog().AdminChannelTemplates(ctx)
	if err != nil {
		return "", err
	}
	total := 0
	for i, t := range templates {
		// Each later template gets a smaller, still plausible funnel.
		counts := map[string]int{"visit": 120 - 40*i, "click": 48 - 16*i, "sms": 30 - 10*i, "register": 18 - 6*i}
		for _, kind := range []string{"visit", "click", "sms", "register"} {
			for j := 0; j < max(counts[kind], 1); j++ {
				if err := st.Promotion().TrackPromoEvent(ctx, promotion.Event{TemplateID: t.ID, Kind: kind, UserFrom: "seed", ClientType: "demo"}); err != nil {
					return "", err
				}
				total++
			}
		}
	}
	return fmt.Sprintf("%d funnel events", total), nil
}
