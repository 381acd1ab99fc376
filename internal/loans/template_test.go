package loans

import (
	"reflect"
	"testing"
)

func TestRenderContractTemplate(t *testing.T) {
	body := "# Parties\nBetween {{lender}} and {{ borrower }}.\n\nLoan of {{amount}}.\n\n{{schedule}}\n\n# Late payment\n{{late}}\n\nKeep {{unknown}} as written."
	got := RenderContractTemplate(body, map[string]string{"lender": "ACME", "borrower": "Juan", "amount": "₱5,000.00", "late": "Pay on time."})
	want := []TemplateBlock{
		{Heading: "Parties", Paragraphs: []string{"Between ACME and Juan.", "Loan of ₱5,000.00."}},
		{Schedule: true, Paragraphs: []string{}},
		{Heading: "Late payment", Paragraphs: []string{"Pay on time.", "Keep {{unknown}} as written."}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %#v\nwant %#v", got, want)
	}
}

func TestUnknownContractFields(t *testing.T) {
	if got := UnknownContractFields("{{amount}} {{nope}} {{ borrower }} {{x}}"); !reflect.DeepEqual(got, []string{"nope", "x"}) {
		t.Fatalf("got %v", got)
	}
	if got := UnknownContractFields("plain {text}"); got != nil {
		t.Fatalf("got %v", got)
	}
}
