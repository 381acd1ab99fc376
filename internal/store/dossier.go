package store

import (
	"context"

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// Dossier is what the back office's borrower file reads (dossier.Repo): the borrower, their
// orders and ledgers, payout accounts and messages.
type Dossier struct {
	Users
	lists    Lists
	loans    Loans
	banking  Banking
	messages Messages
}

// Dossier returns the areas the borrower file reads.
func (s *Store) Dossier() Dossier {
	return Dossier{s.Users(), s.Lists(), s.Loans(), s.Banking(), s.Messages()}
}

// AdminOrders lists orders (Lists.AdminOrders).
func (d Dossier) AdminOrders(ctx context.Context, f AdminOrderFilter) ([]backoffice.AdminOrderRow, error) {
	return d.lists.AdminOrders(ctx, f)
}

// OrderBooks reads an order's ledger and schedule (Loans.OrderBooks).
func (d Dossier) OrderBooks(ctx context.Context, orderID int64) ([]loans.Entry, []loans.Installment, error) {
	return d.loans.OrderBooks(ctx, orderID)
}

// BankAccounts lists a borrower's payout accounts (Banking.BankAccounts).
func (d Dossier) BankAccounts(ctx context.Context, userID int64) ([]BankAccount, error) {
	return d.banking.BankAccounts(ctx, userID)
}

// BorrowerMessages lists a borrower's messages (Messages.BorrowerMessages).
func (d Dossier) BorrowerMessages(ctx context.Context, userID int64, limit int) ([]notify.Message, error) {
	return d.messages.BorrowerMessages(ctx, userID, limit)
}
