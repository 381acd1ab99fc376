package cli

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/api"
	"github.com/pautang/pautang/internal/loans"
)

// setupRepayment wires the repayment service and the built-in sandbox gateway. The
// sandbox delivers its webhooks over HTTP to our own public URL, exactly as a remote gateway
// would; the signing key is derived from the server secret so it differs from the code keys.
func setupRepayment(a *App, srv *api.Server) {
	m := hmac.New(sha256.New, a.Auth.Secret)
	m.Write([]byte("pautang-webhook-v1"))
	base := strings.TrimSuffix(a.Cfg.PublicURL, "/")
	srv.SetupRepayment(api.RepaymentSetup{
		Payments:     a.Store.Payments(),
		ChannelRoute: a.Store.Catalog().ChannelRoute,
		Lending:      a.Lending,
		Secret:       m.Sum(nil),
		SMS:          a.SMS,
		WebhookURL:   base + strings.TrimSuffix(a.Cfg.APIBase, "/") + "/payments/webhook",
		PublicURL:    base,
		Gateways:     a.Gateways.gateways,
		Notifiers:    a.Gateways.notifiers,
		Named:        a.Gateways.named,
	})
}

// checkPayments is check-ledger's payment part: every gateway transaction booked once or
// held, none booked twice or lost. A transaction whose webhook is still in the outbox is
// reported as pending, not as a violation, when nothing else is wrong with it.
func checkPayments(ctx context.Context, a *App) (bool, error) {
	r, err := a.Store.Payments().ReconcilePayments(ctx)
	if err != nil {
		return false, err
	}
	problems := r.Problems
	sums, err := a.Store.Payments().RepaymentSumProblems(ctx, 100*loans.MaxPaymentCents)
	if err != nil {
		return false, err
	}
	problems = append(problems, sums...)
	if r.PendingDelivery > 0 {
		// Undelivered events explain the "not booked yet" lines; list only the rest.
		kept := problems[:0]
		for _, p := range problems {
			if !strings.HasSuffix(p, "not booked yet") {
				kept = append(kept, p)
			}
		}
		problems = kept
	}
	for _, p := range problems {
		fmt.Println("payments: " + p)
	}
	fmt.Printf("check-ledger: payments: %d gateway transactions, %d booked once, %d held as unapplied, %d webhooks pending, %d problems\n",
		r.Transactions, r.Booked, r.Held, r.PendingDelivery, len(problems))
	return len(problems) > 0, nil
}
