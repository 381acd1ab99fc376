package payments

import (
	"context"
	"encoding/json"
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

// Route is the catalogue's choice of gateway for one repayment channel: the gateway's name
// (paymongo, xendit) and its own code of the channel ("" keeps the adapter's default).
// An empty Gateway leaves the channel to the gateway serving its method.
type Route struct {
	Gateway string `json:"gateway"`
	Code    string `json:"gatewayCode"`
}

// PaymentChannelRow is a payment channel as the back office edits it.
type PaymentChannelRow struct {
	ID            int64           `json:"id"`
	ChannelNumber string          `json:"channelNumber"`
	Name          string          `json:"name"`
	Kind          string          `json:"kind"`
	Logo          string          `json:"logo"`
	Instructions  json.RawMessage `json:"instructions"`
	Enabled       bool            `json:"enabled"`
	Sort          int             `json:"sort"`
	Route
}

// ChannelCatalog is a remote gateway's list of channel codes per method: what an operator
// may route to it. A method the gateway does not serve has none.
type ChannelCatalog interface {
	ChannelCodes(method string) []string
}

// RouteError is a route the catalogue cannot take; its message is for the operator.
type RouteError struct{ Msg string }

func (e *RouteError) Error() string { return e.Msg }

// CheckRoute checks an operator's route for a channel of kind: no gateway (by method), or
// a running gateway that serves the kind's method, with a code it offers for that method.
// Card debits and the standing pay code are never routed (they are not channels).
func CheckRoute(kind string, r Route, gateways map[string]ChannelCatalog) error {
	if r.Gateway == "" {
		if r.Code != "" {
			return &RouteError{"Choose the gateway of the channel code " + r.Code + "."}
		}
		return nil
	}
	g, ok := gateways[r.Gateway]
	if !ok {
		return &RouteError{"The gateway " + r.Gateway + " is not running on this server (PAUTANG_PAYMENTS)."}
	}
	method, ok := MethodForKind(kind)
	codes := []string(nil)
	if ok {
		codes = g.ChannelCodes(method)
	}
	if len(codes) == 0 {
		return &RouteError{"The gateway " + r.Gateway + " does not serve " + kind + " channels."}
	}
	if r.Code == "" {
		return nil
	}
	for _, c := range codes {
		if c == r.Code {
			return nil
		}
	}
	return &RouteError{"The gateway " + r.Gateway + " has no " + kind + " channel " + r.Code + "; it offers " + strings.Join(codes, ", ") + "."}
}

// Serving is a provider that knows which new charges it can take (the Router over several
// gateways); a provider that is not one takes every method (the sandbox gateway).
type Serving interface {
	Serves(ctx context.Context, method, channel string) (bool, error)
}

// Router sends each charge to the gateway that serves it: the gateway the catalogue routes
// its channel to (Routes, read per charge so an operator's change applies on every
// instance at once), else the one serving its method (ByMethod: e-wallet links and QR Ph
// to PayMongo, store codes to Xendit...), else Fallback. A charge no gateway serves, or
// routed to a gateway this server does not run, is ErrChannel.
type Router struct {
	Named    map[string]Provider // the running remote gateways by name
	ByMethod map[string]Provider
	Fallback Provider
	// Routes reads a channel's route from the catalogue (nil: no routes).
	Routes func(ctx context.Context, channel string) (Route, error)
	// Lookup finds how a reference was created: its method and channel (the repayment row)
	// and the gateway holding its charge ("" when none keeps it), so Charge and
	// ConfirmCharge reach that gateway even after the channel's route changed.
	Lookup func(ctx context.Context, reference string) (method, channel, gateway string, err error)
}

var _ Provider = (*Router)(nil)

// pick is the gateway of a new charge and the gateway's channel code from the route.
func (r *Router) pick(ctx context.Context, method, channel string) (Provider, string, error) {
	if method != MethodPayCode && method != MethodCard && channel != "" && r.Routes != nil {
		// The standing open-amount code and card debits are the fallback's whatever the channel.
		route, err := r.Routes(ctx, channel)
		if err != nil {
			return nil, "", err
		}
		if route.Gateway != "" {
			if p := r.Named[route.Gateway]; p != nil {
				return p, route.Code, nil
			}
			return nil, "", ErrChannel
		}
	}
	if p, ok := r.ByMethod[method]; ok && p != nil {
		return p, "", nil
	}
	if r.Fallback != nil {
		return r.Fallback, "", nil
	}
	return nil, "", ErrChannel
}

// Serves implements Serving: a new charge of the method at the channel has a gateway (the
// catalogue's route to a running gateway, the gateway of the method, or the fallback).
func (r *Router) Serves(ctx context.Context, method, channel string) (bool, error) {
	_, _, err := r.pick(ctx, method, channel)
	if errors.Is(err, ErrChannel) {
		return false, nil
	}
	return err == nil, err
}

func (r *Router) byReference(ctx context.Context, reference string) (Provider, error) {
	if r.Lookup == nil {
		p, _, err := r.pick(ctx, "", "")
		return p, err
	}
	method, channel, gateway, err := r.Lookup(ctx, reference)
	if errors.Is(err, ErrRecordNotFound) {
		method, channel = "", "" // a sandbox pay code typed on its page
	} else if err != nil {
		return nil, err
	}
	if p := r.Named[gateway]; gateway != "" && p != nil {
		return p, nil
	}
	p, _, err := r.pick(ctx, method, channel)
	return p, err
}

// CreateCharge implements Provider.
func (r *Router) CreateCharge(ctx context.Context, req ChargeRequest) (Charge, error) {
	p, code, err := r.pick(ctx, req.Method, req.ChannelNumber)
	if err != nil {
		return Charge{}, err
	}
	if code != "" {
		req.ChannelCode = code
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
