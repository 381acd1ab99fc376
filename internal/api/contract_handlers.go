package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/lending"
)

func (s borrowerLoans) contractList(w http.ResponseWriter, r *http.Request, pid, scene int64) {
	if pid == 0 {
		fail(w, r, apperr.Invalid("productId is required."))
		return
	}
	list, err := s.lending().Contracts(r.Context(), pid, int(scene))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, list)
}

func (s borrowerLoans) handleContractList(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	req, err := decode[contractListReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.contractList(w, r, req.ProductID, req.Scene)
}

func (s borrowerLoans) handleOldContracts(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	req, err := decode[oldContractsReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.contractList(w, r, req.ProductID, lending.ContractScene)
}

// handleContractJump answers the in-app URL of a rendered contract; position is the
// contract id of the list.
func (s borrowerLoans) handleContractJump(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[contractJumpReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.contractJump(w, r, sess, req)
}

// handleOldContractJump is the old confirmation page's contract jump (no scene in its
// contract; one sent must still be 3).
func (s borrowerLoans) handleOldContractJump(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[oldContractJumpReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.contractJump(w, r, sess, contractJumpReq{ProductID: req.ProductID, Scene: req.Scene, Position: req.Position, OrderID: req.OrderID, Amount: req.Amount})
}

func (s borrowerLoans) contractJump(w http.ResponseWriter, r *http.Request, sess auth.Session, req contractJumpReq) {
	if req.Scene != nil && *req.Scene != lending.ContractScene {
		fail(w, r, apperr.Invalid("scene must be 3."))
		return
	}
	u, err := s.lending().ContractJump(r.Context(), sess.UserID, req.ProductID, req.Position, req.OrderID, int64(req.Amount))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, contractJumpData{ContractURL: u})
}

// handleContractContent renders a contract; a session is needed only for an order's contract.
func (s borrowerLoans) handleContractContent(w http.ResponseWriter, r *http.Request) {
	req, err := decode[contractContentReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	id, pid, oid, amount := req.ContractID, req.ProductID, req.OrderID, int64(req.Amount)
	if pid == 0 && oid == 0 {
		fail(w, r, apperr.Invalid("productId is required."))
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
