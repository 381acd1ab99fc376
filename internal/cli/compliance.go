package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/cic"
	"github.com/pautang/pautang/internal/compliance"
)

// openCompliance builds the regulatory reports' service.
func openCompliance(a *App) *compliance.Service {
	svc := &compliance.Service{Store: a.Store, Clock: a.Clock, Provider: cic.Provider{Code: a.Cfg.CICProviderCode, Name: a.Cfg.CompanyName},
		CoveredThresholdCents: a.Cfg.AMLCoveredThresholdCents}
	if a.BankVault != nil {
		svc.Vault = a.BankVault
	}
	if a.KYC != nil && a.KYC.Files != nil {
		svc.Files = a.KYC.Files // the identity photos an erasure releases
	}
	return svc
}

// cicFile builds and keeps a month's CIC file, writes its text to --out (or stdout) and the
// records left out of it, one a line, to stderr. It exits 1 when a record was left out.
func cicFile(ctx context.Context, a *App, args []string) error {
	fs := flag.NewFlagSet("cic-file", flag.ContinueOnError)
	month := fs.String("month", "", "the month (YYYY-MM, ended)")
	out := fs.String("out", "", "write the file here (default: standard output)")
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil || *month == "" || fs.NArg() > 0 {
		return fmt.Errorf("%w: cic-file --month YYYY-MM [--out FILE]", errUsage)
	}
	b, err := openCompliance(a).BuildCIC(ctx, *month, admin.Entry{})
	if err != nil {
		return err
	}
	if *out == "" {
		fmt.Fprint(stdout, b.Submission.Body)
	} else if err := os.WriteFile(*out, []byte(b.Submission.Body), 0o600); err != nil {
		return err
	}
	s := b.Submission
	fmt.Fprintf(stderr, "cic-file: %s as of %s: %d subjects, %d contracts, %d records, sha256 %s (kept as #%d)\n",
		s.Month, s.ReferenceDate, s.Subjects, s.Contracts, s.Records, s.SHA256, s.ID)
	for _, p := range b.Problems {
		fmt.Fprintf(stderr, "left out: %s: %s: %s\n", p.Record, p.Field, p.Reason)
	}
	if len(b.Problems) > 0 {
		return errLeftOut
	}
	return nil
}

var errLeftOut = errors.New("records were left out of the file (listed above): correct them and build the file again")

// amlLoad keeps a sanctions list file and screens every borrower against it, printing the new
// hits' count: aml-load --source un|watch --file F.
func amlLoad(ctx context.Context, a *App, args []string) error {
	fs := flag.NewFlagSet("aml-load", flag.ContinueOnError)
	source := fs.String("source", compliance.SourceUN, "un (the UN consolidated list's XML) or watch (CSV ref,name,birth_date)")
	file := fs.String("file", "", "the list file")
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil || *file == "" || fs.NArg() > 0 {
		return fmt.Errorf("%w: aml-load --source un|watch --file F", errUsage)
	}
	body, err := os.ReadFile(*file)
	if err != nil {
		return err
	}
	got, err := openCompliance(a).LoadList(ctx, *source, body, admin.Entry{})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "aml-load: %s list #%d, %d entries, sha256 %s; %d borrowers screened, %d new hits\n",
		got.List.Source, got.List.ID, got.List.Entries, got.List.SHA256, got.Screened, got.NewHits)
	return nil
}
