// Package compliance runs what the lender reports to its regulators: the monthly credit data
// file to the Credit Information Corporation (internal/cic builds and checks the records).
package compliance

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/aml"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/cic"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// Opener opens an identity check's sealed ID number (the data key's vault).
type Opener interface {
	Open(userID int64, sealed string) (string, error)
}

// Service builds and keeps the CIC files.
type Service struct {
	Store *store.Store
	Vault Opener // nil: the ID number is left out of the subject records
	Clock clock.Clock
	Files FileDeleter // the private files an erasure releases (nil: kept)

	// CoveredThresholdCents: a borrower's payments of one banking day above this are a covered
	// transaction (0: DefaultCoveredThresholdCents; PAUTANG_AML_COVERED_THRESHOLD).
	CoveredThresholdCents int64

	listsMu  sync.Mutex
	lists    map[int64][]aml.Listed // kept sanctions lists by id, parsed once (they never change)
	Provider cic.Provider
}

// ErrMonth refuses a month that is not YYYY-MM or has not ended yet.
var ErrMonth = apperr.Invalid("month must be YYYY-MM of a month that has ended.")

// Built is a kept file with the records left out of it.
type Built struct {
	Submission store.CICSubmission `json:"submission"`
	Problems   []cic.Problem       `json:"problems"`
}

// BuildCIC builds the file of month (YYYY-MM, ended) from the loans as they stood at its last
// day (each loan's standing from its ledger cut at that day, loans.StandingOn), keeps it with
// its hash, figures and problems, audited cic.build by, and returns it.
func (s *Service) BuildCIC(ctx context.Context, month string, by admin.Entry) (Built, error) {
	first, err := time.ParseInLocation("2006-01", month, clock.Manila)
	if err != nil {
		return Built{}, ErrMonth
	}
	next := first.AddDate(0, 1, 0)
	if !s.Clock.Now().After(next) {
		return Built{}, ErrMonth
	}
	refDay := next.AddDate(0, 0, -1).Format("2006-01-02")
	ref, _ := loans.ParseDate(refDay)
	rows, err := s.Store.Compliance().CICLoans(ctx, refDay, first.UnixMilli())
	if err != nil {
		return Built{}, err
	}
	var subjects []cic.Subject
	var contracts []cic.Contract
	seen := map[int64]bool{}
	for _, l := range rows {
		no := strconv.FormatInt(l.UserID, 10)
		if !seen[l.UserID] {
			seen[l.UserID] = true
			subjects = append(subjects, s.subject(l, no))
		}
		entries, sched, err := s.Store.Loans().OrderBooks(ctx, l.OrderID)
		if err != nil {
			return Built{}, err
		}
		st := loans.StandingOn(sched, entries, ref)
		settled := ""
		if l.SettledAt > 0 {
			settled = time.UnixMilli(l.SettledAt).In(clock.Manila).Format("2006-01-02")
		}
		contracts = append(contracts, cic.LoanAt(l.OrderNo, no, l.Amount, sched, st, settled))
	}
	f, problems := cic.Build(s.Provider, refDay, cic.SubmissionRegular, subjects, contracts)
	if problems == nil {
		problems = []cic.Problem{}
	}
	pj, _ := json.Marshal(problems)
	sub := store.CICSubmission{Month: month, ReferenceDate: refDay, SubmissionType: cic.SubmissionRegular, SHA256: f.SHA256,
		Subjects: f.Subjects, Contracts: f.Contracts, Records: f.Records, FinancedCents: f.FinancedCents, OutstandingCents: f.OutstandingCents,
		OverdueCents: f.OverdueCents, Problems: pj, Body: f.Text, CreatedBy: actorName(by), CreatedAt: s.Clock.Now().UnixMilli()}
	by.Action, by.Entity = "cic.build", "cic_submission"
	by.After = map[string]any{"month": month, "sha256": f.SHA256, "records": f.Records, "problems": len(problems)}
	if by.At == 0 {
		by.At = sub.CreatedAt
	}
	sub, err = s.Store.Compliance().SaveCICSubmission(ctx, sub, by)
	if err != nil {
		return Built{}, err
	}
	return Built{Submission: sub, Problems: problems}, nil
}

// subject is the individual subject record of loan l's borrower.
func (s *Service) subject(l store.CICLoan, no string) cic.Subject {
	first, last := cic.SplitName(l.Name)
	sub := cic.Subject{SubjectNo: no, FirstName: first, LastName: last, BirthDate: l.BirthDate, Address: l.Address, City: l.City,
		Phone: mobile(l.Phone), IDType: l.IDType}
	switch l.Gender {
	case "1":
		sub.Gender = "M"
	case "2":
		sub.Gender = "F"
	}
	if l.IDSealed != "" && s.Vault != nil {
		if n, err := s.Vault.Open(l.UserID, l.IDSealed); err == nil {
			sub.IDNumber = n
		}
	}
	return sub
}

// mobile writes a stored 09XXXXXXXXX number in the +63 form.
func mobile(p string) string {
	if len(p) == 11 && p[0] == '0' {
		return "+63" + p[1:]
	}
	return p
}

func actorName(e admin.Entry) string {
	if e.OperatorID > 0 {
		return fmt.Sprintf("operator:%d", e.OperatorID)
	}
	return "cli"
}
