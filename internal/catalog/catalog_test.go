package catalog

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// fakeRepo is an in-memory Repo: one e-wallet channel (id 1), saved rows remembered.
type fakeRepo struct {
	Repo          // the reads these tests do not use
	savedChannel  *store.PaymentChannelRow
	savedTemplate *store.TemplateAdminRow
	settings      map[string]string
	audits        []admin.Entry
}

func (f *fakeRepo) PaymentChannel(_ context.Context, id int64) (store.PaymentChannelRow, error) {
	if id != 1 {
		return store.PaymentChannelRow{}, store.ErrNotFound
	}
	return store.PaymentChannelRow{ID: 1, Kind: payments.KindEwallet}, nil
}
func (f *fakeRepo) SavePaymentChannel(_ context.Context, c store.PaymentChannelRow, a admin.Entry, _ ...store.Also) (store.PaymentChannelRow, error) {
	f.savedChannel, f.audits = &c, append(f.audits, a)
	return c, nil
}
func (f *fakeRepo) SaveChannelTemplate(_ context.Context, t store.TemplateAdminRow, a admin.Entry, _ ...store.Also) (store.TemplateAdminRow, error) {
	if t.Name == "taken" {
		return t, store.ErrConflict
	}
	f.savedTemplate, f.audits = &t, append(f.audits, a)
	return t, nil
}
func (f *fakeRepo) CatalogSetting(_ context.Context, key string) (string, bool, error) {
	v, ok := f.settings[key]
	return v, ok, nil
}
func (f *fakeRepo) Products(context.Context, bool) ([]store.ProductRow, error) {
	return []store.ProductRow{{ID: 1}, {ID: 2}}, nil
}

// gateway serves one e-wallet code.
type gateway struct{}

func (gateway) ChannelCodes(method string) []string {
	if m, _ := payments.MethodForKind(payments.KindEwallet); m == method {
		return []string{"GCASH"}
	}
	return nil
}

// previewer prices product 1 only.
type previewer struct{}

func (previewer) DefaultCapPolicy() loans.CapPolicy { return loans.DefaultChargesPolicy() }

func (previewer) PreviewProduct(_ context.Context, p store.ProductRow) (lending.ProductPreview, error) {
	if p.ID != 1 {
		return lending.ProductPreview{}, errors.New("rules no longer validate")
	}
	return lending.ProductPreview{}, nil
}

func TestSaveChannelChecks(t *testing.T) {
	gws := map[string]payments.ChannelCatalog{"xendit": gateway{}}
	for _, c := range []struct {
		name    string
		in      store.PaymentChannelRow
		code    string // the error's code ("" none)
		wantIns string
	}{
		{"no name", store.PaymentChannelRow{ID: 1, Name: "  "}, apperr.CodeInvalid, ""},
		{"no such channel", store.PaymentChannelRow{ID: 2, Name: "GCash"}, "", ""},
		{"a gateway not running", store.PaymentChannelRow{ID: 1, Name: "GCash", Route: payments.Route{Gateway: "paymongo"}}, apperr.CodeInvalid, ""},
		{"a code the gateway lacks", store.PaymentChannelRow{ID: 1, Name: "GCash", Route: payments.Route{Gateway: "xendit", Code: "MAYA"}}, apperr.CodeInvalid, ""},
		{"instructions not a list", store.PaymentChannelRow{ID: 1, Name: "GCash", Instructions: json.RawMessage(`{"a":1}`)}, apperr.CodeInvalid, ""},
		{"no instructions: an empty list", store.PaymentChannelRow{ID: 1, Name: " GCash ", Route: payments.Route{Gateway: " xendit ", Code: " GCASH "}}, "", "[]"},
		{"a list kept", store.PaymentChannelRow{ID: 1, Name: "GCash", Instructions: json.RawMessage(`[{"title":"GCash app","steps":[" open the app "]}]`)}, "", `[{"title":"GCash app","steps":["open the app"]}]`},
		// The borrower pages read {title, steps}: a list of anything else would show nothing.
		{"a list of strings", store.PaymentChannelRow{ID: 1, Name: "GCash", Instructions: json.RawMessage(`["open the app"]`)}, apperr.CodeInvalid, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := &fakeRepo{}
			svc := New(f, previewer{}, "", "")
			saved, err := svc.SaveChannel(context.Background(), c.in, gws, admin.Entry{OperatorID: 9})
			switch {
			case c.name == "no such channel":
				if !errors.Is(err, store.ErrNotFound) {
					t.Fatalf("err %v", err)
				}
			case c.code != "":
				if apperr.CodeOf(err) != c.code || f.savedChannel != nil {
					t.Fatalf("err %v, saved %v", err, f.savedChannel)
				}
			default:
				if err != nil || string(saved.Instructions) != c.wantIns || saved.Name != "GCash" || f.audits[0].Action != "payment_channel.update" || f.audits[0].OperatorID != 9 {
					t.Fatalf("saved %+v, %v, audits %+v", saved, err, f.audits)
				}
				if c.in.Gateway != "" && (saved.Gateway != "xendit" || saved.Code != "GCASH") {
					t.Fatalf("route not trimmed: %+v", saved.Route)
				}
			}
		})
	}
}

func TestSaveTemplateChecks(t *testing.T) {
	long := make([]byte, MaxTemplateName+1)
	for i := range long {
		long[i] = 'a'
	}
	for _, c := range []struct {
		name   string
		in     store.TemplateAdminRow
		code   string
		action string
	}{
		{"no name", store.TemplateAdminRow{Name: " "}, apperr.CodeInvalid, ""},
		{"a name too long", store.TemplateAdminRow{Name: string(long)}, apperr.CodeInvalid, ""},
		{"settings not an object", store.TemplateAdminRow{Name: "x", Settings: json.RawMessage(`[1]`)}, apperr.CodeInvalid, ""},
		{"a taken name", store.TemplateAdminRow{Name: "taken"}, apperr.CodeConflict, ""},
		{"a new template", store.TemplateAdminRow{Name: " Summer "}, "", "channel_template.create"},
		{"an update", store.TemplateAdminRow{ID: 4, Name: "Summer", Settings: json.RawMessage(`{"hero":"a"}`)}, "", "channel_template.update"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := &fakeRepo{}
			saved, err := New(f, previewer{}, "", "").SaveTemplate(context.Background(), c.in, admin.Entry{})
			if c.code != "" {
				if apperr.CodeOf(err) != c.code || f.savedTemplate != nil {
					t.Fatalf("err %v", err)
				}
				return
			}
			if err != nil || saved.Name != "Summer" || len(saved.Settings) == 0 || f.audits[0].Action != c.action {
				t.Fatalf("saved %+v, %v, %+v", saved, err, f.audits)
			}
		})
	}
}

func TestSettingDefaultsAndPreviews(t *testing.T) {
	ctx := context.Background()
	f := &fakeRepo{settings: map[string]string{}}
	svc := New(f, previewer{}, "help@pautang.ph", "+63 917 000 0000")
	v, saved, err := svc.Setting(ctx, admin.SettingContacts)
	if err != nil || saved || string(v) != `{"email":"help@pautang.ph","smWa":"+63 917 000 0000"}` {
		t.Fatalf("default: %s %v %v", v, saved, err)
	}
	f.settings[admin.SettingContacts] = `{"email":"x@y.ph","smWa":"1"}`
	if v, saved, _ := svc.Setting(ctx, admin.SettingContacts); !saved || string(v) != f.settings[admin.SettingContacts] {
		t.Fatalf("saved: %s %v", v, saved)
	}
	if _, _, err := svc.Setting(ctx, "nope"); !errors.Is(err, ErrUnknownSetting) {
		t.Fatalf("unknown key: %v", err)
	}
	ps, previews, err := svc.Products(ctx)
	if err != nil || len(ps) != 2 || len(previews) != 1 {
		t.Fatalf("products %d, previews %v, %v", len(ps), previews, err)
	}
	if _, ok := previews["1"]; !ok {
		t.Fatalf("previews %v", previews)
	}
}
