package config

import "testing"

func TestValidPhone(t *testing.T) {
	for s, want := range map[string]bool{
		"+63 917 800 1234": true, "0917-800-1234": true, "(02) 8123 4567": true, "1800 1888 7777": true, "+639178001234": true,
		"": false, "123": false, "call 0917 800 1234": false, "0917 800 1234 re unpaid loan P5,000": false, "0917 800 1234 / 0918 111 2222": false,
		"+63 917 800 1234 ext": false, "++63 917": false, "1234567890123456": false, "０９１７ ８００ １２３４": false,
	} {
		if got := ValidPhone(s); got != want {
			t.Errorf("%q: got %v, want %v", s, got, want)
		}
	}
}
