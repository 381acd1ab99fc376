package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/banking"
)

// ErrBankAccountTaken (banking.ErrAccountTaken) is returned when an account being bound is already the active account
// of another borrower (one account pays out to one borrower only).
var ErrBankAccountTaken = banking.ErrAccountTaken

// BankFormItems returns the bind-card form of a product: its own rows, or the default form
// (product 0) when it has none, in display order.
func (s Banking) BankFormItems(ctx context.Context, productID int64) ([]banking.Item, error) {
	rows, err := s.Query(ctx, `SELECT product_id, code, title, subtitle, cate, input_type, card_type_mi, channel_number, rule, max_length, options
		FROM bank_form_items WHERE enabled = 1 AND product_id IN (0, $1)
		ORDER BY product_id DESC, sort, id`, productID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list bank form items: %w", err)
	}
	defer rows.Close()
	out := []banking.Item{}
	first := int64(-1)
	for rows.Next() {
		var it banking.Item
		var pid int64
		var opts string
		if err := rows.Scan(&pid, &it.Code, &it.Title, &it.Subtitle, &it.Cate, &it.InputType, &it.CardTypeMi, &it.ChannelNumber, &it.Rule, &it.MaxLength, &opts); err != nil {
			return nil, fmt.Errorf("store: unable to read bank form item: %w", err)
		}
		if first == -1 {
			first = pid
		}
		if pid != first { // the product's own form replaces the default one entirely
			break
		}
		if err := json.Unmarshal([]byte(opts), &it.Note); err != nil {
			return nil, fmt.Errorf("store: bank form item %s has bad options: %w", it.Code, err)
		}
		if it.Note == nil {
			it.Note = []banking.Option{}
		}
		out = append(out, it)
	}
	return out, rows.Err()
}

// UpsertBankFormItem writes one form field of a product (0 = the default form), keyed by
// (product, code, card type, channel). The seed uses it.
func (s Banking) UpsertBankFormItem(ctx context.Context, productID int64, it banking.Item, sort int) error {
	opts, err := json.Marshal(it.Note)
	if err != nil {
		return fmt.Errorf("store: unable to encode bank form options: %w", err)
	}
	if it.Note == nil {
		opts = []byte("[]")
	}
	return s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE bank_form_items SET title = $1, subtitle = $2, cate = $3, input_type = $4, rule = $5, max_length = $6, options = $7, sort = $8, enabled = 1
			WHERE product_id = $9 AND code = $10 AND card_type_mi = $11 AND channel_number = $12`,
			it.Title, it.Subtitle, string(it.Cate), it.InputType, string(it.Rule), it.MaxLength, string(opts), sort, productID, it.Code, it.CardTypeMi, it.ChannelNumber)
		if err != nil {
			return fmt.Errorf("store: unable to update bank form item: %w", err)
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return nil
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO bank_form_items (product_id, code, title, subtitle, cate, input_type, card_type_mi, channel_number, rule, max_length, options, sort)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
			productID, it.Code, it.Title, it.Subtitle, string(it.Cate), it.InputType, it.CardTypeMi, it.ChannelNumber, string(it.Rule), it.MaxLength, string(opts), sort)
		if err != nil {
			return fmt.Errorf("store: unable to insert bank form item: %w", err)
		}
		return nil
	})
}

// BankAccount is banking.BankAccount, named here for the store's queries.
type BankAccount = banking.BankAccount

// NewBankAccount is an account to bind: the number arrives sealed, with its keyed hash.
type NewBankAccount struct {
	UserID     int64
	CardType   int
	Channel    string
	BankCode   string
	BankName   string
	HolderName string
	Cipher     string
	Last4      string
	Hash       string
	Details    map[string]string
}

// Account actions recorded in bank_account_changes (banking.ActionBind, ActionChange).
const (
	AccountActionBind   = banking.ActionBind
	AccountActionChange = banking.ActionChange
)

const bankAccountCols = `id, user_id, card_type, channel_number, bank_code, bank_name, holder_name, number_cipher, number_last4, details, is_default, default_since, created_at`

func scanBankAccount(sc interface{ Scan(...any) error }) (BankAccount, error) {
	var a BankAccount
	var details string
	var def int
	if err := sc.Scan(&a.ID, &a.UserID, &a.CardType, &a.Channel, &a.BankCode, &a.BankName, &a.HolderName, &a.Cipher, &a.Last4, &details, &def, &a.DefaultSince, &a.CreatedAt); err != nil {
		return a, err
	}
	a.IsDefault = def == 1
	_ = json.Unmarshal([]byte(details), &a.Details)
	return a, nil
}

// BindBankAccount stores an account and makes it the default of its card type, in one
// transaction with its audit row, as the binding rule (banking.PlanBinding) decides on the
// borrower's accounts read under the binding's locks: an account active for another borrower
// is refused (ErrBankAccountTaken), a number the borrower already has is refreshed, a change
// retires the payout account it replaces (removed from the list, its sealed number wiped).
func (s Banking) BindBankAccount(ctx context.Context, a NewBankAccount, action string, orderID int64) (BankAccount, error) {
	var out BankAccount
	err := s.InTx(ctx, func(t *Tx) error {
		var err error
		out, err = t.BindBankAccount(ctx, a, action, orderID)
		return err
	})
	return out, err
}

// BindBankAccount is Store.BindBankAccount inside the unit of work t.
func (t *Tx) BindBankAccount(ctx context.Context, a NewBankAccount, action string, orderID int64) (BankAccount, error) {
	s := t.s
	details, err := json.Marshal(a.Details)
	if err != nil {
		return BankAccount{}, fmt.Errorf("store: unable to encode account details: %w", err)
	}
	var out BankAccount
	err = func(tx Querier) error {
		// Every bind of a number and every change for a borrower queue behind each other.
		if err := s.lockKey(ctx, tx, "bank-number:"+a.Hash); err != nil {
			return err
		}
		if err := s.lockKey(ctx, tx, "bank-user:"+fmt.Sprint(a.UserID)); err != nil {
			return err
		}
		now := s.Now()
		facts := banking.BindingFacts{Action: action, UserID: a.UserID}
		err := tx.QueryRowContext(ctx, `SELECT id, user_id FROM bank_accounts WHERE number_hash = $1 AND removed_at IS NULL`+s.ForUpdate(), a.Hash).Scan(&facts.SameNumber, &facts.SameNumberOf)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: unable to look up bank account: %w", err)
		}
		var current sql.NullInt64
		if action == AccountActionChange {
			current, err = payoutAccountID(ctx, tx, a.UserID)
		} else {
			err = tx.QueryRowContext(ctx, `SELECT id FROM bank_accounts WHERE user_id = $1 AND card_type = $2 AND is_default = 1 AND removed_at IS NULL`, a.UserID, a.CardType).Scan(&current)
			if errors.Is(err, sql.ErrNoRows) {
				err = nil
			}
		}
		if err != nil {
			return fmt.Errorf("store: unable to read the current default account: %w", err)
		}
		facts.Current = current.Int64
		plan, err := banking.PlanBinding(facts)
		if err != nil {
			return err
		}
		// The partial unique index allows one default per type: clear before setting.
		if _, err := tx.ExecContext(ctx, `UPDATE bank_accounts SET is_default = 0, updated_at = $1 WHERE user_id = $2 AND card_type = $3 AND is_default = 1`, now, a.UserID, a.CardType); err != nil {
			return fmt.Errorf("store: unable to clear the default account: %w", err)
		}
		if plan.Retire != 0 {
			if _, err := tx.ExecContext(ctx, `UPDATE bank_accounts SET is_default = 0, removed_at = $1, updated_at = $1, number_cipher = '' WHERE id = $2`, now, plan.Retire); err != nil {
				return fmt.Errorf("store: unable to retire the old account: %w", err)
			}
		}
		accountID := plan.Reuse
		if accountID != 0 {
			_, err = tx.ExecContext(ctx, `UPDATE bank_accounts SET channel_number = $1, bank_name = $2, holder_name = $3, number_cipher = $4, details = $5, is_default = 1, default_since = $6, updated_at = $6 WHERE id = $7`,
				a.Channel, a.BankName, a.HolderName, a.Cipher, string(details), now, accountID)
			if err != nil {
				return fmt.Errorf("store: unable to refresh bank account: %w", err)
			}
		} else {
			err = tx.QueryRowContext(ctx, `INSERT INTO bank_accounts (user_id, card_type, channel_number, bank_code, bank_name, holder_name, number_cipher, number_last4, number_hash, details, is_default, default_since, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $11, $11) RETURNING id`,
				a.UserID, a.CardType, a.Channel, a.BankCode, a.BankName, a.HolderName, a.Cipher, a.Last4, a.Hash, string(details), now).Scan(&accountID)
			if isUniqueViolation(err) {
				return ErrBankAccountTaken
			}
			if err != nil {
				return fmt.Errorf("store: unable to insert bank account: %w", err)
			}
		}
		var order any
		if orderID > 0 {
			order = orderID
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO bank_account_changes (user_id, order_id, action, old_account_id, new_account_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
			a.UserID, order, action, current, accountID, now); err != nil {
			return fmt.Errorf("store: unable to write the account audit: %w", err)
		}
		out, err = scanBankAccount(tx.QueryRowContext(ctx, `SELECT `+bankAccountCols+` FROM bank_accounts WHERE id = $1`, accountID))
		if err != nil {
			return fmt.Errorf("store: unable to read bank account: %w", err)
		}
		return nil
	}(t.q)
	return out, err
}

// payoutAccountID is the account loans are paid out to: the borrower's most recently chosen
// default (bank or e-wallet).
func payoutAccountID(ctx context.Context, tx Querier, userID int64) (sql.NullInt64, error) {
	var id sql.NullInt64
	err := tx.QueryRowContext(ctx, `SELECT id FROM bank_accounts WHERE user_id = $1 AND is_default = 1 AND removed_at IS NULL
		ORDER BY default_since DESC, id DESC LIMIT 1`, userID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return id, nil
	}
	return id, err
}

// BankAccounts lists a borrower's active accounts: the payout account first, then the other
// defaults, then the rest, newest first.
func (s Banking) BankAccounts(ctx context.Context, userID int64) ([]BankAccount, error) {
	out := []BankAccount{}
	err := queryEach(ctx, s.DB, `SELECT `+bankAccountCols+` FROM bank_accounts WHERE user_id = $1 AND removed_at IS NULL
		ORDER BY is_default DESC, default_since DESC, id DESC`, []any{userID}, func(r Row) error {
		a, err := scanBankAccount(r)
		if err != nil {
			return fmt.Errorf("store: unable to read bank account: %w", err)
		}
		out = append(out, a)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list bank accounts: %w", err)
	}
	return out, nil
}

// BankAccountChange is one audit row.
type BankAccountChange struct {
	ID           int64
	UserID       int64
	OrderID      int64
	Action       string
	OldAccountID int64
	NewAccountID int64
	CreatedAt    int64
}

// BankAccountChanges lists a borrower's audit rows, oldest first.
func (s Banking) BankAccountChanges(ctx context.Context, userID int64) ([]BankAccountChange, error) {
	rows, err := s.Query(ctx, `SELECT id, user_id, COALESCE(order_id, 0), action, COALESCE(old_account_id, 0), new_account_id, created_at
		FROM bank_account_changes WHERE user_id = $1 ORDER BY id`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list account changes: %w", err)
	}
	defer rows.Close()
	out := []BankAccountChange{}
	for rows.Next() {
		var c BankAccountChange
		if err := rows.Scan(&c.ID, &c.UserID, &c.OrderID, &c.Action, &c.OldAccountID, &c.NewAccountID, &c.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read account change: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}
