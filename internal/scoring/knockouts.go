package scoring

// Knock-outs decide before the score: an application that fails one is declined (or referred)
// whatever it scores. Their inputs are counted by the caller from the store.

// Knock-out reason codes (keys of the reason catalogue).
const (
	KOVelocityDevice  = "velocity_device"
	KOVelocityPhone   = "velocity_phone"
	KOVelocityID      = "velocity_id"
	KOVelocityAccount = "velocity_account"
	KONegativeFile    = "negative_file"
	KODuplicateID     = "duplicate_identity"
	KOAffordability   = "affordability"
)

// Velocity caps the applications one device, phone, ID or bank account may make over a window.
type Velocity struct {
	WindowDays    int `json:"windowDays"`
	MaxPerDevice  int `json:"maxPerDevice"` // 0: no cap
	MaxPerPhone   int `json:"maxPerPhone"`
	MaxPerID      int `json:"maxPerId"`
	MaxPerAccount int `json:"maxPerAccount"`
}

// Counts are the applications in the window sharing each key with this one, this one included.
type Counts struct {
	Device, Phone, ID, Account int
}

// KnockOuts lists the velocity caps the counts exceed.
func (v Velocity) KnockOuts(c Counts) []string {
	var out []string
	for _, k := range []struct {
		n, max int
		code   string
	}{{c.Device, v.MaxPerDevice, KOVelocityDevice}, {c.Phone, v.MaxPerPhone, KOVelocityPhone},
		{c.ID, v.MaxPerID, KOVelocityID}, {c.Account, v.MaxPerAccount, KOVelocityAccount}} {
		if k.max > 0 && k.n > k.max {
			out = append(out, k.code)
		}
	}
	return out
}

// DebtServiceBP is the share of the declared monthly income, in basis points, that the
// declared monthly obligations and the new loan's monthly installment take; an income of 0
// takes everything (10,000 bp and more).
func DebtServiceBP(incomeCents, obligationsCents, installmentCents int64) int64 {
	owed := obligationsCents + installmentCents
	if incomeCents <= 0 {
		if owed > 0 {
			return 1_000_000
		}
		return 0
	}
	return (owed*10000 + incomeCents - 1) / incomeCents // rounded up: never understated
}
