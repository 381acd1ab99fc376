package controls

import (
	"context"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// ---- charges policy

// ChargesPolicyTarget is the four-eyes target of a charges policy change: there is one policy.
const ChargesPolicyTarget = "charges_policy"

// ChargesPolicyBody is a proposed charges policy with the maker's reason.
type ChargesPolicyBody struct {
	Policy loans.CapPolicy `json:"policy"`
	Reason string          `json:"reason"`
}

// chargesPolicyMoney are the policy's fields in centavos.
var chargesPolicyMoney = []string{"MaxPrincipalCents"}

func (s *Service) chargesPolicy(ctx context.Context) (store.ChargesPolicyVersion, error) {
	return s.Store.Catalog().ChargesPolicy(ctx, s.Lending.Cap)
}

func chargesPolicyVersion(ctx context.Context, s *Service, target string) (string, error) {
	if target != ChargesPolicyTarget {
		return "", apperr.Invalid("Bad charges policy target %q.", target)
	}
	v, err := s.chargesPolicy(ctx)
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(v.ID, 10), nil
}

// proposeChargesPolicy refuses a policy looser than the law (loans_invalid_policy) or equal to
// the one in force; the checker reads each changed ceiling before and after.
func proposeChargesPolicy(ctx context.Context, s *Service, a Actor, _ string, in ChargesPolicyBody) (proposal, error) {
	if err := in.Policy.Check(); err != nil {
		return proposal{}, err
	}
	cur, err := s.chargesPolicy(ctx)
	if err != nil {
		return proposal{}, err
	}
	if cur.Policy == in.Policy {
		return proposal{}, apperr.Invalid("Nothing changed: the charges policy is as it is now.")
	}
	return proposal{Target: ChargesPolicyTarget, Payload: in.Policy, Reason: in.Reason, Diff: FieldDiff(cur.Policy, in.Policy, chargesPolicyMoney...)}, nil
}

// applyChargesPolicy puts the policy in force as the checker, only over the version the maker
// saw, with charges_policy.update and the request's result in one transaction.
func applyChargesPolicy(ctx context.Context, s *Service, ap *approval, p loans.CapPolicy) (store.ChargesPolicyVersion, error) {
	if err := p.Check(); err != nil {
		return store.ChargesPolicyVersion{}, err
	}
	basedOn, err := strconv.ParseInt(ap.req.TargetVersion, 10, 64)
	if err != nil {
		return store.ChargesPolicyVersion{}, apperr.Invalid("Bad charges policy version %q.", ap.req.TargetVersion)
	}
	var v store.ChargesPolicyVersion
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		v, err = tx.SaveChargesPolicy(ctx, store.ChargesPolicyVersion{Policy: p, MakerID: ap.req.MakerID, CheckerID: ap.actor.ID, RequestID: ap.req.ID}, basedOn,
			ap.actor.Entry("charges_policy.update", "", "", map[string]any{"version": basedOn}, nil))
		if err != nil {
			return err
		}
		return ap.commit(ctx, tx, nil, v) // SaveChargesPolicy wrote its audit row
	})
	return v, err
}
