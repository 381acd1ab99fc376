package payments

// The payment records the back office reads and edits; the store implements their storage
// (internal/store).

// Refund is one refund of a borrower's credit to their payout account.
type Refund struct {
	ID            int64  `json:"id"`
	OrderID       int64  `json:"orderId"`
	Reference     string `json:"reference"`
	AccountID     int64  `json:"accountId"`
	Amount        int64  `json:"amount"`
	Status        string `json:"status"` // pending, succeeded, failed (the payout statuses)
	ProviderRef   string `json:"providerRef"`
	FailureReason string `json:"failureReason"`
	CreatedAt     int64  `json:"createdAt"`
}
