package aml

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// The reports to the Anti-Money Laundering Council: suspicious transaction reports (STR) and
// covered transaction reports (CTR). Both are due within ReportWorkingDays working days of
// their occurrence (RA 9160 s. 9(c) as amended; the AMLC's Guidelines on Transaction Reporting
// and Compliance Submissions, 2024): for an STR the day the suspicion was established, for a
// CTR the day of the transaction. Working days leave out Saturdays and Sundays; the holidays
// are not known here, so a deadline is never later than the law's.

// ReportWorkingDays is the reporting period of covered and suspicious transactions.
const ReportWorkingDays = 5

// Deadline is the last day (YYYY-MM-DD) to file a report of something that occurred on day:
// ReportWorkingDays working days after it.
func Deadline(day string) (string, error) {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return "", fmt.Errorf("aml: %q is not a day (YYYY-MM-DD)", day)
	}
	for n := 0; n < ReportWorkingDays; {
		d = d.AddDate(0, 0, 1)
		if wd := d.Weekday(); wd != time.Saturday && wd != time.Sunday {
			n++
		}
	}
	return d.Format(time.DateOnly), nil
}

// Suspicious circumstances of RA 9160 s. 3(b-1) as amended: the codes an STR gives for why
// the transactions are suspicious.
var Circumstances = []struct{ Code, Text string }{
	{"no_obligation", "There is no underlying legal or trade obligation, purpose or economic justification."},
	{"not_identified", "The client is not properly identified."},
	{"not_commensurate", "The amount involved is not commensurate with the business or financial capacity of the client."},
	{"structuring", "The transactions are structured to avoid being reported (split to stay below the threshold)."},
	{"deviation", "The transactions deviate from the client's profile or past transactions."},
	{"unlawful_activity", "The transactions are in any way related to an unlawful activity or offence under the Act."},
	{"similar", "Transactions similar or analogous to the above."},
}

// CircumstanceText is a code's sentence ("" for an unknown code).
func CircumstanceText(code string) string {
	for _, c := range Circumstances {
		if c.Code == code {
			return c.Text
		}
	}
	return ""
}

// NarrativeMax is the longest narrative an STR carries (the AMLC's reporting format).
const NarrativeMax = 4000

// NarrativeMin is the shortest narrative accepted: it must say who, what, when, where, why
// and how, which no shorter text does.
const NarrativeMin = 50

// STRInput is what an operator gives when opening a suspicious transaction case.
type STRInput struct {
	UserID           int64    `json:"userId"`
	SuspicionOn      string   `json:"suspicionOn"`   // YYYY-MM-DD: the day the suspicion was established
	OrderIDs         []int64  `json:"orderIds"`      // the loans whose transactions are reported (at least one)
	Circumstances    []string `json:"circumstances"` // codes of Circumstances (at least one)
	UnlawfulActivity string   `json:"unlawfulActivity"`
	Narrative        string   `json:"narrative"`
}

// ErrSTR is a case that cannot be opened as given; its text says why.
var ErrSTR = errors.New("aml: invalid suspicious transaction case")

// CheckSTR validates an STR case against today (YYYY-MM-DD) and returns it tidied: the
// circumstances sorted and unique, texts trimmed. The suspicion day is not in the future and
// not so old that its deadline has passed more than a year ago (a typo).
func CheckSTR(in STRInput, today string) (STRInput, error) {
	bad := func(format string, a ...any) (STRInput, error) {
		return STRInput{}, fmt.Errorf("%w: "+format, append([]any{ErrSTR}, a...)...)
	}
	in.Narrative = strings.TrimSpace(in.Narrative)
	in.UnlawfulActivity = strings.TrimSpace(in.UnlawfulActivity)
	if in.UserID <= 0 {
		return bad("choose the borrower")
	}
	on, err := time.Parse(time.DateOnly, in.SuspicionOn)
	if err != nil {
		return bad("the day the suspicion was established is YYYY-MM-DD")
	}
	now, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return bad("today %q is not a day", today)
	}
	if on.After(now) {
		return bad("the day the suspicion was established cannot be after today")
	}
	if on.Before(now.AddDate(-1, 0, 0)) {
		return bad("the day the suspicion was established is more than a year ago")
	}
	if len(in.OrderIDs) == 0 {
		return bad("name at least one loan whose transactions are reported")
	}
	if len(in.Circumstances) == 0 {
		return bad("choose at least one suspicious circumstance")
	}
	seen := map[string]bool{}
	var codes []string
	for _, c := range in.Circumstances {
		if CircumstanceText(c) == "" {
			return bad("unknown suspicious circumstance %q", c)
		}
		if !seen[c] {
			seen[c] = true
			codes = append(codes, c)
		}
	}
	slices.Sort(codes)
	in.Circumstances = codes
	ids := slices.Clone(in.OrderIDs)
	slices.Sort(ids)
	in.OrderIDs = slices.Compact(ids)
	if n := utf8.RuneCountInString(in.Narrative); n < NarrativeMin || n > NarrativeMax {
		return bad("the narrative (who, what, when, where, why and how) is %d to %d characters, not %d", NarrativeMin, NarrativeMax, n)
	}
	if utf8.RuneCountInString(in.UnlawfulActivity) > 200 {
		return bad("the unlawful activity suspected is at most 200 characters")
	}
	return in, nil
}

// Payment is a borrower's payment as covered-transaction detection reads it.
type Payment struct {
	ID          int64  `json:"id"`
	UserID      int64  `json:"userId"`
	Day         string `json:"day"` // the Manila banking day it was received
	AmountCents int64  `json:"amountCents"`
	Method      string `json:"method"`
	Reference   string `json:"reference"`
}

// Covered is a borrower's banking day whose payments add up to more than the threshold.
type Covered struct {
	UserID     int64     `json:"userId"`
	Day        string    `json:"day"`
	TotalCents int64     `json:"totalCents"`
	Payments   []Payment `json:"payments"`
}

// CoveredDays groups payments by borrower and banking day and returns each group whose total
// is more than thresholdCents (a covered transaction is "in excess of" the threshold: at
// exactly the threshold it is not), by day then borrower.
func CoveredDays(payments []Payment, thresholdCents int64) []Covered {
	type key struct {
		user int64
		day  string
	}
	groups := map[key]*Covered{}
	var order []key
	for _, p := range payments {
		k := key{p.UserID, p.Day}
		g, ok := groups[k]
		if !ok {
			g = &Covered{UserID: p.UserID, Day: p.Day}
			groups[k] = g
			order = append(order, k)
		}
		g.TotalCents += p.AmountCents
		g.Payments = append(g.Payments, p)
	}
	var out []Covered
	for _, k := range order {
		if g := groups[k]; g.TotalCents > thresholdCents {
			out = append(out, *g)
		}
	}
	slices.SortFunc(out, func(a, b Covered) int {
		if c := strings.Compare(a.Day, b.Day); c != 0 {
			return c
		}
		return cmp.Compare(a.UserID, b.UserID)
	})
	return out
}
