// Package identity holds a borrower's identity submission as recorded. The kyc service holds
// the rules of a submission and its review; the store implements its storage. The package
// holds no SQL and no HTTP, so the store, the services and the HTTP layer can all import it.
package identity

// KYCSubmission is one identity submission (the kyc package holds its rules).
type KYCSubmission struct {
	ID             int64  `json:"id"`
	UserID         int64  `json:"userId"`
	IDType         string `json:"idType"`
	IDNumberSealed string `json:"-"`
	IDNumberHash   string `json:"-"`
	IDLast4        string `json:"idLast4"`
	IDPhoto        string `json:"-"` // names in the private storage
	Selfie         string `json:"-"`
	Status         string `json:"status"`
	Reason         string `json:"reason"`
	Redo           string `json:"redo"`
	ReviewerID     int64  `json:"reviewerId"`
	CreatedAt      int64  `json:"createdAt"`
	DecidedAt      int64  `json:"decidedAt"`
}
