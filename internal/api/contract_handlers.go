package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/lending"
)

func (s *Server) contractList(w http.ResponseWriter, r *http.Request, fixedScene bool) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	pid := f.productID()
	scene := int64(lending.ContractScene)
	if !fixedScene {
		scene = f.requiredInt64("scene")
	}
	if pid == 0 && f.err == nil {
		f.err = apperr.Invalid("productId is required.")
	}
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	list, err := s.lending().Contracts(r.Context(), pid, int(scene))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, list)
}

func (s *Server) handleContractList(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	s.contractList(w, r, false)
}

func (s *Server) handleOldContracts(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	s.contractList(w, r, true)
}

// handleContractJump answers the in-app URL of a rendered contract; position is the
// contract id of the list.
func (s *Server) handleContractJump(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	pid := f.productID()
	pos := f.requiredInt64("position")
	oid, amount := f.int64("orderId", 0), f.amountParam()
	if scene := f.int64("scene", lending.ContractScene); scene != lending.ContractScene && f.err == nil {
		f.err = apperr.Invalid("scene must be 3.")
	}
	if pid == 0 && f.err == nil {
		f.err = apperr.Invalid("productId is required.")
	}
	if (pos < 1 || pos > 3) && f.err == nil {
		f.err = apperr.Invalid("position must be a contract id from the list (1 to 3).")
	}
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	if _, err := s.Store.Product(r.Context(), pid); err != nil {
		fail(w, r, err)
		return
	}
	if oid > 0 {
		if _, err := s.lending().OwnedOrder(r.Context(), sess.UserID, oid); err != nil {
			fail(w, r, err)
			return
		}
	}
	ok(w, r, FamilyDoubleZero, contractJumpData{ContractURL: lending.ContractURL(int(pos), pid, oid, amount)})
}

// handleContractContent renders a contract; a session is needed only for an order's contract.
func (s *Server) handleContractContent(w http.ResponseWriter, r *http.Request) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	id := f.requiredInt64("contractId")
	pid := f.productID()
	oid, amount := f.int64("orderId", 0), f.amountParam()
	if pid == 0 && oid == 0 && f.err == nil {
		f.err = apperr.Invalid("productId is required.")
	}
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	var uid int64
	sess, found := s.optionalSession(r)
	if found {
		uid = sess.UserID
	}
	if oid > 0 && !found {
		fail(w, r, apperr.ErrUnauthorized)
		return
	}
	c, err := s.lending().ContractContent(r.Context(), uid, int(id), pid, oid, amount)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, c)
}
