package store

import (
	"context"

	"github.com/pautang/pautang/internal/sms"
)

var _ sms.Inbox = Messages{}

// Sent lists the outbox's newest messages as the dev inbox reads them (sms.Inbox).
func (s Messages) Sent(ctx context.Context, phone string, limit int) ([]sms.Sent, error) {
	msgs, err := s.Users().Outbox(ctx, phone, limit)
	if err != nil {
		return nil, err
	}
	out := make([]sms.Sent, len(msgs))
	for i, m := range msgs {
		out[i] = sms.Sent(m)
	}
	return out, nil
}
