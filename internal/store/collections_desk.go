package store

import (
	"context"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// Desk is what the collections desk reads and writes (collections.DeskRepo, NoteRepo,
// ReferenceRepo): the cases, notes and references, with the loans, borrowers, operators,
// messages and support contacts a case page shows.
type Desk struct {
	Collections
	loans    Loans
	users    Users
	ops      Operators
	messages Messages
	catalog  Catalog
}

// Desk returns the areas the collections desk uses.
func (s *Store) Desk() Desk {
	return Desk{s.Collections(), s.Loans(), s.Users(), s.Operators(), s.Messages(), s.Catalog()}
}

var (
	_ collections.DeskRepo      = Desk{}
	_ collections.NoteRepo      = Desk{}
	_ collections.ReferenceRepo = Desk{}
)

// OperatorByID reads an operator (Operators.OperatorByID).
func (d Desk) OperatorByID(ctx context.Context, id int64) (admin.Operator, bool, error) {
	return d.ops.OperatorByID(ctx, id)
}

// BorrowerExists is ErrNotFound when there is no live borrower id.
func (d Desk) BorrowerExists(ctx context.Context, id int64) error {
	_, err := d.users.UserByID(ctx, id)
	return err
}

// CaseBorrower reads an order, its borrower's name (the profile's full name, else the
// account's) and the borrower's profile answers.
func (d Desk) CaseBorrower(ctx context.Context, orderID int64) (loans.Order, string, map[string]string, error) {
	o, err := d.loans.LoanOrderByID(ctx, orderID)
	if err != nil {
		return o, "", nil, err
	}
	u, err := d.users.UserByID(ctx, o.UserID)
	if err != nil {
		return o, "", nil, err
	}
	profile, err := d.users.ProfileFields(ctx, o.UserID)
	if err != nil {
		return o, "", nil, err
	}
	name := profile["fullName"]
	if name == "" {
		name = u.Name
	}
	return o, name, profile, nil
}

// BorrowerMessages lists a borrower's messages (Messages.BorrowerMessages).
func (d Desk) BorrowerMessages(ctx context.Context, userID int64, limit int) ([]notify.Message, error) {
	return d.messages.BorrowerMessages(ctx, userID, limit)
}

// MessageWording reads the supervisor's message wording (Messages.MessageWording).
func (d Desk) MessageWording(ctx context.Context) (notify.Wording, error) {
	return d.messages.MessageWording(ctx)
}

// SupportContacts reads the back office's support contacts (Catalog.SupportContacts).
func (d Desk) SupportContacts(ctx context.Context) (email, phone string, saved bool, err error) {
	return d.catalog.SupportContacts(ctx)
}
