package lending

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

// TestParseTermsMemo: frozen terms parsed from the memo equal a fresh parse, each caller's
// slices are its own (changing them does not reach the next caller), and a bad text is an error.
func TestParseTermsMemo(t *testing.T) {
	p := loans.Product{Code: "X", Tags: []string{"a", "b"}, TermDays: 120, Periods: 4, Rules: loans.DefaultRules()}
	text, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	o := loans.Order{ID: 1, Terms: string(text)}
	var want loans.Product
	if err := json.Unmarshal(text, &want); err != nil {
		t.Fatal(err)
	}
	first, err := parseTerms(o)
	if err != nil || !reflect.DeepEqual(first, want) {
		t.Fatalf("first parse: %+v, %v", first, err)
	}
	first.Tags[0] = "changed"
	first.Late.Tiers[0].DailyBP = -1
	second, err := parseTerms(o)
	if err != nil || !reflect.DeepEqual(second, want) {
		t.Fatalf("after a caller changed its copy: %+v, %v", second, err)
	}
	if _, err := parseTerms(loans.Order{ID: 2, Terms: "{"}); err == nil {
		t.Fatal("bad terms text parsed")
	}
}
