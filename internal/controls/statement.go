package controls

import (
	"context"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/statement"
)

// StatementImport answers a bank statement import: how many credit lines the file held, the
// pairs matched (each sent for approval unless dry run) and what is left over on each side.
type StatementImport struct {
	DryRun             bool                 `json:"dryRun"`
	Lines              int                  `json:"lines"`
	Matched            []StatementMatch     `json:"matched"`
	UnmatchedLines     []statement.Line     `json:"unmatchedLines"`
	UnmatchedTransfers []statement.Transfer `json:"unmatchedTransfers"`
}

// StatementMatch is a statement line paired with a waiting transfer, and what became of it.
type StatementMatch struct {
	statement.Pair
	Outcome   string `json:"outcome"`             // "sent_for_approval" once its request waits
	RequestID int64  `json:"requestId,omitempty"` // the four-eyes request that books it
	Error     string `json:"error,omitempty"`
}

// ImportStatement matches a bank statement's credit lines to the transfer repayments waiting
// for money (declared UTR, or our reference in the line, and the same amount) and, unless
// dryRun, sends each pair for approval as a transfer match request of operator a (four eyes:
// each request is created with its request.create row); the import itself is audited
// statement.import.
func (s *Service) ImportStatement(ctx context.Context, a Actor, lines []statement.Line, dryRun bool) (StatementImport, error) {
	if s.Repay == nil {
		return StatementImport{}, noPayments()
	}
	pending, err := s.Store.Payments().TransferRepayments(ctx, false, 5000)
	if err != nil {
		return StatementImport{}, err
	}
	transfers := make([]statement.Transfer, 0, len(pending))
	for _, p := range pending {
		transfers = append(transfers, statement.Transfer{Reference: p.Reference, UTR: p.UTR, AmountCents: p.AmountCents - p.PaidCents, OrderID: p.OrderID})
	}
	res := statement.Match(lines, transfers)
	out := make([]StatementMatch, 0, len(res.Matched))
	for _, p := range res.Matched {
		b := StatementMatch{Pair: p}
		if !dryRun {
			ans, err := s.Propose(ctx, a, admin.KindTransferMatch, "", MatchTransferBody{Reference: p.Transfer.Reference, UTR: p.Line.UTR,
				Amount: p.Line.AmountCents, Reason: fmt.Sprintf("Bank statement import, row %d (matched by %s)", p.Line.Row, p.By)})
			if err != nil {
				var ae *apperr.Error
				if errors.As(err, &ae) {
					b.Error = ae.Message
				} else {
					s.log().Warn("controls: statement match request failed", "reference", p.Transfer.Reference, "err", err)
					b.Error = "The match could not be sent for approval; try again."
				}
			} else {
				b.Outcome, b.RequestID = "sent_for_approval", ans.RequestID
			}
		}
		out = append(out, b)
	}
	if !dryRun {
		// The import changes nothing itself (each request was written with its own row): this
		// row records that it ran and what it found.
		if err := s.Store.AddAudit(ctx, a.Entry("statement.import", "statement", "", nil,
			map[string]any{"lines": len(lines), "matched": len(res.Matched), "unmatchedLines": len(res.Lines), "unmatchedTransfers": len(res.Transfers)})); err != nil {
			return StatementImport{}, err
		}
	}
	return StatementImport{DryRun: dryRun, Lines: len(lines), Matched: out, UnmatchedLines: orEmpty(res.Lines), UnmatchedTransfers: orEmpty(res.Transfers)}, nil
}

func orEmpty[T any](v []T) []T {
	if v == nil {
		return []T{}
	}
	return v
}
