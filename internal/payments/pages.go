package payments

import "context"

// The repayment pages' reads: the channel catalogue and one repayment as its code / QR /
// transfer page shows it.

// Channels lists the enabled repayment channels in display order.
func (s *Service) Channels(ctx context.Context) ([]Channel, error) {
	return s.Repo.PaymentChannels(ctx)
}

// serves reports whether a new charge of the method at the channel has a gateway.
func (s *Service) serves(ctx context.Context, method, channel string) (bool, error) {
	if sv, ok := s.Provider.(Serving); ok {
		return sv.Serves(ctx, method, channel)
	}
	return true, nil // the sandbox takes every method; with no gateway the call itself answers payments_not_configured
}

// ServedChannels lists the enabled channels a running gateway serves, in display order: the
// repayment pages offer only those (with PayMongo and Xendit and no sandbox, bank transfers
// have no gateway and are left out).
func (s *Service) ServedChannels(ctx context.Context) ([]Channel, error) {
	chs, err := s.Channels(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Channel, 0, len(chs))
	for _, c := range chs {
		method, known := MethodForKind(c.Kind)
		if !known {
			continue
		}
		ok, err := s.serves(ctx, method, c.Number)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, c)
		}
	}
	return out, nil
}

// FirstOfKind is the first channel of a kind in chs.
func FirstOfKind(chs []Channel, kind string) (Channel, bool) {
	for _, c := range chs {
		if c.Kind == kind {
			return c, true
		}
	}
	return Channel{}, false
}

// Numbered is the channel of a number in chs (the last one when the catalogue repeats it).
func Numbered(chs []Channel, number string) (Channel, bool) {
	var ch Channel
	found := false
	for _, c := range chs {
		if c.Number == number {
			ch, found = c, true
		}
	}
	return ch, found
}

// ChannelMethod is the enabled channel of a number and the method it is paid by;
// ErrChannel when no enabled channel has the number or its kind has no method.
func (s *Service) ChannelMethod(ctx context.Context, number string) (Channel, string, error) {
	chs, err := s.Channels(ctx)
	if err != nil {
		return Channel{}, "", err
	}
	ch, _ := Numbered(chs, number)
	method, known := MethodForKind(ch.Kind)
	if !known {
		return Channel{}, "", ErrChannel
	}
	return ch, method, nil
}

// FirstChannel is the first enabled channel of a kind; ErrChannel when there is none.
func (s *Service) FirstChannel(ctx context.Context, kind string) (Channel, error) {
	chs, err := s.Channels(ctx)
	if err != nil {
		return Channel{}, err
	}
	ch, found := FirstOfKind(chs, kind)
	if !found {
		return Channel{}, ErrChannel
	}
	return ch, nil
}

// Page types of /repaymentOfCode.
const (
	PageCode     = 1 // a pay code (stores, e-wallet bills)
	PageQR       = 2 // a QR Ph code
	PageTransfer = 3 // a bank transfer reference
)

// PageType is the /repaymentOfCode page of a repayment method (0: none, e.g. a card or a
// hosted checkout link).
func PageType(method string) int {
	switch method {
	case MethodCode, MethodPayCode:
		return PageCode
	case MethodQR:
		return PageQR
	case MethodTransfer:
		return PageTransfer
	}
	return 0
}

// PayDetail is one repayment as its page shows it: the repayment, the gateway's charge
// (pay code, QR payload, hosted page), the channel and the page type.
type PayDetail struct {
	Repayment Repayment
	Charge    Charge
	Channel   Channel // zero when the channel left the catalogue
	Type      int     // PageType
	// Account is where a bank transfer is sent (PageTransfer only).
	Account ReceivingAccount
}

// PayDetail reads the borrower's repayment of a reference with its charge and channel;
// ErrRecordNotFound when there is none or it is another borrower's.
func (s *Service) PayDetail(ctx context.Context, userID int64, reference string) (PayDetail, error) {
	rp, err := s.Repo.RepaymentByReference(ctx, reference)
	if err != nil || rp.UserID != userID {
		return PayDetail{}, ErrRecordNotFound
	}
	charge, err := s.Provider.Charge(ctx, rp.Reference)
	if err != nil {
		return PayDetail{}, err
	}
	chs, err := s.Channels(ctx)
	if err != nil {
		return PayDetail{}, err
	}
	ch, _ := Numbered(chs, rp.ChannelNumber)
	d := PayDetail{Repayment: rp, Charge: charge, Channel: ch, Type: PageType(rp.Method)}
	if d.Type == PageTransfer {
		if d.Account, err = s.receiving(ctx); err != nil {
			return PayDetail{}, err
		}
	}
	return d, nil
}

// ByUTR is the transfer repayment a borrower submitted a bank reference (UTR) for.
func (s *Service) ByUTR(ctx context.Context, utr string) (Repayment, error) {
	return s.Repo.RepaymentByUTR(ctx, utr)
}

// ReceivingAccount is the lender's account borrowers send bank transfers to, as the transfer
// page shows it (the catalogue's receiving_account document; AccountName empty: the company's
// name).
type ReceivingAccount struct {
	Bank          string `json:"bank"`
	AccountName   string `json:"accountName"`
	AccountNumber string `json:"accountNumber"`
}

// DefaultReceivingAccount is shown until an approved change saves the lender's own.
var DefaultReceivingAccount = ReceivingAccount{Bank: "BDO Unibank", AccountNumber: "0012 3456 7890"}

// ReceivingReader reads the receiving account in force (the store's payments area); found is
// false when none was saved.
type ReceivingReader interface {
	ReceivingAccount(ctx context.Context) (ReceivingAccount, bool, error)
}

// receiving is the account a transfer page shows: the saved one, else the default.
func (s *Service) receiving(ctx context.Context) (ReceivingAccount, error) {
	if r, ok := s.Repo.(ReceivingReader); ok {
		a, found, err := r.ReceivingAccount(ctx)
		if err != nil || found {
			return a, err
		}
	}
	return DefaultReceivingAccount, nil
}
