package reports

import (
	"context"

	"github.com/pautang/pautang/internal/admin"
)

// Export runs one CSV export of a back-office list as a personal-data read: without a reason
// (admin.ReadReason) nothing runs; run streams the rows and says how many it wrote; then the
// export's audit entry (export.csv: who, the list, its filter, the row count, the reason) is
// written. A run that fails midway is audited too, with the rows that left and failed: true.
// An error writing the entry is returned, so the caller cuts the file (never a whole file
// without its entry).
func (s *Service) Export(ctx context.Context, who admin.Entry, reason, list string, filter map[string]string, run func() (rows int, err error)) error {
	who.Action, who.Entity, who.EntityID = admin.ReadExport, "export", list
	if _, err := admin.ReadReason(reason); err != nil {
		return err
	}
	rows, err := run()
	detail := map[string]any{"list": list, "filter": filter, "rows": rows}
	if err != nil {
		detail["failed"] = true
	}
	entry, rerr := admin.PersonalRead(who, reason, detail)
	if rerr != nil {
		return rerr
	}
	if aerr := s.Lists.AddAudit(ctx, entry); aerr != nil && err == nil {
		err = aerr
	}
	return err
}
