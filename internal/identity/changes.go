package identity

// An approved identity check vouches for the borrower's legal name and birth date as well as
// the ID's type and number. The ID's type and number only change through a new submission; a
// change of the name or birth date through the profile (certify/save) reopens the check: a new
// submission of the same ID waits for an operator (no payout meanwhile), and the change is kept
// as history (old -> new, when, which call).

// LockedProfileFields are the profile answers an approved identity check vouches for.
var LockedProfileFields = []string{"fullName", "birthDate"}

// Change is one change of a locked answer after the check was approved.
type Change struct {
	Field  string `json:"field"`
	Old    string `json:"old"`
	New    string `json:"new"`
	Source string `json:"source"` // the call that made it, e.g. "certify/save"
	At     int64  `json:"at"`
	KYCID  int64  `json:"kycId"` // the identity check it reopened
}

// LockedChanges lists the locked answers that next changes from old (answers never given
// before are not changes).
func LockedChanges(old, next map[string]string) []Change {
	var out []Change
	for _, f := range LockedProfileFields {
		o, had := old[f]
		n, given := next[f]
		if had && given && o != "" && o != n {
			out = append(out, Change{Field: f, Old: o, New: n})
		}
	}
	return out
}
