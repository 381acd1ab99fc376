package seed

import (
	"strings"
	"testing"
)

// A bank transfer needs one thing in its notes: the reference the transfer page shows (it
// matches the payment). Asking for the contract number too left borrowers unsure which to write.
func TestTransferStepsAskForOneNote(t *testing.T) {
	var steps []string
	for _, c := range demoChannels {
		if c.Kind == "bank" {
			for _, s := range c.Steps {
				steps = append(steps, s.Items...)
			}
		}
	}
	for _, c := range repaymentChannels {
		if c.Kind == "bank" {
			for _, in := range c.Instructions {
				steps = append(steps, in.Steps...)
			}
		}
	}
	if len(steps) == 0 {
		t.Fatal("no bank transfer channel")
	}
	notes := 0
	for _, s := range steps {
		if strings.Contains(s, "contract number") {
			t.Errorf("a transfer step asks for the contract number: %q", s)
		}
		if strings.Contains(s, "notes") {
			notes++
			if !strings.Contains(s, "reference shown in the app") {
				t.Errorf("a transfer note step does not name the page's reference: %q", s)
			}
		}
	}
	if notes != 2 {
		t.Errorf("got %d note steps, want one per bank channel (2)", notes)
	}
}
