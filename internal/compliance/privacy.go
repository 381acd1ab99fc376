package compliance

import (
	"context"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/store"
)

// Export is a copy of everything held about a borrower (the Data Privacy Act's right of
// access and to data portability): every row that names them, by table, as JSON.
type Export struct {
	UserID     int64              `json:"userId"`
	ExportedAt int64              `json:"exportedAt"`
	Tables     store.PersonalData `json:"tables"`
}

// ExportPerson reads everything held about borrower userID and audits the export
// (privacy.export, with each table's row count) as by.
func (s *Service) ExportPerson(ctx context.Context, userID int64, by admin.Entry) (Export, error) {
	data, err := s.Store.Users().PersonalDataOf(ctx, userID)
	if err != nil {
		return Export{}, err
	}
	now := s.Clock.Now().UnixMilli()
	counts := map[string]int{}
	for t, rows := range data {
		counts[t] = len(rows)
	}
	by.Action, by.Entity, by.EntityID, by.At = "privacy.export", "user", strconv.FormatInt(userID, 10), now
	by.After = map[string]any{"tables": counts}
	if err := s.Store.AddAudit(ctx, by); err != nil {
		return Export{}, err
	}
	return Export{UserID: userID, ExportedAt: now, Tables: data}, nil
}
