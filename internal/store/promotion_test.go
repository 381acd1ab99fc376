package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestStorePromotionRegistration(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(t0)
		st := storetest.Open(t, d, clk)
		// prepare stores a sid with a captcha and a code for phone and returns the registration.
		prepare := func(sid, phone string) promotion.Registration {
			t.Helper()
			if err := st.Promotion().CreatePromoSID(ctx, sid, 1, "198.51.100.1"); err != nil {
				t.Fatal(err)
			}
			if err := st.Promotion().SaveCaptcha(ctx, sid, "AC34", t0.Add(5*time.Minute)); err != nil {
				t.Fatal(err)
			}
			if err := st.Promotion().SaveRegisterCode(ctx, sid, phone, "hash-"+sid, t0.Add(5*time.Minute)); err != nil {
				t.Fatal(err)
			}
			c, _, _ := st.Promotion().LatestCaptcha(ctx, sid)
			code, found, err := st.Promotion().LatestRegisterCode(ctx, phone, sid)
			if err != nil || !found {
				t.Fatalf("code: %v %v", found, err)
			}
			return promotion.Registration{Phone: phone, SID: sid, CodeID: code.ID, CaptchaID: c.ID, TemplateID: 1,
				Event: promotion.Event{TemplateID: 1, Kind: promotion.KindRegister, SID: sid, Phone: phone}}
		}

		t.Run("OK", func(t *testing.T) {
			r := prepare("s_ok", "09170000001")
			id, outcome, err := st.Promotion().CompleteRegistration(ctx, r)
			if err != nil || outcome != promotion.OutcomeCreated || id == 0 {
				t.Fatalf("got %d %v %v, want a created account", id, outcome, err)
			}
			if ok, _ := st.Promotion().PhoneRegistered(ctx, "09170000001"); !ok {
				t.Fatal("the phone is not registered")
			}
			if c, _, _ := st.Promotion().LatestCaptcha(ctx, "s_ok"); !c.Consumed {
				t.Fatal("the captcha was not consumed")
			}
			if _, found, _ := st.Promotion().LatestRegisterCode(ctx, "09170000001", "s_ok"); found {
				t.Fatal("the code was not consumed")
			}
		})
		t.Run("ErrAlreadyRegisteredWritesNothing", func(t *testing.T) {
			r := prepare("s_dup", "09170000002")
			st.Users().UpsertUser(ctx, "09170000002")
			_, outcome, err := st.Promotion().CompleteRegistration(ctx, r)
			if err != nil || outcome != promotion.OutcomeAlreadyRegistered {
				t.Fatalf("got %v %v, want already registered", outcome, err)
			}
			if _, found, _ := st.Promotion().LatestRegisterCode(ctx, "09170000002", "s_dup"); !found {
				t.Fatal("the code was consumed although nothing was registered")
			}
		})
		t.Run("ErrCodeUsedWritesNothing", func(t *testing.T) {
			r := prepare("s_used", "09170000003")
			st.DB.ExecContext(context.Background(), `UPDATE promo_sms_codes SET consumed_at = 1 WHERE id = $1`, r.CodeID)
			_, outcome, err := st.Promotion().CompleteRegistration(ctx, r)
			if err != nil || outcome != promotion.OutcomeCodeUsed {
				t.Fatalf("got %v %v, want code used", outcome, err)
			}
			if ok, _ := st.Promotion().PhoneRegistered(ctx, "09170000003"); ok {
				t.Fatal("an account was created with a used code")
			}
		})
		t.Run("OKConcurrentOnlyOneAccount", func(t *testing.T) {
			regs := []promotion.Registration{prepare("s_a", "09170000004"), prepare("s_b", "09170000004"), prepare("s_c", "09170000004")}
			var wg sync.WaitGroup
			outcomes := make([]promotion.Outcome, len(regs))
			for i, r := range regs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, o, err := st.Promotion().CompleteRegistration(ctx, r)
					if err != nil {
						t.Error(err)
					}
					outcomes[i] = o
				}()
			}
			wg.Wait()
			created := 0
			for _, o := range outcomes {
				if o == promotion.OutcomeCreated {
					created++
				}
			}
			var users, events int
			st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM users WHERE phone = $1`, "09170000004").Scan(&users)
			st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM promo_events WHERE phone = $1 AND kind = 'register'`, "09170000004").Scan(&events)
			if created != 1 || users != 1 || events != 1 {
				t.Fatalf("created %d, users %d, events %d; want 1 each (outcomes %v)", created, users, events, outcomes)
			}
		})
		t.Run("OKSpendCaptchaOnce", func(t *testing.T) {
			prepare("s_spend", "09170000005")
			c, _, _ := st.Promotion().LatestCaptcha(ctx, "s_spend")
			if ok, err := st.Promotion().SpendCaptchaOnSMS(ctx, c.ID); !ok || err != nil {
				t.Fatalf("first spend: %v %v", ok, err)
			}
			if ok, _ := st.Promotion().SpendCaptchaOnSMS(ctx, c.ID); ok {
				t.Fatal("a captcha was spent twice")
			}
		})
		t.Run("OKFunnelPerTemplateAndDay", func(t *testing.T) {
			for _, e := range []promotion.Event{{TemplateID: 2, Kind: promotion.KindVisit}, {TemplateID: 2, Kind: promotion.KindClick}, {TemplateID: 3, Kind: promotion.KindVisit}} {
				if err := st.Promotion().TrackPromoEvent(ctx, e); err != nil {
					t.Fatal(err)
				}
			}
			clk.Advance(15 * time.Hour) // t0 is 09:00: this is 00:00 the next day in Manila
			st.Promotion().TrackPromoEvent(ctx, promotion.Event{TemplateID: 2, Kind: promotion.KindSMS})
			rows, err := st.Promotion().PromotionFunnel(ctx, "2026-11-22", "2026-11-23", 2)
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != 2 || rows[0] != (promotion.FunnelRow{Day: "2026-11-22", TemplateID: 2, Visits: 1, Clicks: 1}) ||
				rows[1] != (promotion.FunnelRow{Day: "2026-11-23", TemplateID: 2, SMSSent: 1}) {
				t.Fatalf("funnel: got %+v", rows)
			}
		})
	})
}
