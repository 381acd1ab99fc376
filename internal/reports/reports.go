// Package reports is the back office's read side: the keyset lists and their CSV exports,
// the dashboard, finance figures, the journal and trial balance, vintages and the chart of
// accounts. Each method is one use case; the store's areas implement the narrow interfaces
// below (Lists, Figures, Overdue, Funnel, Templates). Phones are masked per operator role
// here, so a list and its export show the same thing.
package reports

import (
	"context"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/store"
)

// Lists reads the back office's keyset lists and streams their exports (store.Lists).
type Lists interface {
	// AddAudit writes one audit entry (an export's).
	AddAudit(ctx context.Context, e admin.Entry) error
	LoanList(ctx context.Context, f backoffice.LoanListFilter) (backoffice.LoanPage, error)
	EachLoan(ctx context.Context, f backoffice.LoanListFilter, each func(backoffice.LoanListRow) error) error
	TransferList(ctx context.Context, f backoffice.TransferFilter) (backoffice.TransferPage, error)
	EachTransfer(ctx context.Context, f backoffice.TransferFilter, each func(backoffice.TransferRow) error) error
	ComplaintList(ctx context.Context, f backoffice.ComplaintFilter) ([]backoffice.ComplaintListRow, string, error)
	EachComplaint(ctx context.Context, f backoffice.ComplaintFilter, each func(backoffice.ComplaintListRow) error) error
	AuditList(ctx context.Context, f backoffice.AuditListFilter) (backoffice.AuditPage, error)
	EachAudit(ctx context.Context, f backoffice.AuditListFilter, each func(backoffice.AuditRow) error) error
	OperatorList(ctx context.Context, f backoffice.OperatorFilter) ([]admin.Operator, string, error)
	EachOperator(ctx context.Context, f backoffice.OperatorFilter, each func(admin.Operator) error) error
	BorrowerList(ctx context.Context, f backoffice.BorrowerFilter) (backoffice.BorrowerPage, error)
	EachBorrower(ctx context.Context, f backoffice.BorrowerFilter, each func(backoffice.BorrowerRow) error) error
	CollectionList(ctx context.Context, f backoffice.CollectionFilter) ([]backoffice.CollectionQueueRow, string, error)
	EachCollection(ctx context.Context, f backoffice.CollectionFilter, each func(backoffice.CollectionQueueRow) error) error
	OverdueDays(ctx context.Context) (map[string]store.OverdueDay, error)
}

// Figures reads finance, the chart of accounts, the journal, dashboards and vintages
// (store.Reports).
type Figures interface {
	Chart(ctx context.Context) (journal.Chart, error)
	DashboardData(ctx context.Context, from, to string) (backoffice.Dashboard, error)
	JournalRows(ctx context.Context, from, to loans.Date, each func(journal.Row) error) error
	Finance(ctx context.Context, from, to, today loans.Date) (admin.Finance, error)
	Vintage(ctx context.Context, from, to, today loans.Date) (admin.Vintage, error)
}

// Overdue reads the open loans past due grouped by the day they fell overdue (store.Loans).
type Overdue interface {
	OverdueByDay(ctx context.Context) ([]admin.OverdueGroup, error)
}

// Funnel reads the landing's funnel (store.Promotion).
type Funnel interface {
	PromotionFunnel(ctx context.Context, from, to string, templateID int64) ([]promotion.FunnelRow, error)
}

// ComplaintTypes lists the complaint types and sub-types that name a complaint (store.Complaints).
type ComplaintTypes interface {
	ComplaintTypes(ctx context.Context) ([]complaints.Type, error)
}

// Templates lists the landing templates (store.Catalog).
type Templates interface {
	AdminChannelTemplates(ctx context.Context) ([]promotion.TemplateAdminRow, error)
}

// Service runs the back office's reads.
type Service struct {
	Lists     Lists
	Figures   Figures
	Overdue   Overdue
	Funnel    Funnel
	Templates Templates
	Types     ComplaintTypes
	Books     Books
	Closed    Closed
	Clock     clock.Clock
	// Amounts reads a loan's past due, payable now and payoff today (the lending service): the
	// collections queue's page shows the payable-now amount of each row. nil leaves it 0.
	Amounts interface {
		Amounts(ctx context.Context, orderID int64) (loans.Amounts, error)
	}
}

// New builds the service over the store's areas.
func New(st *store.Store, clk clock.Clock) *Service {
	return &Service{Lists: st.Lists(), Figures: st.Reports(), Overdue: st.Loans(), Funnel: st.Promotion(), Templates: st.Catalog(), Types: st.Complaints(), Books: st.Ledger(), Closed: st.Ledger(), Clock: clk}
}

// Today is the Manila day of the injected clock.
func (s *Service) Today() loans.Date { return loans.DateOf(s.Clock.Now()) }

// ----- Lists and exports: each page and each streamed row with the phone masked per role -----

// LoanPage is a page of the loans list (the loans and orders lists).
func (s *Service) LoanPage(ctx context.Context, role admin.Role, f backoffice.LoanListFilter) (backoffice.LoanPage, error) {
	page, err := s.Lists.LoanList(ctx, f)
	for i := range page.Rows {
		page.Rows[i].Phone = admin.PhoneFor(role, page.Rows[i].Phone)
	}
	return page, err
}

// EachLoan streams every loan the filter selects.
func (s *Service) EachLoan(ctx context.Context, role admin.Role, f backoffice.LoanListFilter, each func(backoffice.LoanListRow) error) error {
	return s.Lists.EachLoan(ctx, f, func(o backoffice.LoanListRow) error {
		o.Phone = admin.PhoneFor(role, o.Phone)
		return each(o)
	})
}

// TransferPage is a page of the transfer repayments.
func (s *Service) TransferPage(ctx context.Context, role admin.Role, f backoffice.TransferFilter) (backoffice.TransferPage, error) {
	page, err := s.Lists.TransferList(ctx, f)
	for i := range page.Rows {
		page.Rows[i].Phone = admin.PhoneFor(role, page.Rows[i].Phone)
	}
	return page, err
}

// EachTransfer streams every transfer the filter selects.
func (s *Service) EachTransfer(ctx context.Context, role admin.Role, f backoffice.TransferFilter, each func(backoffice.TransferRow) error) error {
	return s.Lists.EachTransfer(ctx, f, func(t backoffice.TransferRow) error {
		t.Phone = admin.PhoneFor(role, t.Phone)
		return each(t)
	})
}

// ComplaintPage is a page of the complaint desk's list with the types that name its rows.
type ComplaintPage struct {
	Rows  []backoffice.ComplaintListRow
	Next  string
	Types []complaints.Type
}

// ComplaintPage reads a page of the complaint desk's list.
func (s *Service) ComplaintPage(ctx context.Context, role admin.Role, f backoffice.ComplaintFilter) (ComplaintPage, error) {
	rows, next, err := s.Lists.ComplaintList(ctx, f)
	if err != nil {
		return ComplaintPage{}, err
	}
	types, err := s.Types.ComplaintTypes(ctx)
	if err != nil {
		return ComplaintPage{}, err
	}
	for i := range rows {
		rows[i].Phone = admin.PhoneFor(role, rows[i].Phone)
	}
	return ComplaintPage{Rows: rows, Next: next, Types: types}, nil
}

// EachComplaint streams every complaint the filter selects, each with the types that name it
// (read once, before the first row).
func (s *Service) EachComplaint(ctx context.Context, role admin.Role, f backoffice.ComplaintFilter, each func([]complaints.Type, backoffice.ComplaintListRow) error) error {
	types, err := s.Types.ComplaintTypes(ctx)
	if err != nil {
		return err
	}
	return s.Lists.EachComplaint(ctx, f, func(row backoffice.ComplaintListRow) error {
		row.Phone = admin.PhoneFor(role, row.Phone)
		return each(types, row)
	})
}

// AuditPage is a page of the audit log.
func (s *Service) AuditPage(ctx context.Context, f backoffice.AuditListFilter) (backoffice.AuditPage, error) {
	return s.Lists.AuditList(ctx, f)
}

// EachAudit streams every audit entry the filter selects.
func (s *Service) EachAudit(ctx context.Context, f backoffice.AuditListFilter, each func(backoffice.AuditRow) error) error {
	return s.Lists.EachAudit(ctx, f, each)
}

// OperatorPage is a page of the operators and the cursor of the next.
func (s *Service) OperatorPage(ctx context.Context, f backoffice.OperatorFilter) ([]admin.Operator, string, error) {
	return s.Lists.OperatorList(ctx, f)
}

// EachOperator streams every operator the filter selects.
func (s *Service) EachOperator(ctx context.Context, f backoffice.OperatorFilter, each func(admin.Operator) error) error {
	return s.Lists.EachOperator(ctx, f, each)
}

// BorrowerPage is a page of the borrowers.
func (s *Service) BorrowerPage(ctx context.Context, role admin.Role, f backoffice.BorrowerFilter) (backoffice.BorrowerPage, error) {
	page, err := s.Lists.BorrowerList(ctx, f)
	for i := range page.Rows {
		page.Rows[i].Phone = admin.PhoneFor(role, page.Rows[i].Phone)
	}
	return page, err
}

// EachBorrower streams every borrower the filter selects.
func (s *Service) EachBorrower(ctx context.Context, role admin.Role, f backoffice.BorrowerFilter, each func(backoffice.BorrowerRow) error) error {
	return s.Lists.EachBorrower(ctx, f, func(b backoffice.BorrowerRow) error {
		b.Phone = admin.PhoneFor(role, b.Phone)
		return each(b)
	})
}

// CollectionPage is a page of the collections queue with the whole queue's totals per bucket.
type CollectionPage struct {
	Rows    []backoffice.CollectionQueueRow
	Next    string
	Buckets []collections.BucketTotal
}

// CollectionPage reads a page of the loans past due and the queue's bucket totals on f.Today.
func (s *Service) CollectionPage(ctx context.Context, role admin.Role, f backoffice.CollectionFilter) (CollectionPage, error) {
	rows, next, err := s.Lists.CollectionList(ctx, f)
	if err != nil {
		return CollectionPage{}, err
	}
	days, err := s.Lists.OverdueDays(ctx)
	if err != nil {
		return CollectionPage{}, err
	}
	for i := range rows {
		rows[i].Phone = admin.PhoneFor(role, rows[i].Phone)
		if s.Amounts != nil && rows[i].WrittenOffDay == "" {
			a, err := s.Amounts.Amounts(ctx, rows[i].OrderID)
			if err != nil {
				return CollectionPage{}, err
			}
			rows[i].PayableNowCents = a.PayableNowCents
		}
	}
	byDay := make(map[string]collections.DayTotal, len(days))
	for day, d := range days {
		byDay[day] = collections.DayTotal{Count: d.Count, Cents: d.Cents}
	}
	return CollectionPage{Rows: rows, Next: next, Buckets: collections.QueueTotals(byDay, f.Today)}, nil
}

// EachCollection streams every case of the queue the filter selects.
func (s *Service) EachCollection(ctx context.Context, role admin.Role, f backoffice.CollectionFilter, each func(backoffice.CollectionQueueRow) error) error {
	return s.Lists.EachCollection(ctx, f, func(row backoffice.CollectionQueueRow) error {
		row.Phone = admin.PhoneFor(role, row.Phone)
		return each(row)
	})
}

// ----- Dashboard -----

// Dashboard is the back office's dashboard over the days through today.
type Dashboard struct {
	Series  backoffice.Dashboard
	Overdue []admin.BucketTotal
	Funnel  []promotion.TemplateFunnel
	Today   loans.Date
}

// Dashboard reads the daily series of the last days (today included), the overdue buckets
// and the landing funnel per template.
func (s *Service) Dashboard(ctx context.Context, days int) (Dashboard, error) {
	today := s.Today()
	from := today.Add(-(days - 1))
	d, err := s.Figures.DashboardData(ctx, from.String(), today.String())
	if err != nil {
		return Dashboard{}, err
	}
	overdue, err := s.Overdue.OverdueByDay(ctx)
	if err != nil {
		return Dashboard{}, err
	}
	funnel, err := s.Funnel.PromotionFunnel(ctx, from.String(), today.String(), 0)
	if err != nil {
		return Dashboard{}, err
	}
	templates, err := s.Templates.AdminChannelTemplates(ctx)
	if err != nil {
		return Dashboard{}, err
	}
	names := map[int64]string{}
	for _, t := range templates {
		names[t.ID] = t.Name
	}
	return Dashboard{Series: d, Overdue: admin.OverdueTotals(overdue, today), Funnel: promotion.FunnelByTemplate(funnel, names), Today: today}, nil
}

// ----- Finance -----

// Finance reads the figures of a range (both days included) as of today.
func (s *Service) Finance(ctx context.Context, from, to loans.Date) (admin.Finance, loans.Date, error) {
	today := s.Today()
	f, err := s.Figures.Finance(ctx, from, to, today)
	return f, today, err
}

// Chart is the chart of accounts in force.
func (s *Service) Chart(ctx context.Context) (journal.Chart, error) {
	return s.Figures.Chart(ctx)
}

// Vintage reads the vintage curves of the cohorts from..to observed up to today.
func (s *Service) Vintage(ctx context.Context, from, to loans.Date) (admin.Vintage, error) {
	return s.Figures.Vintage(ctx, from, to, s.Today())
}
