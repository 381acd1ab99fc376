package admin

import (
	"encoding/json"
	"github.com/pautang/pautang/internal/config"
	"sort"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// Catalogue documents the back office keeps in catalog_settings (features read them per
// request, so a change applies without a restart).
const (
	SettingContacts    = "cs_contacts"        // {"email","smWa"}: the customer-service contacts
	SettingRecommended = "recommended"        // {"productIds":[...]}: recommended products, in order
	SettingContracts   = "contract_templates" // [{"id","title","body"}]: contract texts by id
	SettingReceiving   = "receiving_account"  // {"bank","accountName","accountNumber"}: where borrowers send bank transfers
)

// SettingKeys lists the known keys with a one-line meaning (shown by the SPA).
var SettingKeys = map[string]string{
	SettingContacts:    "Customer-service e-mail and telephone/WhatsApp",
	SettingRecommended: "Recommended products, in display order",
	SettingReceiving:   "The account borrowers send bank transfers to (bank, account name: empty for the company's, account number)",
	SettingContracts: "Contract templates by id (1 loan agreement, 2 promissory note, 3 disclosure statement): " +
		"paragraphs split by blank lines, '# ' opens a heading, {{schedule}} alone inserts the schedule table; " +
		"placeholders {{lender}} {{borrower}} {{reference}} {{date}} {{amount}} {{fee}} {{net}} {{interest}} {{total}} {{rate}} {{eir}} {{termDays}} {{periods}} {{late}}",
}

// SettingDefault is the document shown before an operator ever saved the key.
func SettingDefault(key, email, phone string) string {
	switch key {
	case SettingContacts:
		b, _ := json.Marshal(map[string]string{"email": email, "smWa": phone})
		return string(b)
	case SettingRecommended:
		return `{"productIds":[]}`
	case SettingReceiving:
		b, _ := json.Marshal(payments.DefaultReceivingAccount)
		return string(b)
	}
	return `[]`
}

func contractFieldNames() []string {
	names := make([]string, 0, len(loans.ContractFields))
	for n := range loans.ContractFields {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ValidateSetting checks a document for its key and returns it re-encoded.
func ValidateSetting(key string, raw json.RawMessage) (string, error) {
	bad := func(msg string) (string, error) { return "", apperr.Invalid("%s", msg) }
	switch key {
	case SettingContacts:
		var v struct {
			Email string `json:"email"`
			SmWa  string `json:"smWa"`
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			return bad("The contacts must be an object with email and smWa.")
		}
		v.Email, v.SmWa = strings.TrimSpace(v.Email), strings.TrimSpace(v.SmWa)
		if _, err := NormalizeEmail(v.Email); err != nil {
			return bad("Please enter a valid customer-service e-mail.")
		}
		if !ValidPHPhone(v.SmWa) || !config.ValidPhone(v.SmWa) {
			return bad(PHPhoneRule)
		}
		b, _ := json.Marshal(v)
		return string(b), nil
	case SettingReceiving:
		var v payments.ReceivingAccount
		if err := json.Unmarshal(raw, &v); err != nil {
			return bad("The receiving account must be an object with bank, accountName and accountNumber.")
		}
		v.Bank, v.AccountName, v.AccountNumber = strings.TrimSpace(v.Bank), strings.TrimSpace(v.AccountName), strings.Join(strings.Fields(v.AccountNumber), " ")
		digits := 0
		for _, r := range v.AccountNumber {
			switch {
			case r >= '0' && r <= '9':
				digits++
			case r != ' ' && r != '-':
				return bad("The account number may hold only digits, spaces and dashes.")
			}
		}
		switch {
		case len([]rune(v.Bank)) < 2 || len([]rune(v.Bank)) > 60:
			return bad("Please enter the bank's name (2 to 60 characters).")
		case len([]rune(v.AccountName)) > 80:
			return bad("The account name must be at most 80 characters.")
		case digits < 6 || digits > 20:
			return bad("The account number must have 6 to 20 digits.")
		}
		b, _ := json.Marshal(v)
		return string(b), nil
	case SettingRecommended:
		var v struct {
			ProductIDs []int64 `json:"productIds"`
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			return bad("The recommended products must be {\"productIds\": [ids]}.")
		}
		if v.ProductIDs == nil {
			v.ProductIDs = []int64{}
		}
		seen := map[int64]bool{}
		for _, id := range v.ProductIDs {
			if id <= 0 || seen[id] {
				return bad("Product ids must be positive and listed once.")
			}
			seen[id] = true
		}
		b, _ := json.Marshal(v)
		return string(b), nil
	case SettingContracts:
		var v []struct {
			ID    int    `json:"id"`
			Title string `json:"title"`
			Body  string `json:"body"`
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			return bad("The contract templates must be a list of {id, title, body}.")
		}
		seen := map[int]bool{}
		for _, c := range v {
			if c.ID < 1 || c.ID > 3 || seen[c.ID] || strings.TrimSpace(c.Title) == "" || strings.TrimSpace(c.Body) == "" || len(c.Body) > 100_000 {
				return bad("Each contract needs a unique id (1 loan agreement, 2 promissory note, 3 disclosure statement), a title and a body of at most 100,000 characters.")
			}
			if unknown := loans.UnknownContractFields(c.Body); len(unknown) > 0 {
				return bad("Unknown placeholder {{" + unknown[0] + "}} in contract " + strconv.Itoa(c.ID) + ". Known: " + strings.Join(contractFieldNames(), ", ") + ".")
			}
			seen[c.ID] = true
		}
		b, _ := json.Marshal(v)
		return string(b), nil
	}
	return "", apperr.New(apperr.CodeNotFound, "Unknown catalogue setting.")
}
