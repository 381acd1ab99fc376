package dossier

import (
	"reflect"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
)

func day(s string) loans.Date {
	d, err := loans.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func TestPayments(t *testing.T) {
	for _, c := range []struct {
		name   string
		ledger []loans.Entry
		want   []Payment
	}{
		{"no payments", []loans.Entry{{Kind: loans.KindDisbursement, AmountCents: 100000, Ref: "d1", Day: day("2026-11-01")}}, []Payment{}},
		{"one reference over two entries, the last day", []loans.Entry{
			{Kind: loans.KindPayment, AmountCents: -30000, Ref: "P1", Day: day("2026-11-05")},
			{Kind: loans.KindCharge, AmountCents: 5000, Ref: "x", Day: day("2026-11-05")},
			{Kind: loans.KindPayment, AmountCents: -20000, Ref: "P1", Day: day("2026-11-06")},
		}, []Payment{{OrderID: 7, OrderNo: "N7", Ref: "P1", Day: "2026-11-06", AmountCents: 50000}}},
		{"two references in the ledger's order", []loans.Entry{
			{Kind: loans.KindPayment, AmountCents: -100, Ref: "B", Day: day("2026-11-02")},
			{Kind: loans.KindPayment, AmountCents: -200, Ref: "A", Day: day("2026-11-03")},
		}, []Payment{{OrderID: 7, OrderNo: "N7", Ref: "B", Day: "2026-11-02", AmountCents: 100}, {OrderID: 7, OrderNo: "N7", Ref: "A", Day: "2026-11-03", AmountCents: 200}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Payments(7, "N7", c.ledger); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestMaskedProfile(t *testing.T) {
	values := map[string]string{"ref1Phone": "09181112233", "mobileAlt": "09171234567", "fullName": "Juan"}
	for _, c := range []struct {
		role  admin.Role
		phone string
	}{{admin.RoleViewer, "0918****233"}, {admin.RoleAgent, "09181112233"}} {
		got := map[string]string{}
		for _, f := range MaskedProfile(c.role, values) {
			got[f.Code] = f.Value
		}
		if got["ref1Phone"] != c.phone || got["fullName"] != "Juan" {
			t.Fatalf("%s: %v", c.role, got)
		}
		if c.role == admin.RoleViewer && got["mobileAlt"] != "0917****567" {
			t.Fatalf("viewer: a mobile answer shown: %v", got)
		}
	}
}
