package aml

import (
	"os"
	"strings"
	"testing"
	"time"
)

func load(t *testing.T) List {
	t.Helper()
	f, err := os.Open("testdata/consolidated.xml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l, err := ParseUN(f)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestParseUN(t *testing.T) {
	l := load(t)
	if !l.Generated.Equal(time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)) || len(l.Entries) != 3 {
		t.Fatalf("list %+v", l)
	}
	r := l.Entries[0]
	if r.Ref != "TSi.001" || r.Entity || len(r.Names) != 3 || r.Names[0] != "RAMON BAUTISTA MALAKAS" || r.Names[2] != "Kumander Bagyo" ||
		len(r.Births) != 1 || r.Births[0].Date != "1975-08-14" {
		t.Fatalf("individual %+v", r)
	}
	if b := l.Entries[1].Births; len(b) != 2 || b[0] != (Birth{FromYear: 1980, ToYear: 1980}) || b[1] != (Birth{FromYear: 1978, ToYear: 1982}) {
		t.Fatalf("approximate and between births %+v", b)
	}
	if e := l.Entries[2]; !e.Entity || e.Names[1] != "BLT Remittance" {
		t.Fatalf("entity %+v", e)
	}
	if _, err := ParseUN(strings.NewReader("<html>not the list</html>")); err == nil {
		t.Fatal("an HTML page was read as the list")
	}
}

func TestScreen(t *testing.T) {
	l := load(t)
	for _, c := range []struct {
		name, born string
		ref        string // "" no hit
		birth      BirthMatch
	}{
		{"RAMON BAUTISTA MALAKAS", "1975-08-14", "TSi.001", BirthSame},
		{"Ramón Malakas", "1975-08-14", "TSi.001", BirthSame},             // accent, middle name missing
		{"Malakas, Ramon B.", "1975-08-14", "TSi.001", BirthSame},         // order, initial
		{"Ramon Malakaz", "1975-08-14", "TSi.001", BirthSame},             // one letter off
		{"Ramon Bautista Malakas", "1990-01-01", "TSi.001", BirthDiffers}, // the full name outweighs a date
		{"Ramon Malakas", "1990-01-01", "TSi.001", BirthDiffers},          // an alias word for word outweighs a date
		{"Ramon Bautista", "1975-08-14", "TSi.001", BirthSame},            // two of three words, the same birth date
		{"Ramon Bautista", "1990-01-01", "", ""},                          // the same two words, another birth date
		{"Kumander Bagyo", "", "TSi.001", BirthUnknown},                   // an alias
		{"Abdul Karim Santiago", "1979-05-05", "TSi.002", BirthSame},      // in a range of years
		{"Juan Dela Cruz", "1992-06-12", "", ""},
		{"Ramon", "1975-08-14", "", ""}, // one common word is not a match
		{"Bagong Liwanag Trading", "", "TSe.001", BirthUnknown},
	} {
		hits := Screen(c.name, c.born, l)
		switch {
		case c.ref == "" && len(hits) > 0:
			t.Errorf("%s (%s): unexpected hits %+v", c.name, c.born, hits)
		case c.ref != "" && (len(hits) == 0 || hits[0].Ref != c.ref || hits[0].Birth != c.birth):
			t.Errorf("%s (%s): hits %+v, want %s with birth %s", c.name, c.born, hits, c.ref, c.birth)
		}
	}
}
