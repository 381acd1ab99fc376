// Package payout is the payout provider: it sends a loan's proceeds to the borrower's bank
// account or e-wallet. The built-in Sandbox works on one machine with no account anywhere;
// real adapters (InstaPay / PESONet gateways) implement the same Provider interface.
package payout

import (
	"context"
	"errors"
	"fmt"
	"github.com/pautang/pautang/internal/i18n"
	"net/http"
	"strings"
	"sync"
)

// Status is the outcome of a payout.
type Status string

// Payout outcomes.
const (
	StatusSucceeded Status = "succeeded" // the money left; the loan starts
	StatusFailed    Status = "failed"    // refused (bad account, closed wallet); the borrower must fix the account
	StatusPending   Status = "pending"   // accepted, result later; retry with the same Reference to learn it
)

// Account is where the money goes. Number is the plain account or e-wallet number: it exists
// only in memory, on its way to the provider.
type Account struct {
	CardType        int    // 1 bank, 2 e-wallet
	InstitutionCode string // e.g. BDO, GCASH
	InstitutionName string
	Number          string
	HolderName      string
}

// Request is one payout. Reference is the idempotency key: sending the same Reference again
// never pays twice, it returns the first outcome.
type Request struct {
	OrderID     int64
	Reference   string
	AmountCents int64
	Account     Account
}

// Result is what the provider answered.
type Result struct {
	Status        Status
	ProviderRef   string
	FailureReason string // for people: why the account was refused
}

// Provider sends payouts. Disburse returns an error only when the outcome is unknown (network,
// provider down); a refusal is a Result with StatusFailed.
type Provider interface {
	Disburse(ctx context.Context, req Request) (Result, error)
}

// Mode is how the sandbox answers.
type Mode string

// Sandbox modes.
const (
	ModeSuccess Mode = "success" // every payout succeeds at once (default)
	ModeFail    Mode = "fail"    // every new payout is refused, as a closed account would be
)

// ParseMode reads a mode name.
func ParseMode(s string) (Mode, bool) {
	switch Mode(strings.ToLower(strings.TrimSpace(s))) {
	case ModeSuccess:
		return ModeSuccess, true
	case ModeFail:
		return ModeFail, true
	}
	return "", false
}

// SandboxFailureReason is the refusal the sandbox gives in fail mode.
var SandboxFailureReason = i18n.N("The receiving institution rejected the transfer: the account could not be credited.")

// Sandbox is the built-in provider. It succeeds at once unless switched to ModeFail (dev
// endpoint POST /dev/payout/mode) and remembers outcomes per Reference, like a real gateway's
// idempotency keys (in memory: it is a single-process fake).
type Sandbox struct {
	mu    sync.Mutex
	mode  Mode
	seen  map[string]Result
	count int
}

var _ Provider = (*Sandbox)(nil)

// NewSandbox returns a sandbox in success mode.
func NewSandbox() *Sandbox { return &Sandbox{mode: ModeSuccess, seen: map[string]Result{}} }

// SetMode switches how new payouts are answered.
func (s *Sandbox) SetMode(m Mode) {
	s.mu.Lock()
	s.mode = m
	s.mu.Unlock()
}

// Mode returns the current mode.
func (s *Sandbox) Mode() Mode {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.mode
}

// Disburse answers by the mode; a Reference seen before gets its first answer again.
func (s *Sandbox) Disburse(ctx context.Context, req Request) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	if req.Reference == "" || req.AmountCents <= 0 || req.Account.Number == "" {
		return Result{Status: StatusFailed, FailureReason: i18n.N("The payout request is incomplete.")}, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if r, ok := s.seen[req.Reference]; ok {
		return r, nil
	}
	s.count++
	var r Result
	if s.mode == ModeFail {
		r = Result{Status: StatusFailed, FailureReason: SandboxFailureReason}
	} else {
		r = Result{Status: StatusSucceeded, ProviderRef: fmt.Sprintf("SBX-%s-%06d", req.Account.InstitutionCode, s.count)}
	}
	s.seen[req.Reference] = r
	return r, nil
}

// Func adapts a function to Provider (test fakes).
type Func func(ctx context.Context, req Request) (Result, error)

var _ Provider = Func(nil)

// Disburse calls f.
func (f Func) Disburse(ctx context.Context, req Request) (Result, error) { return f(ctx, req) }

// Update is a provider's later word on a payout (a status callback): the attempt's Reference
// and its outcome.
type Update struct {
	Reference string
	Result    Result
}

// Notifier is a provider that reports payout outcomes by callback; the adapter checks the
// callback's proof and reads it. A callback about something else returns ok false.
type Notifier interface {
	ParseCallback(h http.Header, body []byte) (u Update, ok bool, err error)
}

// ErrBadCallback is a callback whose proof (token, signature) is missing or wrong.
var ErrBadCallback = errors.New("payout: callback not authentic")
