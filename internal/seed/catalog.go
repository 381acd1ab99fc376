package seed

import (
	"context"
	"encoding/json"
	"github.com/pautang/pautang/internal/i18n"
	"strconv"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// Products of the demo catalogue. Amounts in centavos, rates in basis points. The late
// schedule (DemoLateSchedule) stays within the charges policy's ceilings on every product and
// amount, so what the terms list is what can be charged.
var demoProducts = []store.ProductRow{
	{Code: "EXPRESS", Name: "Pautang Express", Logo: "/logos/express.svg", Description: i18n.N("Fast cash from ₱2,000 to ₱10,000, one payment after 91 days."),
		MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000, TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300,
		Tags: []string{i18n.N("Fast approval"), i18n.N("No collateral")}, Enabled: true, Sort: 1,
		FirstLoanPromo: i18n.N("First loan? Your application is reviewed within 1 day and the money reaches your account within 1 to 3 days.")},
	{Code: "SAHOD", Name: "Sahod Installment", Logo: "/logos/sahod.svg", Description: i18n.N("Pay in 4 installments, timed with your payday."),
		MinAmount: 300000, MaxAmount: 1000000, AmountStep: 50000, TermDays: 120, Periods: 4, InterestBPMonth: 350, ServiceFeeBP: 200,
		Tags: []string{i18n.N("Installments"), i18n.N("Low rate")}, Enabled: true, Sort: 2},
	{Code: "NEGOSYO", Name: "Negosyo Plus", Logo: "/logos/negosyo.svg", Description: i18n.N("For sari-sari stores and small businesses: up to ₱50,000 over 6 months."),
		MinAmount: 1000000, MaxAmount: 5000000, AmountStep: 100000, TermDays: 180, Periods: 6, InterestBPMonth: 300, ServiceFeeBP: 300,
		Tags: []string{i18n.N("Business"), i18n.N("Higher limit")}, Enabled: true, Sort: 3},
	{Code: "FLEX", Name: "Padala Flex", Logo: "/logos/flex.svg", Description: i18n.N("A yearly plan for bigger needs, 12 monthly payments."),
		MinAmount: 2000000, MaxAmount: 10000000, AmountStep: 100000, TermDays: 365, Periods: 12, InterestBPMonth: 250, ServiceFeeBP: 300,
		Tags: []string{i18n.N("Long term")}, Enabled: true, Sort: 4},
	{Code: "BAYANIHAN", Name: "Bayanihan Loan", Logo: "/logos/bayanihan.svg", Description: i18n.N("Coming soon for repeat borrowers."),
		MinAmount: 500000, MaxAmount: 2000000, AmountStep: 50000, TermDays: 150, Periods: 5, InterestBPMonth: 280, ServiceFeeBP: 200,
		Tags: []string{i18n.N("Repeat clients")}, Enabled: false, Sort: 5},
}

// DemoLateSchedule is the demo catalogue's late charges: a one-time penalty of PHP 15 (PHP 10
// for a repeat client) and 0.1% a day of the overdue amount (3% per 30 days). With the
// smallest first installment of the catalogue (Sahod, PHP 3,000 in 4: PHP 855) the penalty and
// a month's late interest stay under 5% of the overdue amount a month.
func DemoLateSchedule() loans.LateSchedule {
	return loans.LateSchedule{PenaltyNewCents: 1500, PenaltyRepeatCents: 1000, Tiers: []loans.LateTier{{FromDay: 1, ToDay: 0, DailyBP: 10}}}
}

func productRules(code string) loans.Rules {
	r := loans.DefaultRules()
	r.Late = DemoLateSchedule()
	r.Rollover = loans.Rollover{Enabled: true, ExtendDays: 14, FeeBP: 800}
	if code == "FLEX" {
		r.Rollover = loans.Rollover{Enabled: false}
	}
	return r
}

func seedProducts(ctx context.Context, st *store.Store, _ clock.Clock, _ Options) (string, error) {
	for _, p := range demoProducts {
		p.Rules = productRules(p.Code).JSON()
		if _, err := st.Catalog().UpsertProduct(ctx, p); err != nil {
			return "", err
		}
	}
	return strconv.Itoa(len(demoProducts)) + " products", nil
}

// channelStep is one numbered instruction of a payment channel.
type channelStep struct {
	Title string   `json:"title"`
	Items []string `json:"steps"`
}

var demoChannels = []struct {
	Number, Name, Kind, Logo string
	Steps                    []channelStep
}{
	{"90001", "GCash", "ewallet", "/channels/gcash.svg", []channelStep{{i18n.N("GCash app"), []string{i18n.N("Open GCash and tap Bills."), i18n.N("Choose Loans, then Pautang."), i18n.N("Enter your payment code and the amount."), i18n.N("Confirm and keep the receipt.")}}}},
	{"90002", "Maya", "ewallet", "/channels/maya.svg", []channelStep{{i18n.N("Maya app"), []string{i18n.N("Open Maya and tap Bills."), i18n.N("Search for Pautang."), i18n.N("Enter your payment code and the amount."), i18n.N("Pay and keep the reference number.")}}}},
	{"90003", "7-Eleven (CLiQQ)", "store", "/channels/7eleven.svg", []channelStep{{i18n.N("At the store"), []string{i18n.N("Go to any 7-Eleven branch."), i18n.N("Tell the cashier you will pay a Pautang bill."), i18n.N("Give your payment code and pay in cash."), i18n.N("Keep the official receipt.")}}}},
	{"90004", "Cebuana Lhuillier", "store", "/channels/cebuana.svg", []channelStep{{i18n.N("At the branch"), []string{i18n.N("Fill in a bills payment form for Pautang."), i18n.N("Write your payment code as the account number."), i18n.N("Pay the amount and keep the receipt.")}}}},
	{"90005", "M Lhuillier", "store", "/channels/mlhuillier.svg", []channelStep{{i18n.N("At the branch"), []string{i18n.N("Ask for Bills Payment to Pautang."), i18n.N("Give your payment code."), i18n.N("Pay and keep the receipt.")}}}},
	{"90006", i18n.N("InstaPay bank transfer"), "bank", "/channels/instapay.svg", []channelStep{{i18n.N("Your bank app"), []string{i18n.N("Choose Transfer, then InstaPay."), i18n.N("Send to Pautang Lending Corp., BDO account 0012 3456 7890."), i18n.N("Write the reference shown in the app in the transfer notes."), i18n.N("Submit the transfer reference in the app.")}}}},
}

func seedChannels(ctx context.Context, st *store.Store, _ clock.Clock, _ Options) (string, error) {
	for i, c := range demoChannels {
		steps, _ := json.Marshal(c.Steps)
		_, err := st.DB.ExecContext(ctx, `INSERT INTO payment_channels (channel_number, name, kind, logo, instructions, enabled, sort)
			VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (channel_number) DO NOTHING`, c.Number, c.Name, c.Kind, c.Logo, string(steps), i+1)
		if err != nil {
			return "", err
		}
	}
	return strconv.Itoa(len(demoChannels)) + " channels", nil
}

// Complaint types: value 1 is the collection type with its sub-types (spec section 4).
var demoComplaintTypes = []struct {
	Value, Parent int
	Title         string
}{
	{1, 0, i18n.N("Collection")}, {2, 0, i18n.N("Repayment")}, {3, 0, i18n.N("Disbursement")}, {4, 0, i18n.N("Account and app")}, {5, 0, i18n.N("Suggestion")},
	{101, 1, i18n.N("Rude or threatening collector")}, {102, 1, i18n.N("Contacted my references")}, {103, 1, i18n.N("Calls at unreasonable hours")}, {104, 1, i18n.N("Wrong amount demanded")},
}

func seedComplaintTypes(ctx context.Context, st *store.Store, _ clock.Clock, _ Options) (string, error) {
	for i, c := range demoComplaintTypes {
		_, err := st.DB.ExecContext(ctx, `INSERT INTO complaint_types (value, parent_value, title, sort) VALUES ($1, $2, $3, $4)
			ON CONFLICT (parent_value, value) DO NOTHING`, c.Value, c.Parent, c.Title, i)
		if err != nil {
			return "", err
		}
	}
	return strconv.Itoa(len(demoComplaintTypes)) + " types", nil
}

func seedLandingTemplates(ctx context.Context, st *store.Store, clk clock.Clock, _ Options) (string, error) {
	settings, _ := json.Marshal(map[string]any{
		"title":        i18n.N("Borrow up to ₱50,000 in minutes"),
		"subtitle":     i18n.N("No collateral. Funds to your GCash, Maya or bank account."),
		"banner":       "/landing/banner.svg",
		"background":   "linear-gradient(180deg,#148050 0%,#0F6B42 100%)",
		"buttonColor":  "#FFB300",
		"appName":      "Pautang",
		"downloadUrl":  "/landing#/downloadTemplate",
		"links_id":     "1",
		"agreementUrl": "/landing#/agreementTemplate",
	})
	_, err := st.DB.ExecContext(ctx, `INSERT INTO channel_templates (name, settings, enabled, created_at) VALUES ($1, $2, 1, $3)
		ON CONFLICT (name) DO NOTHING`, "default", string(settings), clk.Now().UnixMilli())
	if err != nil {
		return "", err
	}
	return "1 template", nil
}
