package compliance_test

import (
	"context"
	"errors"
	"strconv"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

type deleted []string

func (d *deleted) Delete(_ context.Context, name string) error { *d = append(*d, name); return nil }

// Erasure: a borrower who never applied is anonymised at once; one with a settled loan loses
// at once what need not be kept and keeps their identity and records five years from the
// settlement, when the purge job anonymises them and deletes their identity photos; a running
// loan cannot be erased; a second erasure is refused.
func TestErasureKeepsWhatTheLawRequiresThenPurges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		exec := func(q string, args ...any) {
			t.Helper()
			if _, err := st.DB.ExecContext(ctx, q, args...); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		borrower := func(phone, name string) int64 {
			id, _, err := st.Users().UpsertUser(ctx, phone)
			if err != nil {
				t.Fatal(err)
			}
			exec(`UPDATE users SET name = $1, birth_date = '1990-01-02' WHERE id = $2`, name, id)
			for _, f := range [][2]string{{"fullName", name}, {"birthDate", "1990-01-02"}, {"gender", "2"}, {"address", "1 Rizal St."}} {
				exec(`INSERT INTO profile_fields (user_id, grp, code, value, updated_at) VALUES ($1, 'personal', $2, $3, 1)`, id, f[0], f[1])
			}
			exec(`INSERT INTO sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, 'dev', 1, 1, 2)`, "tok-"+phone, id)
			exec(`INSERT INTO kyc_submissions (user_id, id_type, id_number_sealed, id_number_hash, id_last4, id_photo, selfie, status, created_at)
				VALUES ($1, 'UMID', 'sealed', $2, '1234', $3, $4, 'approved', 1)`, id, "hash-"+phone, "id-"+phone+".jpg", "selfie-"+phone+".jpg")
			return id
		}
		pid, err := st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "EXPRESS", Name: "Pautang Express", MinAmount: 200000, MaxAmount: 1000000,
			AmountStep: 50000, TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: true})
		if err != nil {
			t.Fatal(err)
		}
		order := func(uid int64, status int, settledAt any) {
			exec(`INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, created_at, updated_at, settled_at)
				VALUES ($1, $2, $3, 500000, 1, 91, $4, 1, 1, $5)`, "PT-"+strconv.FormatInt(uid, 10), uid, pid, status, settledAt)
		}
		count := func(q string, args ...any) int {
			t.Helper()
			var n int
			if err := st.DB.QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		files := &deleted{}
		svc := &compliance.Service{Store: st, Clock: clk, Files: files}

		never := borrower("09170000091", "Ana Never")
		e, err := svc.ErasePerson(ctx, never, admin.Entry{})
		if err != nil || e.KeepUntil != "" || e.PurgedAt == 0 {
			t.Fatalf("never applied: %+v %v", e, err)
		}
		if count(`SELECT COUNT(*) FROM users WHERE id = $1 AND name = '' AND birth_date = '' AND phone = 'erased-' || CAST(id AS TEXT) AND deleted_at IS NOT NULL`, never) != 1 ||
			count(`SELECT COUNT(*) FROM profile_fields WHERE user_id = $1`, never) != 0 || count(`SELECT COUNT(*) FROM sessions WHERE user_id = $1`, never) != 0 ||
			count(`SELECT COUNT(*) FROM kyc_submissions WHERE user_id = $1 AND id_photo = '' AND id_number_sealed = ''`, never) != 1 || len(*files) != 2 {
			t.Fatalf("a borrower who never applied is not anonymised at once (files %v)", *files)
		}
		if _, err := svc.ErasePerson(ctx, never, admin.Entry{}); !errors.Is(err, compliance.ErrErased) {
			t.Fatalf("second erasure: %v", err)
		}

		settledAt := time.Date(2026, 3, 10, 12, 0, 0, 0, clock.Manila).UnixMilli()
		kept := borrower("09170000092", "Ben Kept")
		order(kept, 200, settledAt)
		e, err = svc.ErasePerson(ctx, kept, admin.Entry{OperatorID: 4})
		if err != nil || e.KeepUntil != "2031-03-10" || e.LegalBasis == "" || e.PurgedAt != 0 {
			t.Fatalf("settled loan: %+v %v", e, err)
		}
		if count(`SELECT COUNT(*) FROM users WHERE id = $1 AND name = 'Ben Kept' AND deleted_at IS NOT NULL AND marketing_off_at IS NOT NULL`, kept) != 1 ||
			count(`SELECT COUNT(*) FROM profile_fields WHERE user_id = $1`, kept) != 2 || count(`SELECT COUNT(*) FROM sessions WHERE user_id = $1`, kept) != 0 ||
			count(`SELECT COUNT(*) FROM kyc_submissions WHERE user_id = $1 AND id_photo <> ''`, kept) != 1 {
			t.Fatal("the kept borrower: the identity must stay and the rest go")
		}
		if n, err := svc.PurgeDue(ctx); err != nil || n != 0 {
			t.Fatalf("purge before the date: %d %v", n, err)
		}
		clk.Advance(time.Date(2031, 3, 10, 8, 0, 0, 0, clock.Manila).Sub(clk.Now()))
		if n, err := svc.PurgeDue(ctx); err != nil || n != 1 {
			t.Fatalf("purge on the date: %d %v", n, err)
		}
		if count(`SELECT COUNT(*) FROM users WHERE id = $1 AND name = '' AND phone = 'erased-' || CAST(id AS TEXT)`, kept) != 1 ||
			count(`SELECT COUNT(*) FROM profile_fields WHERE user_id = $1`, kept) != 0 || count(`SELECT COUNT(*) FROM orders WHERE user_id = $1`, kept) != 1 ||
			len(*files) != 4 {
			t.Fatal("the purge did not anonymise the kept borrower (or lost their loan)")
		}
		if n, _ := svc.PurgeDue(ctx); n != 0 {
			t.Fatal("a borrower was purged twice")
		}

		running := borrower("09170000093", "Cy Running")
		order(running, 170, nil)
		if _, err := svc.ErasePerson(ctx, running, admin.Entry{}); !errors.Is(err, compliance.ErrOpenLoan) {
			t.Fatalf("running loan: %v", err)
		}
		if count(`SELECT COUNT(*) FROM sessions WHERE user_id = $1`, running) != 1 {
			t.Fatal("a refused erasure erased something")
		}
		if n := count(`SELECT COUNT(*) FROM audit_log WHERE action IN ('privacy.erase', 'privacy.purge')`); n != 3 {
			t.Fatalf("audit rows %d, want 3", n)
		}
	})
}
