// Package aml screens borrowers against sanctions lists: the UN Security Council consolidated
// list, read from its published XML (an operator uploads the file; nothing is fetched at run
// time), and the lender's own watch list. Names are compared after normalisation (accents,
// case, punctuation and word order do not matter) with a Jaro-Winkler similarity per word, and
// the birth dates a listing gives (an exact date, a year, or a range of years) confirm or
// weaken a name's match. A hit is a candidate for an operator's decision, never a verdict.
package aml

import (
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/adrg/strutil/metrics"
	"golang.org/x/text/unicode/norm"
)

// Listed is one listing: a person or an entity, its reference and every name it is known by.
type Listed struct {
	Ref      string   `json:"ref"` // the list's reference number, e.g. QDi.001
	Entity   bool     `json:"entity"`
	Names    []string `json:"names"` // the name first, then the aliases
	Births   []Birth  `json:"births,omitempty"`
	ListedOn string   `json:"listedOn,omitempty"`
}

// Birth is a birth date as a listing gives it: an exact date, a year, or a range of years.
type Birth struct {
	Date     string `json:"date,omitempty"` // YYYY-MM-DD
	FromYear int    `json:"fromYear,omitempty"`
	ToYear   int    `json:"toYear,omitempty"` // FromYear == ToYear for a single year
}

// List is a loaded list.
type List struct {
	Source    string    `json:"source"` // "un" or "watch"
	Generated time.Time `json:"generated"`
	Entries   []Listed  `json:"entries"`
}

// unList is the part of the UN consolidated list's XML the screening reads.
type unList struct {
	Generated   string     `xml:"dateGenerated,attr"`
	Individuals []unRecord `xml:"INDIVIDUALS>INDIVIDUAL"`
	Entities    []unRecord `xml:"ENTITIES>ENTITY"`
}

type unRecord struct {
	First    string    `xml:"FIRST_NAME"`
	Second   string    `xml:"SECOND_NAME"`
	Third    string    `xml:"THIRD_NAME"`
	Fourth   string    `xml:"FOURTH_NAME"`
	Ref      string    `xml:"REFERENCE_NUMBER"`
	ListedOn string    `xml:"LISTED_ON"`
	Aliases  []unAlias `xml:"INDIVIDUAL_ALIAS"`
	EAliases []unAlias `xml:"ENTITY_ALIAS"`
	Births   []unBirth `xml:"INDIVIDUAL_DATE_OF_BIRTH"`
}

type unAlias struct {
	Name string `xml:"ALIAS_NAME"`
}

type unBirth struct {
	Type     string `xml:"TYPE_OF_DATE"`
	Date     string `xml:"DATE"`
	Year     string `xml:"YEAR"`
	FromYear string `xml:"FROM_YEAR"`
	ToYear   string `xml:"TO_YEAR"`
}

// ParseUN reads the UN Security Council consolidated list in its published XML format.
func ParseUN(r io.Reader) (List, error) {
	var u unList
	if err := xml.NewDecoder(r).Decode(&u); err != nil {
		return List{}, fmt.Errorf("aml: not the UN consolidated list's XML: %w", err)
	}
	l := List{Source: "un"}
	if u.Generated != "" {
		t, err := time.Parse(time.RFC3339, u.Generated)
		if err != nil {
			return List{}, fmt.Errorf("aml: the list's dateGenerated %q is not a time", u.Generated)
		}
		l.Generated = t
	}
	add := func(rec unRecord, entity bool) {
		e := Listed{Ref: strings.TrimSpace(rec.Ref), Entity: entity, ListedOn: strings.TrimSpace(rec.ListedOn)}
		if full := strings.Join(strings.Fields(rec.First+" "+rec.Second+" "+rec.Third+" "+rec.Fourth), " "); full != "" {
			e.Names = append(e.Names, full)
		}
		for _, a := range append(rec.Aliases, rec.EAliases...) {
			if n := strings.Join(strings.Fields(a.Name), " "); n != "" && !slices.Contains(e.Names, n) {
				e.Names = append(e.Names, n)
			}
		}
		for _, b := range rec.Births {
			if bb, ok := b.birth(); ok {
				e.Births = append(e.Births, bb)
			}
		}
		if len(e.Names) > 0 {
			l.Entries = append(l.Entries, e)
		}
	}
	for _, rec := range u.Individuals {
		add(rec, false)
	}
	for _, rec := range u.Entities {
		add(rec, true)
	}
	if len(l.Entries) == 0 {
		return List{}, fmt.Errorf("aml: the list has no individual or entity")
	}
	return l, nil
}

func (b unBirth) birth() (Birth, bool) {
	year := func(s string) int {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1800 || n > 2200 {
			return 0
		}
		return n
	}
	switch {
	case strings.TrimSpace(b.Date) != "":
		d := strings.TrimSpace(b.Date)
		if len(d) >= 10 {
			d = d[:10]
		}
		if _, err := time.Parse("2006-01-02", d); err == nil {
			return Birth{Date: d}, true
		}
	case year(b.Year) > 0:
		return Birth{FromYear: year(b.Year), ToYear: year(b.Year)}, true
	case year(b.FromYear) > 0 && year(b.ToYear) >= year(b.FromYear):
		return Birth{FromYear: year(b.FromYear), ToYear: year(b.ToYear)}, true
	}
	return Birth{}, false
}

// BirthMatch is how a person's birth date compares with a listing's.
type BirthMatch string

const (
	BirthSame    BirthMatch = "same"    // one of the listing's dates or years holds it
	BirthUnknown BirthMatch = "unknown" // the listing or the person gives none
	BirthDiffers BirthMatch = "differs" // the listing gives dates, none holds it
)

// Hit is a listing whose name is near a person's.
type Hit struct {
	Source string     `json:"source"`
	Ref    string     `json:"ref"`
	Name   string     `json:"name"` // the listing's name that matched
	Score  float64    `json:"score"`
	Birth  BirthMatch `json:"birth"`
	Entity bool       `json:"entity"`
}

// Threshold is the name similarity (0..1) from which a listing is a hit; StrongThreshold the
// one from which it stays a hit although its birth dates differ (a typo in either record).
const (
	Threshold       = 0.88
	StrongThreshold = 0.97
)

// Screen compares a person (their full name, their birth date YYYY-MM-DD or "") with every
// listing of l and returns the hits, best first.
func Screen(name, birthDate string, l List) []Hit {
	who := tokens(name)
	if len(who) == 0 {
		return nil
	}
	var hits []Hit
	for _, e := range l.Entries {
		best, bestName := 0.0, ""
		for _, n := range e.Names {
			if s := similarity(who, tokens(n)); s > best {
				best, bestName = s, n
			}
		}
		if best < Threshold {
			continue
		}
		b := birthOf(birthDate, e.Births)
		if b == BirthDiffers && best < StrongThreshold {
			continue
		}
		hits = append(hits, Hit{Source: l.Source, Ref: e.Ref, Name: bestName, Score: round(best), Birth: b, Entity: e.Entity})
	}
	slices.SortStableFunc(hits, func(a, b Hit) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		return strings.Compare(a.Ref, b.Ref)
	})
	return hits
}

func round(f float64) float64 { return float64(int(f*1000+0.5)) / 1000 }

// birthOf compares a person's birth date with a listing's.
func birthOf(date string, births []Birth) BirthMatch {
	d, err := time.Parse("2006-01-02", date)
	if err != nil || len(births) == 0 {
		return BirthUnknown
	}
	for _, b := range births {
		if b.Date != "" && b.Date == date {
			return BirthSame
		}
		if b.Date == "" && d.Year() >= b.FromYear && d.Year() <= b.ToYear {
			return BirthSame
		}
	}
	return BirthDiffers
}

// tokens normalises a name into its words: accents and case dropped, punctuation a space,
// initials (one letter) left out.
func tokens(s string) []string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteByte(' ')
		}
	}
	var out []string
	for _, w := range strings.Fields(b.String()) {
		if len([]rune(w)) > 1 {
			out = append(out, w)
		}
	}
	return out
}

var jw = func() *metrics.JaroWinkler { m := metrics.NewJaroWinkler(); m.CaseSensitive = false; return m }()

// similarity of two names' words, whatever their order: each word of the shorter name is
// paired with its most similar word of the longer (Jaro-Winkler), and the mean of those pairs
// is weighted by how much of the longer name they cover, so "Ramon Malakas" is near "Ramon
// Bautista Malakas" but "Ramon" alone is not.
func similarity(a, b []string) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	short, long := a, b
	if len(short) > len(long) {
		short, long = long, short
	}
	used := make([]bool, len(long))
	total := 0.0
	for _, w := range short {
		best, at := 0.0, -1
		for i, v := range long {
			if used[i] {
				continue
			}
			if s := jw.Compare(w, v); s > best {
				best, at = s, i
			}
		}
		if at >= 0 {
			used[at] = true
		}
		total += best
	}
	mean := total / float64(len(short))
	cover := float64(len(short)) / float64(len(long))
	// A name of two words against one of three keeps most of its weight (a middle name
	// missing on one side is common); one word against several is no match on its own.
	score := mean * (0.8 + 0.2*cover)
	if len(short) == 1 && len(long) > 1 {
		score *= 0.7
	}
	return score
}
