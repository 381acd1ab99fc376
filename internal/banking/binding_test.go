package banking

import (
	"errors"
	"testing"
)

func TestPlanBinding(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    BindingFacts
		want BindingPlan
		err  error
	}{
		{"OKFirstAccount", BindingFacts{Action: ActionBind, UserID: 1}, BindingPlan{}, nil},
		{"OKBindKeepsTheOldDefault", BindingFacts{Action: ActionBind, UserID: 1, Current: 7}, BindingPlan{}, nil},
		{"OKSameNumberIsRefreshed", BindingFacts{Action: ActionBind, UserID: 1, SameNumber: 7, SameNumberOf: 1, Current: 7}, BindingPlan{Reuse: 7}, nil},
		{"OKChangeRetiresThePayoutAccount", BindingFacts{Action: ActionChange, UserID: 1, Current: 7}, BindingPlan{Retire: 7}, nil},
		{"OKChangeToTheSameAccountRetiresNothing", BindingFacts{Action: ActionChange, UserID: 1, SameNumber: 7, SameNumberOf: 1, Current: 7}, BindingPlan{Reuse: 7}, nil},
		{"OKChangeToAnOlderOwnAccount", BindingFacts{Action: ActionChange, UserID: 1, SameNumber: 5, SameNumberOf: 1, Current: 7}, BindingPlan{Reuse: 5, Retire: 7}, nil},
		{"ErrTakenByAnotherBorrower", BindingFacts{Action: ActionBind, UserID: 1, SameNumber: 9, SameNumberOf: 2}, BindingPlan{}, ErrAccountTaken},
		{"ErrUnknownAction", BindingFacts{Action: "steal", UserID: 1}, BindingPlan{}, errors.New("any")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := PlanBinding(tc.f)
			if (err != nil) != (tc.err != nil) || (tc.err == ErrAccountTaken && !errors.Is(err, ErrAccountTaken)) {
				t.Fatalf("err = %v, want %v", err, tc.err)
			}
			if got != tc.want {
				t.Fatalf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
