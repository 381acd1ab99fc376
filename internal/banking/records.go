package banking

import "encoding/json"

// The banking records as stored; the store implements their storage (internal/store), the
// rules in this package decide what they hold.

// BankAccount is a bound account as stored. Cipher is the sealed number: only the
// disbursement service opens it.
type BankAccount struct {
	ID           int64
	UserID       int64
	CardType     int
	Channel      string
	BankCode     string
	BankName     string
	HolderName   string
	Cipher       string
	Last4        string
	Details      map[string]string
	IsDefault    bool
	DefaultSince int64
	CreatedAt    int64
}

// BankFormItemRow is one bind-card form field as the back office lists and edits it.
type BankFormItemRow struct {
	ID            int64           `json:"id"`
	ProductID     int64           `json:"productId"`
	Code          string          `json:"code"`
	Title         string          `json:"title"`
	Subtitle      string          `json:"subtitle"`
	Cate          string          `json:"cate"`
	CardTypeMi    int             `json:"cardTypeMi"`
	ChannelNumber string          `json:"channelNumber"`
	Options       json.RawMessage `json:"options"`
	Sort          int             `json:"sort"`
	Enabled       bool            `json:"enabled"`
}
