package loans

// The records of a loan as the lending use cases read and write them; the store implements
// their storage (internal/store), the rules in this package decide what they hold.

// Order is a loan order with everything the lending use cases read: the application, the
// decision, the payout and the loan's kept standing. Days are Manila days as YYYY-MM-DD ("" when
// not set yet).
type Order struct {
	ID             int64
	OrderNo        string
	UserID         int64
	ProductID      int64
	ProductName    string
	ProductLogo    string
	Amount         int64 // principal, centavos
	Periods        int
	TermDays       int
	Interest       int64
	ServiceFee     int64
	NetProceeds    int64
	TotalRepay     int64
	Status         int
	Variant        string
	IsRepeat       bool
	DecisionReason string // what the borrower reads: a message id (loans.RefusalReasons' text or a rule's)
	DecisionCode   string
	DecisionNote   string // the operator's internal note on the decision: back office only
	DecidedBy      string
	DueDate        string
	DisbursedDay   string
	LastAccruedDay string
	CardNeedPop    bool
	PayoutStatus   string
	Terms          string // Product JSON frozen at application
	Score          int
	CreatedAt      int64 // unix ms
	UpdatedAt      int64
	SettledAt      int64 // 0 while not settled
	Standing       KeptStanding
	StandingAt     int64 // when Standing was computed (0: never)
	// WrittenOffDay is the day the loan was written off (YYYY-MM-DD, "" while on the books).
	// The status stays what the borrower sees (180 until the claim is recovered, then 200).
	WrittenOffDay string
}

// KeptStanding is what an order keeps of its loan's Standing after every change to its ledger
// or schedule, so portfolio views (days overdue, amounts owed) read orders, not ledgers.
type KeptStanding struct {
	OverdueSince string // Standing.FirstMissedDue as YYYY-MM-DD; "" when nothing is overdue
	PayoffCents  int64  // Standing.PayoffCents
	PastDueCents int64  // Standing.PastDueCents: owed now (installments past due and charges)
}

// KeepStanding is the KeptStanding of a loan's standing.
func KeepStanding(st Standing) KeptStanding {
	k := KeptStanding{PayoffCents: st.PayoffCents, PastDueCents: st.PastDueCents()}
	if !st.FirstMissedDue.IsZero() {
		k.OverdueSince = st.FirstMissedDue.String()
	}
	return k
}

// Update is what a use case decided for an order it holds locked with its ledger and
// schedule: entries to append, status moves (each checked against the transition table), an
// optional new schedule and the loan's standing after it.
type Update struct {
	Entries  []Entry
	Events   []Event
	Schedule []Installment // nil keeps the stored one
	// LastAccruedDay and DueDate ("" keeps them) as YYYY-MM-DD.
	LastAccruedDay string
	DueDate        string
	// NextAccrualDay is the first day the daily job has work on the loan again
	// (NextAccrualDay; the daily job's batches only): any other update makes it the next run.
	NextAccrualDay string
	Standing       *KeptStanding // nil keeps the stored one
	// WrittenOffDay ("" keeps it) marks the order written off; the store sets it once and
	// refuses a second write-off with loans.ErrAlreadyWrittenOff.
	WrittenOffDay string
	Actor         string
	Reason        string
}

// Disbursement is everything a successful payout writes: the status move (checked against the
// transition table), the schedule from the payout day, the first ledger entries and the
// standing on that day.
type Disbursement struct {
	FromStatus  Status
	ToStatus    Status
	Day         Date
	DueDate     Date
	NetProceeds int64
	Interest    int64
	ServiceFee  int64
	Schedule    []Installment
	Entries     []Entry
	Standing    KeptStanding
}

// ProductRow is a product as stored. Rules holds the late schedule, prepayment rule and
// rollover offer as JSON (this package owns their shape; the store keeps the JSON).
type ProductRow struct {
	ID              int64
	Code            string
	Name            string
	Logo            string
	Description     string
	MinAmount       int64
	MaxAmount       int64
	AmountStep      int64
	TermDays        int
	Periods         int
	InterestBPMonth int
	ServiceFeeBP    int
	Rules           string
	Tags            []string
	Enabled         bool
	Sort            int
	// FirstLoanPromo is the promo text the old confirmation shows a borrower who never
	// applied (NewPopMsg); empty: none.
	FirstLoanPromo string
}

// OrderEvent is one recorded status move.
type OrderEvent struct {
	From      int    `json:"from"`
	To        int    `json:"to"`
	Event     string `json:"event"`
	Actor     string `json:"actor"` // who or what moved it: borrower, operator:<id>, daily, payment, refund...
	Reason    string `json:"reason"`
	CreatedAt int64  `json:"createdAt"`
}
