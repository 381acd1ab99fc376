package banking

import (
	"errors"
	"fmt"
)

// Account actions (recorded with every binding).
const (
	ActionBind   = "bind"   // bind-card-new: becomes the default of its card type
	ActionChange = "change" // card-change: replaces the payout account
)

// ErrAccountTaken refuses an account that is the live account of another borrower.
var ErrAccountTaken = errors.New("banking: account bound to another borrower")

// BindingFacts is what the binding rule reads about the borrower's accounts, under the
// binding's locks.
type BindingFacts struct {
	Action       string
	UserID       int64
	SameNumber   int64 // the live account with the number being bound (0: none)
	SameNumberOf int64 // its owner
	Current      int64 // what the action replaces: the card type's default (bind) or the payout account (change); 0: none
}

// BindingPlan is what binding does to the borrower's accounts; the bound account always
// becomes the default of its card type.
type BindingPlan struct {
	Reuse  int64 // the borrower's live account with this number is refreshed instead of adding a copy (0: a new one)
	Retire int64 // the account a change replaces: removed from the list, its sealed number erased (0: none)
}

// PlanBinding is the binding rule: an account live for another borrower is refused; binding
// a number the borrower already has refreshes that account; a change retires the payout
// account it replaces (a bind keeps the old default, no longer default).
func PlanBinding(f BindingFacts) (BindingPlan, error) {
	if f.Action != ActionBind && f.Action != ActionChange {
		return BindingPlan{}, fmt.Errorf("banking: unknown account action %q", f.Action)
	}
	if f.SameNumber != 0 && f.SameNumberOf != f.UserID {
		return BindingPlan{}, ErrAccountTaken
	}
	p := BindingPlan{Reuse: f.SameNumber}
	if f.Action == ActionChange && f.Current != 0 && f.Current != f.SameNumber {
		p.Retire = f.Current
	}
	return p, nil
}
