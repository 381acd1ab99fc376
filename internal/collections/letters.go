package collections

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/records"
)

// Demand letters: after the automated notices stop (day 15 past due), a demand letter at
// LetterDays.Demand days past due and a final demand at LetterDays.Final, each a PDF in English
// and Filipino naming the amount past due (and the payoff as a second figure), generated once
// per loan by the collections job and stored as sent (bytes and SHA-256; never rendered again).

// Letter kinds.
const (
	LetterDemand      = "demand"
	LetterFinalDemand = "final_demand"
)

// LetterDays are the days past due on which each letter is generated (the defaults: 30 and 60;
// configured by PAUTANG_DEMAND_LETTER_DAY and PAUTANG_FINAL_DEMAND_DAY).
type LetterDays struct {
	Demand int
	Final  int
}

// DefaultLetterDays are the letters' days when none are configured.
var DefaultLetterDays = LetterDays{Demand: 30, Final: 60}

// Check refuses days out of order or outside 16 (after the last automated notice) to 365.
func (d LetterDays) Check() error {
	if d.Demand < 16 || d.Final <= d.Demand || d.Final > 365 {
		return fmt.Errorf("collections: the demand letter's day must be from 16, the final demand's after it and at most 365 (got %d and %d)", d.Demand, d.Final)
	}
	return nil
}

// LettersDue are the letter kinds a loan days past due should have by now, in order.
func (d LetterDays) LettersDue(days int) []string {
	var out []string
	if days >= d.Demand {
		out = append(out, LetterDemand)
	}
	if days >= d.Final {
		out = append(out, LetterFinalDemand)
	}
	return out
}

// Letter is a generated letter as stored.
type Letter struct {
	ID           int64  `json:"id"`
	OrderID      int64  `json:"orderId"`
	Kind         string `json:"kind"`
	Day          string `json:"day"` // the Manila day it was generated
	DaysPastDue  int    `json:"daysPastDue"`
	PastDueCents int64  `json:"pastDueCents"`
	PayoffCents  int64  `json:"payoffCents"`
	SHA256       string `json:"sha256"`
	Bytes        int    `json:"bytes"`
	CreatedAt    int64  `json:"createdAt"`
	PDF          []byte `json:"-"`
	OrderNo      string `json:"-"` // for the borrower's notice (not stored with the letter)
}

// LetterFields are what a letter says.
type LetterFields struct {
	Kind         string
	OrderNo      string
	Borrower     string
	Day          loans.Date
	DaysPastDue  int
	PastDueCents int64
	PayoffCents  int64
	PayBy        loans.Date
	Hotline      string
}

// LetterText is a letter's text in English then Filipino (records.PDF's layout: the first
// line the title, "## " headings). Polite and lawful (SEC MC 18 s.2019): no threat, no word to
// anyone but the borrower.
func LetterText(f LetterFields) string {
	title, titleFil := "Demand letter", "Liham ng paniningil"
	lead := "Our records show that your loan is past due."
	leadFil := "Ayon sa aming talaan, lampas na sa takdang araw ang iyong loan."
	if f.Kind == LetterFinalDemand {
		title, titleFil = "Final demand", "Huling paniningil"
		lead = "This is our final request to settle the amount past due on your loan before we endorse your account to a collection agency."
		leadFil = "Ito ang aming huling paalala na bayaran ang halagang lampas na sa takdang araw bago namin ipasa ang iyong account sa isang collection agency."
	}
	pd, po := loans.FormatPeso(f.PastDueCents), loans.FormatPeso(f.PayoffCents)
	dear, dearFil := "Dear "+f.Borrower+",", "Mahal na "+f.Borrower+","
	if strings.TrimSpace(f.Borrower) == "" {
		dear, dearFil = "Dear borrower,", "Mahal naming kliyente,"
	}
	return title + " / " + titleFil + "\n" +
		"Pautang · " + f.Day.String() + " · Loan " + f.OrderNo + "\n\n" +
		"## English\n" +
		dear + "\n" +
		lead + " It is " + strconv.Itoa(f.DaysPastDue) + " days past due.\n" +
		"The amount past due is " + pd + ". Please pay it by " + f.PayBy.String() + " through the app (GCash, Maya, bank or 7-Eleven).\n" +
		"The amount to settle the whole loan today is " + po + ".\n" +
		"If you cannot pay, please call us at " + f.Hotline + " so we can agree on a plan. If you have already paid, thank you and please disregard this letter.\n\n" +
		"## Filipino\n" +
		dearFil + "\n" +
		leadFil + " Lampas na ito ng " + strconv.Itoa(f.DaysPastDue) + " araw.\n" +
		"Ang halagang lampas na sa takdang araw ay " + pd + ". Pakibayaran ito bago ang " + f.PayBy.String() + " sa app (GCash, Maya, bangko o 7-Eleven).\n" +
		"Ang halaga para mabayaran nang buo ang loan ngayon ay " + po + ".\n" +
		"Kung hindi ka makabayad, tumawag sa " + f.Hotline + " para makapagkasundo tayo sa isang plano. Kung nakabayad ka na, salamat at huwag nang pansinin ang liham na ito.\n"
}

// LetterPayDays is how long a letter gives the borrower to pay.
const LetterPayDays = 7

// RenderLetter writes a letter's PDF at now (the same input gives the same bytes).
func RenderLetter(f LetterFields, now time.Time) ([]byte, error) {
	return records.PDF(LetterText(f), now, "Pautang · "+f.Kind+" · loan "+f.OrderNo+" · "+f.Day.String())
}

// LetterRepo stores letters; the store implements it.
type LetterRepo interface {
	// OverdueCases reads the queue rows of the loans past due (status 180).
	OverdueCases(ctx context.Context) ([]CollectionRow, error)
	// LetterKinds reads which letter kinds every loan past due already has.
	LetterKinds(ctx context.Context) (map[int64]map[string]bool, error)
	// AddLetter stores a letter with its audit row unless the order has one of its kind
	// (created false then).
	AddLetter(ctx context.Context, l Letter, audit admin.Entry) (created bool, err error)
	// Letters lists an order's letters without their bytes, oldest first; Letter reads one of
	// them with its bytes (the store's not-found error when the order has no such letter).
	Letters(ctx context.Context, orderID int64) ([]Letter, error)
	Letter(ctx context.Context, orderID, id int64) (Letter, error)
	// AuditLetterRead writes the audit row of an operator's read of a letter.
	AuditLetterRead(ctx context.Context, audit admin.Entry) error
}

// ErrNoLetters is a service built without a letter store.
var ErrNoLetters = errors.New("collections: no letter store")

// GenerateLetters writes the letters the loans past due should have by today and do not (a
// loan that missed its day, the job being down, gets it the next run; each kind at most once
// per loan). It returns how many it wrote.
func (s *Service) GenerateLetters(ctx context.Context) (int, error) {
	if s.Letters == nil {
		return 0, ErrNoLetters
	}
	days := s.LetterDays
	if days == (LetterDays{}) {
		days = DefaultLetterDays
	}
	if err := days.Check(); err != nil {
		return 0, err
	}
	rows, err := s.Letters.OverdueCases(ctx)
	if err != nil {
		return 0, err
	}
	have, err := s.Letters.LetterKinds(ctx)
	if err != nil {
		return 0, err
	}
	hotline, err := s.hotline(ctx)
	if err != nil {
		return 0, err
	}
	now := s.Clock.Now()
	today := loans.DateOf(now)
	n := 0
	for _, r := range rows {
		dpd := DaysPastDue(r.OverdueSince, today)
		for _, kind := range days.LettersDue(dpd) {
			if have[r.OrderID][kind] {
				continue
			}
			a := loans.Amounts{PastDueCents: r.PastDueCents, PayoffCents: r.PayoffCents}
			if s.Amounts != nil {
				if a, err = s.Amounts.Amounts(ctx, r.OrderID); err != nil {
					return n, err
				}
			}
			f := LetterFields{Kind: kind, OrderNo: r.OrderNo, Borrower: r.Name, Day: today, DaysPastDue: dpd, PastDueCents: a.PastDueCents,
				PayoffCents: a.PayoffCents, PayBy: today.Add(LetterPayDays), Hotline: hotline}
			pdf, err := RenderLetter(f, now)
			if err != nil {
				return n, err
			}
			l := Letter{OrderID: r.OrderID, OrderNo: r.OrderNo, Kind: kind, Day: today.String(), DaysPastDue: dpd, PastDueCents: a.PastDueCents, PayoffCents: a.PayoffCents,
				SHA256: records.Sum(pdf), Bytes: len(pdf), CreatedAt: now.UnixMilli(), PDF: pdf}
			created, err := s.Letters.AddLetter(ctx, l, admin.Entry{Action: "collections.letter", Entity: "order", EntityID: strconv.FormatInt(r.OrderID, 10),
				After: map[string]any{"kind": kind, "sha256": l.SHA256, "pastDueCents": l.PastDueCents, "daysPastDue": dpd}})
			if err != nil {
				return n, err
			}
			if created {
				n++
			}
		}
	}
	return n, nil
}

// CaseLetters lists a case's letters (no bytes).
func (s *Service) CaseLetters(ctx context.Context, orderID int64) ([]Letter, error) {
	if s.Letters == nil {
		return nil, ErrNoLetters
	}
	return s.Letters.Letters(ctx, orderID)
}

// LetterPDF reads one letter as it was sent, checked against its recorded SHA-256, and audits
// the read.
func (s *Service) LetterPDF(ctx context.Context, orderID, id int64, audit admin.Entry) (Letter, error) {
	if s.Letters == nil {
		return Letter{}, ErrNoLetters
	}
	l, err := s.Letters.Letter(ctx, orderID, id)
	if err != nil {
		return Letter{}, err
	}
	if records.Sum(l.PDF) != l.SHA256 {
		return Letter{}, fmt.Errorf("collections: letter %d: the stored PDF does not match its SHA-256", id)
	}
	audit.At = s.Clock.Now().UnixMilli()
	return l, s.Letters.AuditLetterRead(ctx, audit)
}
