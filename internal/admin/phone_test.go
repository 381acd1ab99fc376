package admin

import "testing"

func TestValidPHPhone(t *testing.T) {
	for s, want := range map[string]bool{
		"0917 123 4567": true, "+63 917 123 4567": true, "(02) 8123 4567": true, "+63 2 8123 4567": true, "(032) 123 4567": true,
		"1-800-10-123-4567": true, "09171234567": true,
		"917 123 4567": false, "+1 415 555 0100": false, "0917 123 456": false, "call 0917 123 4567": false, "": false, "+63 917 123 45678": false,
	} {
		if got := ValidPHPhone(s); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}
