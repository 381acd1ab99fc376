package sms

import "context"

// Sent is one message the outbox provider stored, as the dev inbox shows it.
type Sent struct {
	ID        int64  `json:"id"`
	Phone     string `json:"phone"`
	Channel   string `json:"channel"`
	Body      string `json:"body"`
	Code      string `json:"code"`
	CreatedAt int64  `json:"createdAt"` // unix ms
}

// Inbox reads what the outbox provider stored, newest first (the dev inbox); the store
// implements it.
type Inbox interface {
	// Sent lists the newest limit messages, of one phone unless phone is "".
	Sent(ctx context.Context, phone string, limit int) ([]Sent, error)
}
