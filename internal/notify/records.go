package notify

// The wording records the back office edits; the store implements their storage
// (internal/store).

// MessageTemplateRow is a supervisor's wording of a message kind in a language.
type MessageTemplateRow struct {
	Kind      string `json:"kind"`
	Lang      string `json:"lang"`
	Body      string `json:"body"`
	UpdatedBy string `json:"updatedBy"` // the operator's e-mail
	UpdatedAt int64  `json:"updatedAt"`
}
