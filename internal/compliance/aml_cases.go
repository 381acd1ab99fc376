package compliance

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/aml"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/cic"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// DefaultCoveredThresholdCents is the covered-transaction threshold when none is set: PHP
// 500,000 in one banking day (RA 9160 s. 3(b) as amended by RA 10365).
const DefaultCoveredThresholdCents int64 = 50_000_000

// CashMethods are the repayment methods paid in cash at a payment centre (a store's counter):
// the risk rating's cash-like channels.
var CashMethods = []string{payments.MethodCode, payments.MethodPayCode}

func (s *Service) today() string { return s.Clock.Now().In(clock.Manila).Format(time.DateOnly) }

func (s *Service) coveredThreshold() int64 {
	if s.CoveredThresholdCents > 0 {
		return s.CoveredThresholdCents
	}
	return DefaultCoveredThresholdCents
}

// ---- risk rating

// RateBorrower rates borrower userID now (aml.Rate over their facts) and keeps the rating,
// audited aml.risk_rating, when it differs from the one kept; it answers the rating in force.
func (s *Service) RateBorrower(ctx context.Context, userID int64) (store.RiskRating, error) {
	now := s.Clock.Now().In(clock.Manila)
	facts, err := s.Store.Compliance().RiskFactsOf(ctx, userID, now.UnixMilli(), now.AddDate(0, 0, -30).Format(time.DateOnly),
		now.AddDate(-1, 0, 0).Format(time.DateOnly), CashMethods)
	if err != nil {
		return store.RiskRating{}, err
	}
	r := aml.Rate(facts)
	kept, found, err := s.Store.Compliance().LatestRiskRating(ctx, userID)
	if err != nil {
		return store.RiskRating{}, err
	}
	if found && (aml.Rating{Level: kept.Level, Reasons: kept.Reasons}).Same(r) {
		return kept, nil
	}
	next := store.RiskRating{UserID: userID, Level: r.Level, Reasons: r.Reasons, RatedAt: now.UnixMilli()}
	before := map[string]any{"level": nil}
	if found {
		before["level"] = kept.Level
	}
	codes := make([]string, len(r.Reasons))
	for i, x := range r.Reasons {
		codes[i] = x.Code
	}
	err = s.Store.Compliance().SaveRiskRating(ctx, next, admin.Entry{Action: "aml.risk_rating", Entity: "user", EntityID: strconv.FormatInt(userID, 10),
		At: next.RatedAt, Before: before, After: map[string]any{"level": r.Level, "reasons": codes}})
	return next, err
}

// ---- screening hits

// Hits lists the screening hits of a status (open, cleared, confirmed; "" for all).
func (s *Service) Hits(ctx context.Context, status string) ([]store.HitView, error) {
	switch status {
	case "", "open", "cleared", "confirmed":
	default:
		return nil, apperr.Invalid("status must be open, cleared or confirmed.")
	}
	return s.Store.Compliance().AMLHits(ctx, status, 200)
}

// ---- suspicious transaction cases

// ErrCaseNotOpen refuses filing a case that was filed already.
var ErrCaseNotOpen = apperr.New("aml_case_closed", "This case was filed already.")

// OpenSTR opens a suspicious transaction case on a borrower's loans (aml.CheckSTR): the subject
// and the transactions (each loan's disbursement and repayments) are read and kept as they are
// now, the deadline is aml.ReportWorkingDays working days after the suspicion was established;
// audited aml.str_open. The borrower is rated again (a case makes them high risk).
func (s *Service) OpenSTR(ctx context.Context, in aml.STRInput, by admin.Entry) (store.STRCase, error) {
	in, err := aml.CheckSTR(in, s.today())
	if err != nil {
		return store.STRCase{}, apperr.Invalid("%s", strings.TrimPrefix(err.Error(), aml.ErrSTR.Error()+": "))
	}
	subject, err := s.Store.Compliance().STRSubjectOf(ctx, in.UserID)
	if errors.Is(err, store.ErrNotFound) {
		return store.STRCase{}, apperr.Invalid("No borrower #%d.", in.UserID)
	}
	if err != nil {
		return store.STRCase{}, err
	}
	txns, missing, err := s.Store.Compliance().STRTransactionsOf(ctx, in.UserID, in.OrderIDs)
	if err != nil {
		return store.STRCase{}, err
	}
	if len(missing) > 0 {
		return store.STRCase{}, apperr.Invalid("Order %d is not a disbursed loan of borrower #%d.", missing[0], in.UserID)
	}
	deadline, err := aml.Deadline(in.SuspicionOn)
	if err != nil {
		return store.STRCase{}, apperr.Invalid("%s", err.Error())
	}
	var amount int64
	for _, t := range txns {
		amount += t.AmountCents
	}
	c := store.STRCase{UserID: in.UserID, SuspicionOn: in.SuspicionOn, Deadline: deadline, Subject: subject, Transactions: txns, AmountCents: amount,
		Circumstances: in.Circumstances, UnlawfulActivity: in.UnlawfulActivity, Narrative: in.Narrative, OpenedBy: by.OperatorID, OpenedAt: s.Clock.Now().UnixMilli()}
	by.Action, by.At = "aml.str_open", c.OpenedAt
	by.After = map[string]any{"userId": c.UserID, "suspicionOn": c.SuspicionOn, "deadline": deadline, "orders": in.OrderIDs,
		"circumstances": c.Circumstances, "amountCents": amount}
	c, err = s.Store.Compliance().CreateSTRCase(ctx, c, by)
	if err != nil {
		return c, err
	}
	_, err = s.RateBorrower(ctx, c.UserID)
	return c, err
}

// checkRef reads the AMLC's reference of a filed report.
func checkRef(ref string) (string, error) {
	ref = strings.TrimSpace(ref)
	if n := utf8.RuneCountInString(ref); n < 3 || n > 64 {
		return "", apperr.Invalid("Give the AMLC's reference of the report (3 to 64 characters).")
	}
	return ref, nil
}

// FileSTR records that case id was reported to the AMLC under ref, audited aml.str_file.
func (s *Service) FileSTR(ctx context.Context, id int64, ref string, by admin.Entry) (store.STRCase, error) {
	ref, err := checkRef(ref)
	if err != nil {
		return store.STRCase{}, err
	}
	c, err := s.Store.Compliance().STRCaseByID(ctx, id)
	if err != nil {
		return c, err
	}
	now := s.Clock.Now().UnixMilli()
	by.Action, by.At = "aml.str_file", now
	by.Before, by.After = map[string]any{"status": "open"}, map[string]any{"status": "filed", "amlcRef": ref, "deadline": c.Deadline, "late": s.today() > c.Deadline}
	won, err := s.Store.Compliance().FileSTRCase(ctx, id, by.OperatorID, ref, now, by)
	if err != nil {
		return c, err
	}
	if !won {
		return c, ErrCaseNotOpen
	}
	return s.Store.Compliance().STRCaseByID(ctx, id)
}

// ---- covered transactions

// CoveredWindowDays is how many days back covered-transaction detection looks at each run.
const CoveredWindowDays = 7

// Detected is one detection run: the covered days flagged or updated.
type Detected struct {
	Flagged int `json:"flagged"`
}

// DetectCovered groups the payments received over the last CoveredWindowDays Manila days by
// borrower and day (aml.CoveredDays) and keeps each day above the threshold as a covered
// transaction with its CTR deadline, audited aml.covered (or aml.covered_update when more
// payments came in); each borrower flagged is rated again.
func (s *Service) DetectCovered(ctx context.Context) (Detected, error) {
	now := s.Clock.Now().In(clock.Manila)
	from := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, clock.Manila).AddDate(0, 0, -CoveredWindowDays)
	pays, at, err := s.Store.Compliance().SucceededPayments(ctx, from.UnixMilli(), now.UnixMilli()+1)
	if err != nil {
		return Detected{}, err
	}
	for i := range pays {
		pays[i].Day = time.UnixMilli(at[i]).In(clock.Manila).Format(time.DateOnly)
	}
	threshold := s.coveredThreshold()
	var out Detected
	for _, c := range aml.CoveredDays(pays, threshold) {
		deadline, err := aml.Deadline(c.Day)
		if err != nil {
			return out, err
		}
		ids := make([]int64, len(c.Payments))
		for i, p := range c.Payments {
			ids[i] = p.ID
		}
		wrote, err := s.Store.Compliance().SaveCovered(ctx, store.CoveredTransaction{UserID: c.UserID, Day: c.Day, TotalCents: c.TotalCents, Payments: c.Payments,
			ThresholdCents: threshold, Deadline: deadline, DetectedAt: now.UnixMilli()},
			admin.Entry{At: now.UnixMilli(), After: map[string]any{"userId": c.UserID, "day": c.Day, "totalCents": c.TotalCents, "payments": ids,
				"thresholdCents": threshold, "deadline": deadline}})
		if err != nil {
			return out, err
		}
		if wrote {
			out.Flagged++
			if _, err := s.RateBorrower(ctx, c.UserID); err != nil {
				return out, err
			}
		}
	}
	return out, nil
}

// ReportCovered records that covered transaction id was reported to the AMLC under ref,
// audited aml.ctr_file.
func (s *Service) ReportCovered(ctx context.Context, id int64, ref string, by admin.Entry) error {
	ref, err := checkRef(ref)
	if err != nil {
		return err
	}
	now := s.Clock.Now().UnixMilli()
	by.Action, by.At = "aml.ctr_file", now
	by.Before, by.After = map[string]any{"status": "flagged"}, map[string]any{"status": "reported", "amlcRef": ref}
	won, err := s.Store.Compliance().ReportCovered(ctx, id, by.OperatorID, ref, now, by)
	if err != nil {
		return err
	}
	if !won {
		return apperr.New("aml_case_closed", "This covered transaction was reported already, or there is none.")
	}
	return nil
}

// ---- CIC files' status

// SetCICStatus moves CIC file id to status to (cic.CheckStatus: built -> submitted ->
// accepted | rejected, a rejection with the CIC's reason), audited cic.status.
func (s *Service) SetCICStatus(ctx context.Context, id int64, to, note string, by admin.Entry) (store.CICSubmission, error) {
	c, err := s.Store.Compliance().CICSubmissionByID(ctx, id)
	if err != nil {
		return c, err
	}
	note, err = cic.CheckStatus(c.Status, to, note)
	if err != nil {
		return c, apperr.Invalid("%s", err.Error())
	}
	now := s.Clock.Now().UnixMilli()
	by.Action, by.At = "cic.status", now
	by.Before, by.After = map[string]any{"status": c.Status}, map[string]any{"status": to, "note": note}
	won, err := s.Store.Compliance().SetCICStatus(ctx, id, c.Status, to, note, actorName(by), now, by)
	if err != nil {
		return c, err
	}
	if !won {
		return c, apperr.New(apperr.CodeConflict, "This file's status changed meanwhile: reload it.")
	}
	c, err = s.Store.Compliance().CICSubmissionByID(ctx, id)
	c.Body = ""
	return c, err
}

// ---- the compliance desk

// Desk is what the Compliance page reads in one call.
type Desk struct {
	CIC            []store.CICSubmission      `json:"cic"`
	Hits           []store.HitView            `json:"hits"`
	STR            []store.STRCase            `json:"str"`
	Covered        []store.CoveredTransaction `json:"covered"`
	Today          string                     `json:"today"`
	ThresholdCents int64                      `json:"thresholdCents"`
	Circumstances  []Circumstance             `json:"circumstances"`
}

// Circumstance is a suspicious circumstance an STR may give.
type Circumstance struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// Desk reads the compliance desk: the CIC files, the screening hits, the STR cases and the
// covered transactions, each list at most 200.
func (s *Service) Desk(ctx context.Context) (Desk, error) {
	var d Desk
	var err error
	if d.CIC, err = s.Store.Compliance().CICSubmissions(ctx, 200); err != nil {
		return d, err
	}
	if d.CIC == nil {
		d.CIC = []store.CICSubmission{}
	}
	if d.Hits, err = s.Store.Compliance().AMLHits(ctx, "", 200); err != nil {
		return d, err
	}
	if d.STR, err = s.Store.Compliance().STRCases(ctx, 200); err != nil {
		return d, err
	}
	if d.Covered, err = s.Store.Compliance().CoveredTransactions(ctx, 200); err != nil {
		return d, err
	}
	d.Today, d.ThresholdCents = s.today(), s.coveredThreshold()
	for _, c := range aml.Circumstances {
		d.Circumstances = append(d.Circumstances, Circumstance{Code: c.Code, Text: c.Text})
	}
	return d, nil
}

// The records as the back office reads them (the store's types, named here for the HTTP layer).
type (
	RiskRating         = store.RiskRating
	HitView            = store.HitView
	STRCase            = store.STRCase
	CoveredTransaction = store.CoveredTransaction
	CICSubmission      = store.CICSubmission
)
