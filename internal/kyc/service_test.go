package kyc_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func photo(t *testing.T) *bytes.Reader {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 40, 30))
	img.Set(3, 3, color.RGBA{40, 199, 130, 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(b.Bytes())
}

// TestBorrowerViewAndOperatorCalls: the borrower's view before and after a submission and a
// redo decision (the reason in their words), the queue's status filter and the roles' phones,
// a photo view audited, the shared upload limit.
func TestBorrowerViewAndOperatorCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		files, err := storage.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		vault, err := banking.NewVault(bytes.Repeat([]byte{7}, 32))
		if err != nil {
			t.Fatal(err)
		}
		svc := &kyc.Service{Store: st, Files: files, Vault: vault}
		ctx := context.Background()
		uid, _, err := st.Users().UpsertUser(ctx, "09170000051")
		if err != nil {
			t.Fatal(err)
		}
		if v, err := svc.View(ctx, uid); err != nil || v != (kyc.View{Status: kyc.StatusNone}) {
			t.Fatalf("before: %+v %v", v, err)
		}
		v, err := svc.SubmitView(ctx, uid, kyc.Submission{IDType: "philsys", Number: "1234-5678-9012-3456", IDPhoto: photo(t), Selfie: photo(t)})
		if err != nil || v.Status != kyc.StatusSubmitted || v.IDLast4 != "3456" || v.Reason != "" {
			t.Fatalf("submitted: %+v %v", v, err)
		}
		if _, err := svc.Queue(ctx, "maybe", admin.RoleAgent); apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Fatalf("unknown status: got %v", err)
		}
		rows, err := svc.Queue(ctx, string(kyc.StatusSubmitted), admin.RoleViewer)
		if err != nil || len(rows) != 1 {
			t.Fatalf("queue: %+v %v", rows, err)
		}
		if want := admin.PhoneFor(admin.RoleViewer, "09170000051"); rows[0].Phone != want {
			t.Fatalf("viewer's phone: got %q, want %q", rows[0].Phone, want)
		}
		id := rows[0].ID
		audit := admin.Entry{OperatorID: 1}
		if _, err := svc.ViewPhoto(ctx, id, "passport", audit, "fraud check"); !errors.Is(err, apperr.ErrNotFound) {
			t.Fatalf("unknown photo: got %v", err)
		}
		if _, err := svc.ViewPhoto(ctx, id, "selfie", audit, " "); !errors.Is(err, admin.ErrReasonRequired) {
			t.Fatalf("no reason: got %v", err)
		}
		obj, err := svc.ViewPhoto(ctx, id, "selfie", audit, "fraud check")
		if err != nil {
			t.Fatal(err)
		}
		obj.Body.Close()
		var audits int
		if err := st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'kyc.photo.view' AND after_json LIKE '%"reason":"fraud check"%'`).Scan(&audits); err != nil || audits != 1 {
			t.Fatalf("audit rows: %d %v", audits, err)
		}
		if _, err := svc.Decide(ctx, id, kyc.Decision{Reason: "blurry", Redo: kyc.RedoSelfie}, admin.Entry{OperatorID: 1, Action: "kyc.decide"}); err != nil {
			t.Fatal(err)
		}
		reason, _ := kyc.ReasonOf("blurry")
		if v, err := svc.View(ctx, uid); err != nil || v.Status != kyc.StatusRedo || v.Redo != kyc.RedoSelfie || v.Reason != reason.Text {
			t.Fatalf("redo: %+v %v", v, err)
		}
		for i := range storage.UploadsPerHour {
			if err := svc.AllowUpload(ctx, uid); err != nil {
				t.Fatalf("upload %d: %v", i, err)
			}
		}
		if err := svc.AllowUpload(ctx, uid); !errors.Is(err, storage.ErrUploadsLimited) {
			t.Fatalf("over the limit: got %v", err)
		}
	})
}
