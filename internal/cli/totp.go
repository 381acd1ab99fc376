package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
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

// createAdmin makes a new database's first administrator and prints their one-time set-up
// link on this console only (it is never sent anywhere): they choose a password and enrol
// their two-step key through it. Refused once an active administrator exists.
func createAdmin(ctx context.Context, a *App, args []string) error {
	fs := flag.NewFlagSet("create-admin", flag.ContinueOnError)
	email := fs.String("email", "", "the administrator's e-mail (their login)")
	name := fs.String("name", "", "their name (default: the e-mail)")
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil || *email == "" || fs.NArg() > 0 {
		return fmt.Errorf("%w: create-admin --email E [--name N]", errUsage)
	}
	inv, err := admin.CreateFirstAdmin(ctx, a.Store.Operators(), a.Clock, *email, *name)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Administrator %s created. Their one-time set-up link (valid until %s):\n%s\n",
		inv.Operator.Email, time.UnixMilli(inv.ExpiresAt).In(clock.Manila).Format("2006-01-02 15:04 MST"),
		strings.TrimRight(a.Cfg.PublicURL, "/")+"/admin/setup?token="+inv.Token)
	return nil
}
