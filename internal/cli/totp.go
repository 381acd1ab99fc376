package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
)

// totpCode prints the current two-step login code of an enrolled operator (dev mode only: in
// production the code lives only in the operator's authenticator app).
func totpCode(ctx context.Context, a *App, args []string) error {
	if !a.Cfg.Dev {
		return errors.New("totp-code is a dev-only command (PAUTANG_DEV=1)")
	}
	if len(args) != 1 {
		return fmt.Errorf("%w: totp-code <operator e-mail>", errUsage)
	}
	email, err := admin.NormalizeEmail(args[0])
	if err != nil {
		return err
	}
	op, found, err := a.Store.Operators().OperatorByEmail(ctx, email)
	if err != nil {
		return err
	}
	if !found {
		return fmt.Errorf("no operator %s", email)
	}
	svc := admin.New(a.Store.Operators(), a.Clock, 0, nil)
	if a.BankVault != nil {
		svc.Box = a.BankVault
	}
	code, err := svc.CurrentCode(op)
	if err != nil {
		return err
	}
	fmt.Println(code)
	return nil
}
