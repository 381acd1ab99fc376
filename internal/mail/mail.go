// Package mail sends the back office's e-mails (an invitee's one-time set-up link) through a
// provider: SMTP (github.com/wneessen/go-mail) or the dev outbox, which keeps each message in
// the database for the Dev outbox page instead of sending it. Every message is recorded in the
// outbox table first (internal/store), its one-time token only as a SHA-256 hash and its text
// with the link left out; the provider gets the full text once, after the change that made it
// committed.
package mail

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one e-mail as the provider sends it.
type Message struct {
	To      string
	Subject string
	Text    string
}

// Sender is an e-mail provider.
type Sender interface {
	// Name is the provider's name as the outbox records it (smtp, outbox).
	Name() string
	// Send delivers m; an error means it was not accepted.
	Send(ctx context.Context, outboxID int64, m Message) error
}

// The statuses of an outbox row.
const (
	StatusPending = "pending" // recorded, not handed to the provider yet
	StatusSent    = "sent"
	StatusFailed  = "failed"
)

// Email is one outbox row: what was sent, to whom, and how it went. Body is the text as
// stored: the one-time link replaced by LinkLeftOut.
type Email struct {
	ID        int64  `json:"id"`
	To        string `json:"to"`
	Subject   string `json:"subject"`
	Body      string `json:"body"`
	Purpose   string `json:"purpose"`
	TokenHash string `json:"-"`
	Provider  string `json:"provider"`
	Status    string `json:"status"`
	Error     string `json:"error"`
	CreatedAt int64  `json:"createdAt"`
	SentAt    int64  `json:"sentAt"`
}

// Delivered is a message the dev outbox provider kept, whole (the Dev outbox page).
type Delivered struct {
	ID        int64  `json:"id"`
	OutboxID  int64  `json:"outboxId"`
	To        string `json:"to"`
	Subject   string `json:"subject"`
	Body      string `json:"body"`
	CreatedAt int64  `json:"createdAt"`
}

// LinkLeftOut stands for the one-time link in the stored text.
const LinkLeftOut = "[one-time link, sent only to the recipient]"

// PurposeSetup is an operator's set-up link.
const PurposeSetup = "operator_setup"

// SetupMessage is the invitation an operator receives: the link, whose it is and when it
// stops working. stored is the same text with the link left out.
func SetupMessage(to, name, role, link string, expires time.Time) (m Message, stored string) {
	text := "Hello " + name + ",\n\nYou were added to the Pautang back office as " + role + ".\n\n" +
		"Open this link to choose your password and set up two-step login with an authenticator app:\n\n%s\n\n" +
		"The link works once, until " + expires.UTC().Format("2 Jan 2006 15:04 UTC") + ". If you did not expect this e-mail, tell your administrator.\n"
	return Message{To: to, Subject: "Your Pautang back-office account", Text: fmt.Sprintf(text, link)}, fmt.Sprintf(text, LinkLeftOut)
}

// SMTP sends through an SMTP server.
type SMTP struct {
	Host     string
	Port     int
	Username string
	Password string
	// TLS is starttls (mandatory STARTTLS), tls (implicit TLS) or none (a local relay or a
	// test server only).
	TLS     string
	From    string
	Timeout time.Duration
}

// Name implements Sender.
func (s SMTP) Name() string { return "smtp" }

// Send implements Sender.
func (s SMTP) Send(ctx context.Context, _ int64, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.From); err != nil {
		return fmt.Errorf("mail: the sender address %q: %w", s.From, err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail: the address %q: %w", m.To, err)
	}
	msg.Subject(m.Subject)
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	opts := []gomail.Option{gomail.WithPort(s.Port)}
	if s.Timeout > 0 {
		opts = append(opts, gomail.WithTimeout(s.Timeout))
	}
	switch s.TLS {
	case "tls":
		opts = append(opts, gomail.WithSSL())
	case "none":
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	if s.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain), gomail.WithUsername(s.Username), gomail.WithPassword(s.Password))
	}
	c, err := gomail.NewClient(s.Host, opts...)
	if err != nil {
		return fmt.Errorf("mail: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("mail: the SMTP server did not take the message: %w", err)
	}
	return nil
}

// DevBox keeps what the dev outbox delivers (the store implements it).
type DevBox interface {
	DeliverDev(ctx context.Context, outboxID int64, m Message, at int64) error
}

// Outbox is the dev outbox provider: in dev mode it keeps each message whole for the Dev
// outbox page; outside dev mode it delivers nothing (the message is refused, so the outbox
// row says it was not sent and the operator knows to configure SMTP).
type Outbox struct {
	Box DevBox
	Dev bool
	Now func() time.Time
}

// ErrNoProvider is the outbox provider outside dev mode.
var ErrNoProvider = errors.New("no e-mail provider is configured (PAUTANG_MAIL=smtp); nothing was sent")

// Name implements Sender.
func (o Outbox) Name() string { return "outbox" }

// Send implements Sender.
func (o Outbox) Send(ctx context.Context, outboxID int64, m Message) error {
	if !o.Dev || o.Box == nil {
		return ErrNoProvider
	}
	return o.Box.DeliverDev(ctx, outboxID, m, o.Now().UnixMilli())
}

// ErrorText is what the outbox records of a provider's refusal: one line, at most 300
// characters.
func ErrorText(err error) string {
	s := strings.Join(strings.Fields(err.Error()), " ")
	if r := []rune(s); len(r) > 300 {
		s = string(r[:300])
	}
	return s
}
