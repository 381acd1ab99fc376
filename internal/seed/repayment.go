package seed

import (
	"context"
	"github.com/pautang/pautang/internal/i18n"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// repaymentChannels completes the payment channels with QR Ph (any bank or e-wallet app) and
// PESONet, so every collection method of the sandbox has a channel (docs/repayment.md).
var repaymentChannels = []payments.Channel{
	{Number: "90007", Name: i18n.N("QR Ph (any bank or e-wallet)"), Kind: payments.KindQR, Logo: "/channels/qrph.svg",
		Instructions: []payments.Instruction{{Title: i18n.N("Scan to pay"), Steps: []string{i18n.N("Open your bank or e-wallet app and choose Scan QR."), i18n.N("Scan the QR code on the screen."), i18n.N("Check the amount and confirm.")}}}},
	{Number: "90008", Name: i18n.N("PESONet bank transfer"), Kind: payments.KindBank, Logo: "/channels/pesonet.svg",
		Instructions: []payments.Instruction{{Title: i18n.N("Your bank app"), Steps: []string{i18n.N("Choose Transfer, then PESONet."), i18n.N("Send to Pautang Lending Corp., BDO account 0012 3456 7890."), i18n.N("Write the reference shown in the app in the transfer notes."), i18n.N("Submit the transfer reference in the app.")}}}},
}

func seedRepaymentChannels(ctx context.Context, st *store.Store, _ clock.Clock, _ Options) (string, error) {
	for i, c := range repaymentChannels {
		if err := st.Payments().UpsertPaymentChannel(ctx, c, 10+i); err != nil {
			return "", err
		}
	}
	return "QR Ph and PESONet", nil
}
