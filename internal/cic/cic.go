// Package cic builds the monthly credit data submission to the Credit Information Corporation
// (RA 9510, the Credit Information System Act; CIC Circular 2015-01 and 2015-02): a text file
// in the CIC's Standard Submission Format (SSF) of pipe-separated records, one per line:
//
//	HD  header: the submitting entity's provider code, the reference date (the month's last
//	    day), the format version and the submission type;
//	ID  individual subject: one per borrower with a contract in the file;
//	CI  installment contract: one per loan active in the month or closed in it, with its
//	    standing at the reference date;
//	FT  footer: the provider code, the reference date and the number of records.
//
// The CIC sends its current data dictionary to each submitting entity on request
// (datasubmission@creditinfo.gov.ph, CIC Circular 2015-02); the record layouts below are one
// table per record type (field, mandatory, width, kind), so a revision of the dictionary is an
// edit of these tables. Build validates every record against its table before the file is
// offered: a record that fails is left out and reported with the field and the reason, and so
// are the contracts of a subject left out.
package cic

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Version is the SSF version the layouts follow, written in the header.
const Version = "1.0"

// Submission types of the header.
const (
	SubmissionRegular    = "R" // the month's file
	SubmissionCorrection = "C" // corrected records of an earlier month (disputes)
)

// Contract phases and statuses (SSF code lists).
const (
	PhaseActive = "AC" // the contract runs
	PhaseClosed = "CL" // settled or otherwise ended in the month

	StatusCurrent    = "AC" // nothing past due
	StatusPastDue    = "PD" // an installment past due
	StatusWrittenOff = "WO" // written off, the claim still owed
	StatusSettled    = "CL" // paid in full
)

// Provider is the submitting entity.
type Provider struct {
	Code string // the provider code the CIC assigned
	Name string
}

// Subject is a borrower as the CIC's individual subject record carries them.
type Subject struct {
	SubjectNo  string // the lender's own number of the borrower
	FirstName  string
	MiddleName string
	LastName   string
	Gender     string // M or F; "" unknown
	BirthDate  string // YYYY-MM-DD
	Address    string
	City       string
	Phone      string // +63 mobile number
	IDType     string // the identity document's type (the KYC check's)
	IDNumber   string
}

// Contract is a loan as the installment contract record carries it, at the reference date.
type Contract struct {
	ContractNo              string // the order number
	SubjectNo               string
	Phase                   string
	Status                  string
	StartDate               string // YYYY-MM-DD: disbursed
	PlannedEndDate          string // YYYY-MM-DD: the last installment's due day
	ActualEndDate           string // YYYY-MM-DD when closed; ""
	FinancedCents           int64
	Installments            int
	InstallmentCents        int64 // the scheduled installment (the first one's amount)
	NextDueDate             string
	OutstandingInstallments int
	OutstandingCents        int64 // everything owed at the reference date
	OverdueInstallments     int
	OverdueCents            int64
	OverdueDays             int
}

// Problem is one record left out of the file, and why.
type Problem struct {
	Record string `json:"record"` // e.g. "ID 42", "CI PT2026..."
	Field  string `json:"field"`
	Reason string `json:"reason"`
}

// File is a built submission.
type File struct {
	Text             string `json:"-"`
	SHA256           string `json:"sha256"`
	ReferenceDate    string `json:"referenceDate"`
	Subjects         int    `json:"subjects"`
	Contracts        int    `json:"contracts"`
	Records          int    `json:"records"` // every line, header and footer included
	FinancedCents    int64  `json:"financedCents"`
	OutstandingCents int64  `json:"outstandingCents"`
	OverdueCents     int64  `json:"overdueCents"`
}

// kind is how a field's value is checked and written.
type kind int

const (
	text   kind = iota // printable text without the separator
	date               // YYYY-MM-DD in, DDMMYYYY out
	amount             // centavos in, pesos with two decimals out
	count              // a whole number >= 0
	code               // one of the field's codes
)

// field is one column of a record's layout.
type field struct {
	name      string
	mandatory bool
	width     int // the longest value (characters)
	kind      kind
	codes     []string
}

var (
	headerLayout = []field{
		{"RecordType", true, 2, code, []string{"HD"}},
		{"ProviderCode", true, 8, text, nil},
		{"ReferenceDate", true, 8, date, nil},
		{"Version", true, 5, text, nil},
		{"SubmissionType", true, 1, code, []string{SubmissionRegular, SubmissionCorrection}},
		{"ProviderName", false, 100, text, nil},
	}
	subjectLayout = []field{
		{"RecordType", true, 2, code, []string{"ID"}},
		{"ProviderCode", true, 8, text, nil},
		{"ReferenceDate", true, 8, date, nil},
		{"ProviderSubjectNo", true, 38, text, nil},
		{"FirstName", true, 60, text, nil},
		{"MiddleName", false, 60, text, nil},
		{"LastName", true, 60, text, nil},
		{"Gender", false, 1, code, []string{"M", "F"}},
		{"DateOfBirth", true, 8, date, nil},
		{"Address", true, 200, text, nil},
		{"City", false, 100, text, nil},
		{"MobilePhone", true, 20, text, nil},
		{"IdentificationType", false, 30, text, nil},
		{"IdentificationNumber", false, 40, text, nil},
	}
	contractLayout = []field{
		{"RecordType", true, 2, code, []string{"CI"}},
		{"ProviderCode", true, 8, text, nil},
		{"ReferenceDate", true, 8, date, nil},
		{"ProviderSubjectNo", true, 38, text, nil},
		{"Role", true, 1, code, []string{"B"}},
		{"ProviderContractNo", true, 38, text, nil},
		{"ContractType", true, 2, code, []string{"PL"}}, // personal loan
		{"ContractPhase", true, 2, code, []string{PhaseActive, PhaseClosed}},
		{"ContractStatus", true, 2, code, []string{StatusCurrent, StatusPastDue, StatusWrittenOff, StatusSettled}},
		{"Currency", true, 3, code, []string{"PHP"}},
		{"ContractStartDate", true, 8, date, nil},
		{"ContractEndPlannedDate", true, 8, date, nil},
		{"ContractEndActualDate", false, 8, date, nil},
		{"FinancedAmount", true, 18, amount, nil},
		{"InstallmentsNumber", true, 4, count, nil},
		{"PaymentPeriodicity", true, 1, code, []string{"M", "F", "W", "B"}}, // B: bullet (one payment)
		{"MonthlyPaymentAmount", true, 18, amount, nil},
		{"NextPaymentDate", false, 8, date, nil},
		{"OutstandingPaymentsNumber", true, 4, count, nil},
		{"OutstandingBalance", true, 18, amount, nil},
		{"OverduePaymentsNumber", true, 4, count, nil},
		{"OverduePaymentsAmount", true, 18, amount, nil},
		{"OverdueDays", true, 5, count, nil},
	}
	footerLayout = []field{
		{"RecordType", true, 2, code, []string{"FT"}},
		{"ProviderCode", true, 8, text, nil},
		{"ReferenceDate", true, 8, date, nil},
		{"NumberOfRecords", true, 10, count, nil},
	}
)

// value is one field's raw value: text, or centavos and counts as numbers.
type value struct {
	s string
	n int64
}

func s(v string) value { return value{s: strings.TrimSpace(v)} }
func n(v int64) value  { return value{n: v, s: strconv.FormatInt(v, 10)} }

var isoDate = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`)

// render checks vals against layout and writes the record, or names the first fault.
func render(layout []field, vals []value) (string, *Problem) {
	if len(vals) != len(layout) {
		panic(fmt.Sprintf("cic: %d values for a layout of %d fields", len(vals), len(layout)))
	}
	out := make([]string, len(layout))
	for i, f := range layout {
		v := vals[i]
		if v.s == "" {
			if f.mandatory {
				return "", &Problem{Field: f.name, Reason: "missing"}
			}
			continue
		}
		switch f.kind {
		case text:
			if strings.ContainsAny(v.s, "|\r\n") {
				return "", &Problem{Field: f.name, Reason: "contains a separator (| or a line break)"}
			}
			out[i] = v.s
		case date:
			m := isoDate.FindStringSubmatch(v.s)
			if m == nil {
				return "", &Problem{Field: f.name, Reason: fmt.Sprintf("%q is not a date (YYYY-MM-DD)", v.s)}
			}
			out[i] = m[3] + m[2] + m[1]
		case amount:
			if v.n < 0 {
				return "", &Problem{Field: f.name, Reason: "negative amount"}
			}
			out[i] = fmt.Sprintf("%d.%02d", v.n/100, v.n%100)
		case count:
			if v.n < 0 {
				return "", &Problem{Field: f.name, Reason: "negative number"}
			}
			out[i] = v.s
		case code:
			ok := false
			for _, c := range f.codes {
				ok = ok || v.s == c
			}
			if !ok {
				return "", &Problem{Field: f.name, Reason: fmt.Sprintf("%q is not one of %s", v.s, strings.Join(f.codes, ", "))}
			}
			out[i] = v.s
		}
		if utf8.RuneCountInString(out[i]) > f.width {
			return "", &Problem{Field: f.name, Reason: fmt.Sprintf("longer than %d characters", f.width)}
		}
	}
	return strings.Join(out, "|"), nil
}

// Build writes the file of reference date ref (YYYY-MM-DD, the month's last day) from the
// subjects and their contracts, in the order given. A record that fails its layout is left
// out and reported; a subject left out takes its contracts with it, and a contract whose
// subject is not in the file is left out.
func Build(p Provider, ref, submission string, subjects []Subject, contracts []Contract) (File, []Problem) {
	var lines []string
	var problems []Problem
	head := []value{s("HD"), s(p.Code), s(ref), s(Version), s(submission), s(p.Name)}
	line, prob := render(headerLayout, head)
	if prob != nil {
		prob.Record = "HD"
		return File{ReferenceDate: ref}, []Problem{*prob}
	}
	lines = append(lines, line)
	f := File{ReferenceDate: ref}
	in := map[string]bool{}
	for _, sub := range subjects {
		vals := []value{s("ID"), s(p.Code), s(ref), s(sub.SubjectNo), s(sub.FirstName), s(sub.MiddleName), s(sub.LastName), s(sub.Gender),
			s(sub.BirthDate), s(sub.Address), s(sub.City), s(sub.Phone), s(sub.IDType), s(sub.IDNumber)}
		line, prob := render(subjectLayout, vals)
		if prob != nil {
			prob.Record = "ID " + sub.SubjectNo
			problems = append(problems, *prob)
			continue
		}
		if in[sub.SubjectNo] {
			problems = append(problems, Problem{Record: "ID " + sub.SubjectNo, Field: "ProviderSubjectNo", Reason: "the subject is in the file twice"})
			continue
		}
		in[sub.SubjectNo] = true
		lines = append(lines, line)
		f.Subjects++
	}
	for _, c := range contracts {
		rec := "CI " + c.ContractNo
		if !in[c.SubjectNo] {
			problems = append(problems, Problem{Record: rec, Field: "ProviderSubjectNo", Reason: "its subject " + c.SubjectNo + " is not in the file"})
			continue
		}
		periodicity := "M"
		if c.Installments == 1 {
			periodicity = "B"
		}
		vals := []value{s("CI"), s(p.Code), s(ref), s(c.SubjectNo), s("B"), s(c.ContractNo), s("PL"), s(c.Phase), s(c.Status), s("PHP"),
			s(c.StartDate), s(c.PlannedEndDate), s(c.ActualEndDate), n(c.FinancedCents), n(int64(c.Installments)), s(periodicity),
			n(c.InstallmentCents), s(c.NextDueDate), n(int64(c.OutstandingInstallments)), n(c.OutstandingCents),
			n(int64(c.OverdueInstallments)), n(c.OverdueCents), n(int64(c.OverdueDays))}
		line, prob := render(contractLayout, vals)
		if prob == nil {
			prob = checkContract(c)
		}
		if prob != nil {
			prob.Record = rec
			problems = append(problems, *prob)
			continue
		}
		lines = append(lines, line)
		f.Contracts++
		f.FinancedCents += c.FinancedCents
		f.OutstandingCents += c.OutstandingCents
		f.OverdueCents += c.OverdueCents
	}
	f.Records = len(lines) + 1
	foot, _ := render(footerLayout, []value{s("FT"), s(p.Code), s(ref), n(int64(f.Records))})
	lines = append(lines, foot)
	f.Text = strings.Join(lines, "\r\n") + "\r\n"
	sum := sha256.Sum256([]byte(f.Text))
	f.SHA256 = hex.EncodeToString(sum[:])
	return f, problems
}

// checkContract holds a contract's figures to the rules between its fields.
func checkContract(c Contract) *Problem {
	switch {
	case c.FinancedCents <= 0:
		return &Problem{Field: "FinancedAmount", Reason: "must be more than zero"}
	case c.Installments < 1:
		return &Problem{Field: "InstallmentsNumber", Reason: "must be at least 1"}
	case c.OutstandingInstallments > c.Installments:
		return &Problem{Field: "OutstandingPaymentsNumber", Reason: "more than the installments"}
	case c.OverdueCents > c.OutstandingCents:
		return &Problem{Field: "OverduePaymentsAmount", Reason: "more than the outstanding balance"}
	case (c.OverdueDays > 0) != (c.OverdueCents > 0):
		return &Problem{Field: "OverdueDays", Reason: "overdue days and the overdue amount disagree"}
	case c.Phase == PhaseClosed && c.ActualEndDate == "":
		return &Problem{Field: "ContractEndActualDate", Reason: "a closed contract needs its end date"}
	case c.Phase == PhaseActive && c.Status == StatusSettled:
		return &Problem{Field: "ContractStatus", Reason: "an active contract cannot be settled"}
	case c.StartDate > c.PlannedEndDate:
		return &Problem{Field: "ContractEndPlannedDate", Reason: "before the start date"}
	}
	return nil
}

// The statuses of a kept file: built by us, submitted to the CIC, then accepted or rejected by
// it (a rejected file is corrected by building the month again: a new file).
const (
	StatusBuilt     = "built"
	StatusSubmitted = "submitted"
	StatusAccepted  = "accepted"
	StatusRejected  = "rejected"
)

// CheckStatus checks moving a file from status from to status to and returns the note
// trimmed: built -> submitted -> accepted or rejected, a rejection with the CIC's reason (3 to
// 500 characters); accepted and rejected are final.
func CheckStatus(from, to, note string) (string, error) {
	note = strings.TrimSpace(note)
	switch {
	case from == StatusBuilt && to == StatusSubmitted, from == StatusSubmitted && to == StatusAccepted:
	case from == StatusSubmitted && to == StatusRejected:
		if n := utf8.RuneCountInString(note); n < 3 || n > 500 {
			return "", fmt.Errorf("a rejection needs the CIC's reason (3 to 500 characters)")
		}
	case to != StatusSubmitted && to != StatusAccepted && to != StatusRejected:
		return "", fmt.Errorf("status must be submitted, accepted or rejected, not %q", to)
	default:
		return "", fmt.Errorf("a %s file cannot become %s", from, to)
	}
	if utf8.RuneCountInString(note) > 500 {
		return "", fmt.Errorf("the note is at most 500 characters")
	}
	return note, nil
}
