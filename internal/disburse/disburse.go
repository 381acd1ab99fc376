// Package disburse pays an approved loan out to the borrower's bound account and starts it:
// it ties the payout provider, the sealed account numbers and the loans rules together. The
// loan engine calls DisburseOrder when an order is approved (status 151); a card change calls
// it again for orders whose payout failed.
package disburse

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/store"
)

// Outcome is what DisburseOrder did.
type Outcome string

// Outcomes of DisburseOrder.
const (
	OutcomeDisbursed Outcome = "disbursed" // paid out; the order is 170 and its ledger started
	OutcomeFailed    Outcome = "failed"    // refused or no account; card_need_pop is raised
	OutcomePending   Outcome = "pending"   // the provider will answer later; the order stays 151
	OutcomeNotDue    Outcome = "not_due"   // not approved, or already disbursed: nothing to do
)

// Service disburses orders: the booking is built with loans.Disburse from the payout day and
// the terms frozen on the order at application.
type Service struct {
	Store  *store.Store
	Payout payout.Provider
	Vault  *banking.Vault
	Clock  clock.Clock
	Cap    loans.CapPolicy
	Log    *slog.Logger
	// Metrics counts the payouts settled (nil: none).
	Metrics Metrics
}

// Metrics is what disbursement reports once a payout's outcome has committed (the server's
// metrics.Metrics).
type Metrics interface {
	PayoutSettled(succeeded bool)
}

func (s *Service) payoutSettled(succeeded bool) {
	if s.Metrics != nil {
		s.Metrics.PayoutSettled(succeeded)
	}
}

// Record is what the transaction that records a payout provider's answer also writes, given
// the outcome: the audit row of the gateway's answer to an operator's action. It runs only when
// an answer (paid or refused) is recorded, never around the gateway call itself.
type Record func(tx *store.Tx, res Result) error

// Result reports one DisburseOrder call.
type Result struct {
	Outcome       Outcome
	Reference     string
	FailureReason string
}

// DisburseOrder pays order orderID (status 151) out to the borrower's payout account. On
// success it writes the disbursement ledger rows, the schedule from today and moves the order
// 151 -> 170 through the loans transition table. With no account or a refused payout it
// leaves the order at 151 with card_need_pop=1 and payout_status='failed', so the loan detail
// asks the borrower to fix the account; a card change then calls it again. Calling it twice
// never pays twice: a pending attempt is resent with its idempotency reference. rec, when
// given, runs in the transaction that records the provider's answer; when the outcome is not
// known yet (no answer, or still processing) it runs alone with OutcomePending, and with no
// account to pay to alone with OutcomeFailed.
func (s *Service) DisburseOrder(ctx context.Context, orderID int64, rec ...Record) (Result, error) {
	o, err := s.Store.Payouts().PayoutOrderByID(ctx, orderID)
	if err != nil {
		return Result{}, err
	}
	if loans.Status(o.Status) != loans.StatusApproved {
		return Result{Outcome: OutcomeNotDue}, nil
	}
	if _, err := loans.Transition(loans.Status(o.Status), loans.EventDisburse); err != nil {
		return Result{}, err
	}
	// An identity check reopened by a change of the borrower's legal name or birth date holds
	// the payout until an operator approves it (a payout retry then pays).
	if held, err := s.Store.Users().IdentityRecheckPending(ctx, o.UserID); err != nil {
		return Result{}, err
	} else if held {
		return Result{Outcome: OutcomeNotDue, FailureReason: "the identity check was reopened by a change of name or birth date: it waits for an operator's approval"}, nil
	}
	booking, err := s.bookingOf(ctx, o)
	if err != nil {
		return Result{}, err
	}
	amount := booking.NetProceeds

	start, err := s.Store.Payouts().StartPayout(ctx, orderID, int(loans.StatusApproved), amount)
	if errors.Is(err, store.ErrPayoutNotDue) {
		return Result{Outcome: OutcomeNotDue}, nil
	}
	if err != nil {
		return Result{}, err
	}
	if start.NoAccount {
		s.payoutSettled(false)
		failed := Result{Outcome: OutcomeFailed, Reference: start.Payout.Reference, FailureReason: start.Payout.FailureReason}
		return failed, s.recordAlone(ctx, failed, rec)
	}
	number, err := s.Vault.Open(start.Account.UserID, start.Account.Cipher)
	if err != nil {
		// A key mismatch is an operator problem, not the borrower's: keep the attempt pending.
		return Result{}, fmt.Errorf("disburse: order %d: %w", orderID, err)
	}
	res, err := s.Payout.Disburse(ctx, payout.Request{
		OrderID:     orderID,
		Reference:   start.Payout.Reference,
		AmountCents: start.Payout.Amount,
		Account: payout.Account{CardType: start.Account.CardType, InstitutionCode: start.Account.BankCode,
			InstitutionName: start.Account.BankName, Number: number, HolderName: start.Account.HolderName},
	})
	if err != nil {
		// Unknown outcome: the attempt stays pending and the next call resends the same reference.
		pending := Result{Outcome: OutcomePending, Reference: start.Payout.Reference}
		if rerr := s.recordAlone(ctx, pending, rec); rerr != nil {
			return pending, errors.Join(fmt.Errorf("disburse: payout of order %d: %w", orderID, err), rerr)
		}
		return pending, fmt.Errorf("disburse: payout of order %d: %w", orderID, err)
	}
	return s.finish(ctx, start.Payout, booking, res, rec...)
}

// bookingOf builds the booking a successful payout of o writes, from today, with the net
// proceeds the borrower agreed to on the confirm page.
func (s *Service) bookingOf(ctx context.Context, o store.PayoutOrder) (loans.Disbursement, error) {
	terms, err := s.termsOf(ctx, o)
	if err != nil {
		return loans.Disbursement{}, err
	}
	cp, err := s.Store.Catalog().ChargesPolicy(ctx, s.Cap) // the lender's charges policy, else the region's
	if err != nil {
		return loans.Disbursement{}, err
	}
	booking, err := Book(o, terms, loans.DateOf(s.Clock.Now()), cp.Policy)
	if err != nil {
		return loans.Disbursement{}, err
	}
	if o.NetProceeds > 0 {
		booking.NetProceeds = o.NetProceeds
	}
	return booking, nil
}

// finish records a provider's answer about attempt p: succeeded books the loan (170),
// failed asks the borrower for another account, pending leaves it.
func (s *Service) finish(ctx context.Context, p store.Payout, booking loans.Disbursement, res payout.Result, rec ...Record) (Result, error) {
	also := func(out Result) store.Also {
		return func(tx *store.Tx) error {
			for _, r := range rec {
				if err := r(tx, out); err != nil {
					return err
				}
			}
			return nil
		}
	}
	switch res.Status {
	case payout.StatusSucceeded:
		settled, err := s.Store.Payouts().CompletePayout(ctx, p.ID, res.ProviderRef, booking, also(Result{Outcome: OutcomeDisbursed, Reference: p.Reference}))
		if err != nil {
			return Result{}, err
		}
		if settled {
			s.payoutSettled(true)
		}
		s.log().Info("disburse: order paid out", "order", p.OrderID, "reference", p.Reference, "amount", p.Amount)
		return Result{Outcome: OutcomeDisbursed, Reference: p.Reference}, nil
	case payout.StatusFailed:
		reason := res.FailureReason
		if reason == "" {
			reason = "The transfer was refused."
		}
		settled, err := s.Store.Payouts().FailPayout(ctx, p.ID, reason, also(Result{Outcome: OutcomeFailed, Reference: p.Reference, FailureReason: reason}))
		if err != nil {
			return Result{}, err
		}
		if settled {
			s.payoutSettled(false)
		}
		s.log().Warn("disburse: payout refused", "order", p.OrderID, "reference", p.Reference, "reason", reason)
		return Result{Outcome: OutcomeFailed, Reference: p.Reference, FailureReason: reason}, nil
	default:
		pending := Result{Outcome: OutcomePending, Reference: p.Reference}
		return pending, s.recordAlone(ctx, pending, rec)
	}
}

// recordAlone runs rec for an attempt that needs no further write of ours: one whose outcome
// is not known yet (the gateway did not answer, or answered that it is still processing) or
// one refused before any call for want of an account. The attempt row was written before, so
// the caller's records (an operator's audit entry) are all this transaction writes.
func (s *Service) recordAlone(ctx context.Context, res Result, rec []Record) error {
	if len(rec) == 0 {
		return nil
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		for _, r := range rec {
			if err := r(tx, res); err != nil {
				return err
			}
		}
		return nil
	})
}

// Settle applies a provider's later answer (a status callback) to the attempt it names:
// succeeded moves the order 151 -> 170 with its ledger, failed raises the card-change
// dialog. An attempt already settled, or an unknown reference, changes nothing (callbacks
// repeat).
func (s *Service) Settle(ctx context.Context, u payout.Update) (Result, error) {
	p, err := s.Store.Providers().PayoutByReference(ctx, u.Reference)
	if errors.Is(err, store.ErrNotFound) {
		s.log().Warn("disburse: callback for an unknown payout", "reference", u.Reference)
		return Result{Outcome: OutcomeNotDue, Reference: u.Reference}, nil
	}
	if err != nil {
		return Result{}, err
	}
	if p.Status != store.PayoutPending || u.Result.Status == payout.StatusPending {
		return Result{Outcome: OutcomeNotDue, Reference: p.Reference}, nil
	}
	o, err := s.Store.Payouts().PayoutOrderByID(ctx, p.OrderID)
	if err != nil {
		return Result{}, err
	}
	var booking loans.Disbursement
	if u.Result.Status == payout.StatusSucceeded {
		if loans.Status(o.Status) != loans.StatusApproved {
			return Result{Outcome: OutcomeNotDue, Reference: p.Reference}, nil
		}
		if booking, err = s.bookingOf(ctx, o); err != nil {
			return Result{}, err
		}
		booking.NetProceeds = p.Amount // what was sent
	}
	return s.finish(ctx, p, booking, u.Result)
}

// BindAccount binds a borrower's bank account or e-wallet (banking.ActionBind) or replaces
// their payout account (banking.ActionChange; orderID is the order whose detail asked, 0 if
// none), then retries the payout of their approved orders that waited for an account. A retry
// that fails is logged and reported as pending: the account is bound either way. then, when not
// nil, runs in the binding's transaction with the account bound (an operator's change: its
// audit row and the request's finish); rec runs in each retried payout's recording
// transaction. The retries call the gateway after the binding committed.
func (s *Service) BindAccount(ctx context.Context, a store.NewBankAccount, action string, orderID int64,
	then func(tx *store.Tx, acc store.BankAccount) error, rec ...Record) (store.BankAccount, map[int64]Result, error) {
	var acc store.BankAccount
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if acc, err = tx.BindBankAccount(ctx, a, action, orderID); err != nil || then == nil {
			return err
		}
		return then(tx, acc)
	})
	if err != nil {
		return acc, nil, err
	}
	results, err := s.RetryForUser(ctx, a.UserID, 0, rec...)
	if err != nil {
		s.log().Error("disburse: payout retry after binding failed", "user", a.UserID, "err", err)
	}
	return acc, results, nil
}

// RetryForUser retries the payout of every approved order of userID that waits for a new
// account (card_need_pop=1), after the borrower bound or changed one. only > 0 limits it to
// that order. It returns the results by order id.
func (s *Service) RetryForUser(ctx context.Context, userID, only int64, rec ...Record) (map[int64]Result, error) {
	ids, err := s.Store.Payouts().OrdersAwaitingAccount(ctx, userID, int(loans.StatusApproved))
	if err != nil {
		return nil, err
	}
	out := map[int64]Result{}
	for _, id := range ids {
		if only > 0 && id != only {
			continue
		}
		r, err := s.DisburseOrder(ctx, id, rec...)
		if err != nil {
			s.log().Error("disburse: retry failed", "order", id, "err", err)
			r = Result{Outcome: OutcomePending}
		}
		out[id] = r
	}
	return out, nil
}

// termsOf is the product an order was applied for: the terms frozen on it, or the product
// as it is now for an order from before terms were frozen.
func (s *Service) termsOf(ctx context.Context, o store.PayoutOrder) (loans.Product, error) {
	if o.Terms != "" {
		var terms loans.Product
		if err := json.Unmarshal([]byte(o.Terms), &terms); err != nil {
			return loans.Product{}, fmt.Errorf("disburse: order %d terms: %w", o.ID, err)
		}
		return terms, nil
	}
	p, err := s.Store.Catalog().Product(ctx, o.ProductID)
	if err != nil {
		return loans.Product{}, fmt.Errorf("disburse: unable to read product: %w", err)
	}
	return ProductTerms(p)
}

// Book builds the booking of a paid-out order with the loans rules: the schedule from the
// payout day, the disbursement, service fee and first-period interest ledger rows, the
// standing on that day, and the 151 -> 170 move from the transition table.
func Book(o store.PayoutOrder, terms loans.Product, day loans.Date, cp loans.CapPolicy) (loans.Disbursement, error) {
	to, err := loans.Transition(loans.Status(o.Status), loans.EventDisburse)
	if err != nil {
		return loans.Disbursement{}, err
	}
	client := loans.ClientNew
	if o.IsRepeat {
		client = loans.ClientRepeat
	}
	loan, entries, err := loans.Disburse(terms, o.Amount, day, client, cp)
	if err != nil {
		return loans.Disbursement{}, err
	}
	b := loans.Disbursement{FromStatus: loans.Status(o.Status), ToStatus: to, Day: day, Interest: loans.TotalInterest(loan.Schedule),
		Schedule: loan.Schedule, Entries: entries, Standing: loans.KeepStanding(loans.StandingOn(loan.Schedule, entries, day))}
	if n := len(loan.Schedule); n > 0 {
		b.DueDate = loan.Schedule[n-1].DueDay
	}
	for _, e := range entries {
		switch e.Kind {
		case loans.KindDisbursement:
			b.NetProceeds += e.AmountCents
		case loans.KindDeduction:
			b.NetProceeds += e.AmountCents
			b.ServiceFee -= e.AmountCents
		}
	}
	return b, nil
}

// ProductTerms converts a stored product into the loans rules' Product.
func ProductTerms(p store.ProductRow) (loans.Product, error) {
	rules, err := loans.ParseRules(p.Rules)
	if err != nil {
		return loans.Product{}, fmt.Errorf("disburse: product %s rules: %w", p.Code, err)
	}
	return loans.Product{
		ID: p.ID, Code: p.Code, Name: p.Name, LogoURL: p.Logo, Description: p.Description, Tags: p.Tags, Enabled: p.Enabled,
		MinAmountCents: p.MinAmount, MaxAmountCents: p.MaxAmount, AmountStepCents: p.AmountStep,
		TermDays: p.TermDays, Periods: p.Periods, InterestBPPerMonth: int64(p.InterestBPMonth), ServiceFeeBP: int64(p.ServiceFeeBP),
		Rules: rules,
	}, nil
}

// CardPop is the bank-card dialog of the loan detail (cardNeedPop, cardPopTitle, cardPopMsg).
type CardPop struct {
	Need  bool
	Title string
	Msg   string
	// NoAccount: the order waits for a first account (nothing was sent yet), not a new one.
	NoAccount bool
}

// CardPopFor explains, for the loan detail, why an order's payout failed and what to do. Need
// is false unless the order waits for a new account.
func (s *Service) CardPopFor(ctx context.Context, orderID int64) (CardPop, error) {
	o, err := s.Store.Payouts().PayoutOrderByID(ctx, orderID)
	if err != nil {
		return CardPop{}, err
	}
	if !o.CardNeedPop {
		return CardPop{}, nil
	}
	pop := CardPop{Need: true, Title: i18n.T(ctx, "Update your payment account")}
	p, err := s.Store.Payouts().LatestPayout(ctx, orderID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && p.AccountID == 0) {
		pop.Msg = i18n.T(ctx, "Your loan is approved. Bind a bank account or e-wallet so we can send you the money.")
		pop.NoAccount = true
		return pop, nil
	}
	if err != nil {
		return CardPop{}, err
	}
	where := i18n.T(ctx, "your account")
	if acc, err := s.Store.Payouts().BankAccountByID(ctx, p.AccountID); err == nil {
		where = i18n.F(ctx, "your %s account %s", acc.BankName, banking.Mask(acc.Last4))
	}
	// The reason is the payout gateway's, in English; the catalogue translates the known ones.
	pop.Msg = i18n.F(ctx, "We could not send %s to %s. %s Please check the details or choose another account, and we will send it again.",
		loans.FormatPeso(p.Amount), where, i18n.T(ctx, p.FailureReason))
	return pop, nil
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}
