// Package disburse pays an approved loan out to the borrower's bound account and starts it:
// it ties the payout provider, the sealed account numbers and the loans rules together. The
// loan engine calls DisburseOrder when an order is approved (status 151); a card change calls
// it again for orders whose payout failed.
package disburse

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
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

// Service disburses orders. Book may be replaced by the loan engine's own booking; by default
// it builds the schedule and first ledger rows with loans.Disburse from the payout day.
type Service struct {
	Store  *store.Store
	Payout payout.Provider
	Vault  *banking.Vault
	Clock  clock.Clock
	Cap    loans.CapPolicy
	Log    *slog.Logger
	// Book turns a paid-out order into its booking (schedule, ledger rows, status move). Nil
	// means BookWithLoans.
	Book func(ctx context.Context, o store.PayoutOrder, p store.ProductRow, day loans.Date, cp loans.CapPolicy) (store.DisbursementBooking, error)
}

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
// never pays twice: a pending attempt is resent with its idempotency reference.
func (s *Service) DisburseOrder(ctx context.Context, orderID int64) (Result, error) {
	o, err := s.Store.PayoutOrderByID(ctx, orderID)
	if err != nil {
		return Result{}, err
	}
	if loans.Status(o.Status) != loans.StatusApproved {
		return Result{Outcome: OutcomeNotDue}, nil
	}
	if _, err := loans.Transition(loans.Status(o.Status), loans.EventDisburse); err != nil {
		return Result{}, err
	}
	p, err := s.Store.Product(ctx, o.ProductID)
	if err != nil {
		return Result{}, fmt.Errorf("disburse: unable to read product: %w", err)
	}
	day := loans.DateOf(s.Clock.Now())
	booking, err := s.book(ctx, o, p, day)
	if err != nil {
		return Result{}, err
	}
	amount := booking.NetProceeds
	if o.NetProceeds > 0 {
		amount = o.NetProceeds // what the borrower agreed to on the confirm page
	}
	booking.NetProceeds = amount

	start, err := s.Store.StartPayout(ctx, orderID, int(loans.StatusApproved), amount)
	if errors.Is(err, store.ErrPayoutNotDue) {
		return Result{Outcome: OutcomeNotDue}, nil
	}
	if err != nil {
		return Result{}, err
	}
	if start.NoAccount {
		return Result{Outcome: OutcomeFailed, Reference: start.Payout.Reference, FailureReason: start.Payout.FailureReason}, nil
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
		return Result{Outcome: OutcomePending, Reference: start.Payout.Reference}, fmt.Errorf("disburse: payout of order %d: %w", orderID, err)
	}
	switch res.Status {
	case payout.StatusSucceeded:
		if err := s.Store.CompletePayout(ctx, start.Payout.ID, res.ProviderRef, booking); err != nil {
			return Result{}, err
		}
		s.log().Info("disburse: order paid out", "order", orderID, "reference", start.Payout.Reference, "amount", start.Payout.Amount)
		return Result{Outcome: OutcomeDisbursed, Reference: start.Payout.Reference}, nil
	case payout.StatusFailed:
		reason := res.FailureReason
		if reason == "" {
			reason = "The transfer was refused."
		}
		if err := s.Store.FailPayout(ctx, start.Payout.ID, reason); err != nil {
			return Result{}, err
		}
		s.log().Warn("disburse: payout refused", "order", orderID, "reference", start.Payout.Reference, "reason", reason)
		return Result{Outcome: OutcomeFailed, Reference: start.Payout.Reference, FailureReason: reason}, nil
	default:
		return Result{Outcome: OutcomePending, Reference: start.Payout.Reference}, nil
	}
}

// RetryForUser retries the payout of every approved order of userID that waits for a new
// account (card_need_pop=1), after the borrower bound or changed one. only > 0 limits it to
// that order. It returns the results by order id.
func (s *Service) RetryForUser(ctx context.Context, userID, only int64) (map[int64]Result, error) {
	ids, err := s.Store.OrdersAwaitingAccount(ctx, userID, int(loans.StatusApproved))
	if err != nil {
		return nil, err
	}
	out := map[int64]Result{}
	for _, id := range ids {
		if only > 0 && id != only {
			continue
		}
		r, err := s.DisburseOrder(ctx, id)
		if err != nil {
			s.log().Error("disburse: retry failed", "order", id, "err", err)
			r = Result{Outcome: OutcomePending}
		}
		out[id] = r
	}
	return out, nil
}

func (s *Service) book(ctx context.Context, o store.PayoutOrder, p store.ProductRow, day loans.Date) (store.DisbursementBooking, error) {
	if s.Book != nil {
		return s.Book(ctx, o, p, day, s.Cap)
	}
	return BookWithLoans(ctx, o, p, day, s.Cap)
}

// BookWithLoans builds the booking of a paid-out order with the loans rules: the schedule from
// the payout day, the disbursement, service fee and first-period interest ledger rows, and the
// 151 -> 170 move from the transition table.
func BookWithLoans(_ context.Context, o store.PayoutOrder, p store.ProductRow, day loans.Date, cp loans.CapPolicy) (store.DisbursementBooking, error) {
	to, err := loans.Transition(loans.Status(o.Status), loans.EventDisburse)
	if err != nil {
		return store.DisbursementBooking{}, err
	}
	terms, err := ProductTerms(p)
	if err != nil {
		return store.DisbursementBooking{}, err
	}
	client := loans.ClientNew
	if o.IsRepeat {
		client = loans.ClientRepeat
	}
	loan, entries, err := loans.Disburse(terms, o.Amount, day, client, cp)
	if err != nil {
		return store.DisbursementBooking{}, err
	}
	b := store.DisbursementBooking{FromStatus: o.Status, ToStatus: int(to), Day: day.String(), Interest: loans.TotalInterest(loan.Schedule)}
	for _, in := range loan.Schedule {
		b.Installments = append(b.Installments, store.DisbursementInstallment{Seq: in.Seq, DueDate: in.DueDay.String(), Principal: in.PrincipalCents, Interest: in.InterestCents})
		b.DueDate = in.DueDay.String()
	}
	for _, e := range entries {
		b.Entries = append(b.Entries, store.DisbursementEntry{Kind: string(e.Kind), Bucket: string(e.Bucket), Amount: e.AmountCents, Day: e.Day.String(), Ref: e.Ref})
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
	o, err := s.Store.PayoutOrderByID(ctx, orderID)
	if err != nil {
		return CardPop{}, err
	}
	if !o.CardNeedPop {
		return CardPop{}, nil
	}
	pop := CardPop{Need: true, Title: "Update your payment account"}
	p, err := s.Store.LatestPayout(ctx, orderID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && p.AccountID == 0) {
		pop.Msg = "Your loan is approved. Bind a bank account or e-wallet so we can send you the money."
		pop.NoAccount = true
		return pop, nil
	}
	if err != nil {
		return CardPop{}, err
	}
	where := "your account"
	if acc, err := s.Store.BankAccountByID(ctx, p.AccountID); err == nil {
		where = fmt.Sprintf("your %s account %s", acc.BankName, banking.Mask(acc.Last4))
	}
	pop.Msg = fmt.Sprintf("We could not send %s to %s. %s Please check the details or choose another account, and we will send it again.",
		loans.FormatPeso(p.Amount), where, p.FailureReason)
	return pop, nil
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}
