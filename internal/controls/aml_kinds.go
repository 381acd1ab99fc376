package controls

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// ---- sanctions screening hits: clearing (four eyes) and confirming

// HitClearBody is the maker's input to clear a screening hit: why the borrower is not the
// listed person (a different birth date, an ID seen, another middle name...).
type HitClearBody struct {
	Reason string `json:"reason"`
}

// HitClearPayload is what a clearing request stores: the hit as the maker saw it.
type HitClearPayload struct {
	HitID      int64  `json:"hitId"`
	UserID     int64  `json:"userId"`
	Borrower   string `json:"borrower"`
	Ref        string `json:"ref"`
	ListedName string `json:"listedName"`
	Score      string `json:"score"`
	Birth      string `json:"birth"`
	Reason     string `json:"reason"`
}

// HitDecision is what deciding a hit did: its status now and, for a confirmation, the
// applications refused.
type HitDecision struct {
	HitID   int64   `json:"hitId"`
	UserID  int64   `json:"userId"`
	Status  string  `json:"status"` // cleared, confirmed
	Refused []int64 `json:"refused"`
}

// Summary implements Summarizer.
func (d HitDecision) Summary() (string, bool) {
	return "Cleared: the borrower is not the listed person; their applications can be decided.", false
}

// ErrHitDecided refuses deciding a hit that is no longer open.
var ErrHitDecided = apperr.New("aml_hit_decided", "This screening hit was decided already.")

func hitTarget(target string) (int64, error) {
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.Invalid("Bad screening hit id %q.", target)
	}
	return id, nil
}

// hitVersion is the hit's status: a hit decided meanwhile makes a waiting request stale.
func hitVersion(ctx context.Context, s *Service, target string) (string, error) {
	id, err := hitTarget(target)
	if err != nil {
		return "", err
	}
	h, err := s.Store.Compliance().AMLHitByID(ctx, id)
	if err != nil {
		return "", err
	}
	return h.Status, nil
}

// birthWords words how the birth dates compared.
func birthWords(b string) string {
	switch b {
	case "same":
		return "birth date the same"
	case "differs":
		return "birth date differs"
	default:
		return "no birth date to compare"
	}
}

// HitClearDiff is what the checker reads of a clearing: the hit open -> cleared, then what it
// is about (unchanged rows): the borrower, the listed name, the match score and its reasons,
// and the maker's reason.
func HitClearDiff(h store.HitView, reason string) []admin.DiffRow {
	listed := h.ListedName + " (" + h.Ref + ")"
	match := "similarity " + h.Score + ", " + birthWords(h.Birth)
	who := fmt.Sprintf("%s (#%d)", h.ScreenedName, h.UserID)
	return []admin.DiffRow{
		row("Screening hit", "Open (applications held)", "Cleared"),
		row("Borrower", who, who),
		row("Listed name", listed, listed),
		row("Match", match, match),
		row("Why it is not the listed person", reason, reason),
	}
}

// proposeHitClear refuses a hit that is not open; the reason is required (CheckReason).
func proposeHitClear(ctx context.Context, s *Service, _ Actor, target string, in HitClearBody) (proposal, error) {
	id, err := hitTarget(target)
	if err != nil {
		return proposal{}, err
	}
	h, err := s.Store.Compliance().AMLHitByID(ctx, id)
	if err != nil {
		return proposal{}, err
	}
	if h.Status != "open" {
		return proposal{}, ErrHitDecided
	}
	reason := strings.TrimSpace(in.Reason)
	return proposal{Target: target, Reason: reason, Diff: HitClearDiff(h, reason),
		Payload: HitClearPayload{HitID: h.ID, UserID: h.UserID, Borrower: h.ScreenedName, Ref: h.Ref, ListedName: h.ListedName, Score: h.Score, Birth: h.Birth, Reason: reason}}, nil
}

// applyHitClear clears the hit as the checker, only while it is open, with aml.hit_clear and
// the request's result in one transaction.
func applyHitClear(ctx context.Context, s *Service, ap *approval, p HitClearPayload) (HitDecision, error) {
	res := HitDecision{HitID: p.HitID, UserID: p.UserID, Status: "cleared", Refused: []int64{}}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		won, err := tx.DecideAMLHit(ctx, p.HitID, "cleared", strconv.FormatInt(ap.actor.ID, 10), p.Reason, ap.now,
			ap.entry("aml.hit_clear", "aml_hit", map[string]any{"status": "open"},
				map[string]any{"status": "cleared", "userId": p.UserID, "ref": p.Ref, "listedName": p.ListedName, "score": p.Score, "reason": p.Reason}))
		if err != nil {
			return err
		}
		if !won {
			return ErrHitDecided
		}
		return ap.commit(ctx, tx, nil, res)
	})
	return res, err
}

// ConfirmHit is operator a's finding that screening hit id is the listed person: the hit is
// confirmed (aml.hit_confirm) and each application of the borrower under review is refused
// with the lending-policy reason (loans.RefusalReasons "policy": the borrower is never told of
// the listing, the Act forbids tipping them off) and the operator's note, each refusal in
// the transaction that confirms the hit (the first) or its own.
func (s *Service) ConfirmHit(ctx context.Context, a Actor, id int64, note string) (HitDecision, error) {
	note, err := admin.CheckReason(note, "confirmation")
	if err != nil {
		return HitDecision{}, err
	}
	h, err := s.Store.Compliance().AMLHitByID(ctx, id)
	if err != nil {
		return HitDecision{}, err
	}
	if h.Status != "open" {
		return HitDecision{}, ErrHitDecided
	}
	orders, err := s.Store.Compliance().OrdersUnderReview(ctx, h.UserID)
	if err != nil {
		return HitDecision{}, err
	}
	out := HitDecision{HitID: id, UserID: h.UserID, Status: "confirmed", Refused: []int64{}}
	policy, _ := loans.RefusalReasonOf("policy")
	confirmed := false
	confirm := func(tx *store.Tx) error {
		won, err := tx.DecideAMLHit(ctx, id, "confirmed", strconv.FormatInt(a.ID, 10), note, s.nowMs(),
			a.Entry("aml.hit_confirm", "aml_hit", "", map[string]any{"status": "open"},
				map[string]any{"status": "confirmed", "userId": h.UserID, "ref": h.Ref, "listedName": h.ListedName, "score": h.Score, "note": note}))
		if err != nil {
			return err
		}
		if !won {
			return ErrHitDecided
		}
		confirmed = true
		return nil
	}
	for _, oid := range orders {
		target := strconv.FormatInt(oid, 10)
		_, err := s.Lending.Decide(ctx, oid, false, strconv.FormatInt(a.ID, 10), policy.Text, func(tx *store.Tx, o loans.Order) error {
			if !confirmed {
				if err := confirm(tx); err != nil {
					return err
				}
			}
			if err := tx.SetDecisionNote(ctx, oid, "Sanctions screening: "+note); err != nil {
				return err
			}
			return tx.AddAudit(ctx, a.Entry("order.reject", "order", target, map[string]any{"status": int(loans.StatusReview)},
				map[string]any{"status": o.Status, "reasonCode": policy.Code, "note": "Sanctions screening: " + note, "hitId": id}))
		})
		if errors.Is(err, ErrHitDecided) {
			return HitDecision{}, err
		}
		if err != nil {
			s.log().Error("controls: a held application was not refused with its confirmed hit", "order", oid, "err", err)
			continue
		}
		out.Refused = append(out.Refused, oid)
	}
	if !confirmed {
		if err := s.Store.InTx(ctx, confirm); err != nil {
			return HitDecision{}, err
		}
	}
	return out, nil
}
