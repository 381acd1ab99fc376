// Package sms sends text and voice messages. The default provider is an outbox: messages are
// written to the database (shown on the dev inbox) and to the log, so the product works on one
// machine with no account anywhere. A real gateway implements the same Sender.
package sms

import (
	"context"
	"log/slog"
	"strings"
)

// Channels a message can go through.
const (
	ChannelSMS   = "sms"
	ChannelVoice = "voice"
)

// Message is one text or voice message.
type Message struct {
	Phone   string
	Channel string
	Body    string
	Code    string // the one-time code it carries, if any (kept for the dev inbox)
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// OutboxWriter stores a message; the store implements it.
type OutboxWriter interface {
	SaveOutbox(ctx context.Context, phone, channel, body, code string) error
}

// Outbox is the built-in provider.
type Outbox struct {
	W   OutboxWriter
	Log *slog.Logger
	// LogCodes prints the code in the log and keeps it in the stored message (the dev inbox
	// reads it); on only in dev mode. Off, the outbox stores the message with its code masked
	// and no code column: a database reader cannot log in as anyone.
	LogCodes bool
}

// Redact returns m as it may be kept once sent: the code replaced by asterisks in the body
// and dropped.
func Redact(m Message) Message {
	if m.Code != "" {
		m.Body = strings.ReplaceAll(m.Body, m.Code, strings.Repeat("*", len(m.Code)))
		// Voice messages spell the code digit by digit.
		m.Body = strings.ReplaceAll(m.Body, strings.Join(strings.Split(m.Code, ""), " "), strings.TrimSpace(strings.Repeat("* ", len(m.Code))))
		m.Code = ""
	}
	return m
}

var _ Sender = (*Outbox)(nil)

// Send stores the message and logs it.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	if !o.LogCodes {
		m = Redact(m)
	}
	if err := o.W.SaveOutbox(ctx, m.Phone, m.Channel, m.Body, m.Code); err != nil {
		return err
	}
	if o.Log != nil {
		attrs := []any{"phone", maskPhone(m.Phone), "channel", m.Channel}
		if o.LogCodes {
			attrs = append(attrs, "body", m.Body)
		}
		o.Log.Info("sms: sent", attrs...)
	}
	return nil
}

// Func adapts a function to Sender (used as a fake in tests).
type Func func(ctx context.Context, m Message) error

// Send calls f.
func (f Func) Send(ctx context.Context, m Message) error { return f(ctx, m) }

func maskPhone(p string) string {
	if len(p) < 7 {
		return "***"
	}
	return p[:4] + "****" + p[len(p)-3:]
}

// MaskPhone shows a phone's first four and last three digits (logs).
func MaskPhone(p string) string { return maskPhone(p) }

// Both sends through every sender in order (dev mode: a real gateway and the dev inbox).
type Both []Sender

// Send stops at the first error.
func (b Both) Send(ctx context.Context, m Message) error {
	for _, s := range b {
		if err := s.Send(ctx, m); err != nil {
			return err
		}
	}
	return nil
}
