package promotion

import "encoding/json"

// The landing records the back office edits; the store implements their storage
// (internal/store).

// TemplateAdminRow is a landing template as the back office edits it.
type TemplateAdminRow struct {
	ID       int64           `json:"id"`
	Name     string          `json:"name"`
	Settings json.RawMessage `json:"settings"`
	Enabled  bool            `json:"enabled"`
}
