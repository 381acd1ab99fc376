package payments

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// Notifier is a remote gateway whose callbacks we verify and read: each has its own format
// and proof of origin (PayMongo signs the body, Xendit sends a token), so the adapter turns a
// callback into our Events. A callback that reports nothing we book (another event type)
// returns no events and no error.
type Notifier interface {
	// ParseNotification checks the callback's proof (ErrBadSignature, ErrStaleTimestamp) and
	// returns the events it reports.
	ParseNotification(h http.Header, body []byte) ([]Event, error)
}

// ProviderCharge is a remote gateway's charge as we keep it: what to show the payer again
// without calling the gateway, and its id there (provider_charges row).
type ProviderCharge struct {
	Provider      string // paymongo, xendit
	Reference     string // our repayment reference
	ProviderID    string // the gateway's id (checkout session, payment request)
	Method        string
	ChannelNumber string
	ChannelCode   string // the gateway's channel (gcash, 7ELEVEN...)
	AmountCents   int64
	PayURL        string // hosted checkout or e-wallet authorisation page
	PayCode       string // over-the-counter payment code
	Status        string // pending, paid, failed
	CreatedAt     int64
}

// ChargeStore keeps remote charges (the store implements it).
type ChargeStore interface {
	// SaveProviderCharge inserts c; when the provider and reference exist it returns the
	// stored row unchanged.
	SaveProviderCharge(ctx context.Context, c ProviderCharge) (ProviderCharge, error)
	// ProviderCharge reads one; ErrChargeNotFound when absent.
	ProviderCharge(ctx context.Context, provider, reference string) (ProviderCharge, error)
}

// ToCharge is the Charge a payer sees for a stored remote charge.
func (c ProviderCharge) ToCharge() Charge {
	return Charge{Reference: c.Reference, Method: c.Method, ChannelNumber: c.ChannelNumber, AmountCents: c.AmountCents,
		PayCode: c.PayCode, PayURL: c.PayURL, Status: c.Status}
}

// Router sends each charge to the gateway that serves it: the gateway the operator chose for
// its channel (ByChannel, by channel number), else the one serving its method (ByMethod:
// e-wallet links and QR Ph to PayMongo, store codes to Xendit...), else Fallback. A charge
// no gateway serves is ErrChannel.
type Router struct {
	ByChannel map[string]Provider
	ByMethod  map[string]Provider
	Fallback  Provider
	// Lookup finds the method and channel a reference was created with (the repayment row),
	// so Charge and ConfirmCharge reach the gateway that holds it.
	Lookup func(ctx context.Context, reference string) (method, channel string, err error)
}

var _ Provider = (*Router)(nil)

func (r *Router) pick(method, channel string) (Provider, error) {
	if method != MethodPayCode && method != MethodCard {
		// The standing open-amount code and card debits are the sandbox's whatever the channel.
		if p, ok := r.ByChannel[channel]; ok && p != nil && channel != "" {
			return p, nil
		}
	}
	if p, ok := r.ByMethod[method]; ok && p != nil {
		return p, nil
	}
	if r.Fallback != nil {
		return r.Fallback, nil
	}
	return nil, ErrChannel
}

func (r *Router) byReference(ctx context.Context, reference string) (Provider, error) {
	if r.Lookup == nil {
		return r.pick("", "")
	}
	method, channel, err := r.Lookup(ctx, reference)
	if errors.Is(err, ErrRecordNotFound) {
		return r.pick("", "") // a sandbox pay code typed on its page
	}
	if err != nil {
		return nil, err
	}
	return r.pick(method, channel)
}

// CreateCharge implements Provider.
func (r *Router) CreateCharge(ctx context.Context, req ChargeRequest) (Charge, error) {
	p, err := r.pick(req.Method, req.ChannelNumber)
	if err != nil {
		return Charge{}, err
	}
	return p.CreateCharge(ctx, req)
}

// ConfirmCharge implements Provider.
func (r *Router) ConfirmCharge(ctx context.Context, reference, code string) error {
	p, err := r.byReference(ctx, reference)
	if err != nil {
		return err
	}
	return p.ConfirmCharge(ctx, reference, code)
}

// Charge implements Provider.
func (r *Router) Charge(ctx context.Context, reference string) (Charge, error) {
	p, err := r.byReference(ctx, reference)
	if err != nil {
		return Charge{}, err
	}
	return p.Charge(ctx, reference)
}

// Kept is the start of CreateCharge for a remote gateway that keeps its charges in store: the
// charge of a reference already kept (kept true: shown again without a call), or kept false
// when the gateway's charge is still to be created. A reference is required.
func Kept(ctx context.Context, store ChargeStore, provider, reference string) (Charge, bool, error) {
	if reference == "" {
		return Charge{}, false, fmt.Errorf("%s: reference is required", provider)
	}
	c, err := KeptCharge(ctx, store, provider, reference)
	if errors.Is(err, ErrChargeNotFound) {
		return Charge{}, false, nil
	}
	return c, err == nil, err
}

// Keep stores a gateway's new charge and returns it as the payer sees it (the row kept
// first when the reference was kept meanwhile).
func Keep(ctx context.Context, store ChargeStore, c ProviderCharge) (Charge, error) {
	stored, err := store.SaveProviderCharge(ctx, c)
	if err != nil {
		return Charge{}, err
	}
	return stored.ToCharge(), nil
}

// KeptCharge is Charge for a remote gateway that keeps its charges in store (no call: its
// callbacks report the outcome).
func KeptCharge(ctx context.Context, store ChargeStore, provider, reference string) (Charge, error) {
	c, err := store.ProviderCharge(ctx, provider, reference)
	if err != nil {
		return Charge{}, err
	}
	return c.ToCharge(), nil
}

// AbsoluteURL is u made absolute under base (our public URL) unless it already is.
func AbsoluteURL(base, u string) string {
	if strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
		return u
	}
	return strings.TrimSuffix(base, "/") + "/" + strings.TrimPrefix(u, "/")
}
