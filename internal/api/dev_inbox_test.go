package api

import (
	"reflect"
	"testing"
)

func TestInboxShowsLinksAsLinks(t *testing.T) {
	got := linkParts("Pautang: pay at http://127.0.0.1:8080/repayment?orderId=7. Thank you")
	want := []textPart{
		{Text: "Pautang: pay at "},
		{Text: "http://127.0.0.1:8080/repayment?orderId=7", Href: "http://127.0.0.1:8080/repayment?orderId=7"},
		{Text: ". Thank you"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v", got)
	}
	if got := linkParts("Your code is 123456"); !reflect.DeepEqual(got, []textPart{{Text: "Your code is 123456"}}) {
		t.Fatalf("no link: %+v", got)
	}
}
