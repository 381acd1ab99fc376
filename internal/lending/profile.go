package lending

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
)

// Option is one choice of an enum item (the bank form's note shape).
type Option struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Item is one profile field, in the same shape as the bank form's items.
type Item struct {
	Code      string   `json:"code"`
	Title     string   `json:"title"`
	Subtitle  string   `json:"subtitle"`
	Cate      string   `json:"cate"` // txt, enum, citySelect, day
	Value     string   `json:"value"`
	Note      []Option `json:"note"`
	InputType string   `json:"inputType"` // text or number (digits only)
	ReadOnly  bool     `json:"readOnly,omitempty"`
}

// Group is one section of the application profile.
type Group struct {
	Group    string `json:"group"`
	Title    string `json:"title"`
	Complete bool   `json:"complete"`
	Required bool   `json:"required"`
	Items    []Item `json:"items"`
}

// ProfileView is the whole profile with completion flags.
type ProfileView struct {
	Complete bool    `json:"complete"`
	Groups   []Group `json:"groups"`
	values   map[string]string
}

// Missing lists the required groups not yet complete.
func (p ProfileView) Missing() []string {
	out := []string{}
	for _, g := range p.Groups {
		if g.Required && !g.Complete {
			out = append(out, g.Group)
		}
	}
	return out
}

// AgeYears is the borrower's age in whole years on day (0 when unknown).
func (p ProfileView) AgeYears(day loans.Date) int {
	b, err := loans.ParseDate(p.values["birthDate"])
	if err != nil || b.IsZero() {
		return 0
	}
	age := day.Year - b.Year
	if day.Month < b.Month || (day.Month == b.Month && day.Day < b.Day) {
		age--
	}
	return age
}

// MonthlyIncomeCents is the declared monthly income (stored in pesos, digits only).
func (p ProfileView) MonthlyIncomeCents() int64 {
	n, _ := strconv.ParseInt(p.values["monthlyIncome"], 10, 64)
	return n * 100
}

func opts(names ...string) []Option {
	out := make([]Option, len(names))
	for i, n := range names {
		out[i] = Option{Name: n, Type: strconv.Itoa(i + 1)}
	}
	return out
}

var relations = opts(i18n.N("Parent"), i18n.N("Sibling"), i18n.N("Spouse"), i18n.N("Child"), i18n.N("Relative"), i18n.N("Friend"), i18n.N("Colleague"))

// profileForm is the profile as data: groups and their items (values filled per borrower).
var profileForm = []Group{
	{Group: "personal", Title: i18n.N("Personal information"), Required: true, Items: []Item{
		{Code: "fullName", Title: i18n.N("Full name"), Subtitle: i18n.N("As on your valid ID"), Cate: "txt", InputType: "text"},
		{Code: "birthDate", Title: i18n.N("Date of birth"), Subtitle: i18n.N("Choose a date"), Cate: "day", InputType: "text"},
		{Code: "gender", Title: i18n.N("Gender"), Subtitle: i18n.N("Choose one"), Cate: "enum", InputType: "text", Note: opts(i18n.N("Male"), i18n.N("Female"))},
		{Code: "civilStatus", Title: i18n.N("Civil status"), Subtitle: i18n.N("Choose one"), Cate: "enum", InputType: "text", Note: opts(i18n.N("Single"), i18n.N("Married"), i18n.N("Widowed"), i18n.N("Separated"))},
		{Code: "education", Title: i18n.N("Education"), Subtitle: i18n.N("Choose one"), Cate: "enum", InputType: "text", Note: opts(i18n.N("Elementary"), i18n.N("High school"), i18n.N("Vocational"), i18n.N("College"), i18n.N("Post-graduate"))},
		{Code: "city", Title: i18n.N("City / municipality"), Subtitle: i18n.N("Region / province / city"), Cate: "citySelect", InputType: "text"},
		{Code: "address", Title: i18n.N("Home address"), Subtitle: i18n.N("House no., street, barangay"), Cate: "txt", InputType: "text"},
	}},
	{Group: "job", Title: i18n.N("Work and income"), Required: true, Items: []Item{
		{Code: "employment", Title: i18n.N("Employment"), Subtitle: i18n.N("Choose one"), Cate: "enum", InputType: "text", Note: opts(i18n.N("Employed"), i18n.N("Self-employed / business"), i18n.N("OFW"), i18n.N("Freelancer"), i18n.N("Unemployed"))},
		{Code: "employer", Title: i18n.N("Employer or business name"), Subtitle: i18n.N("Company or store name"), Cate: "txt", InputType: "text"},
		{Code: "monthlyIncome", Title: i18n.N("Monthly income (₱)"), Subtitle: i18n.N("Whole pesos, e.g. 18000"), Cate: "txt", InputType: "number"},
		{Code: "payday", Title: i18n.N("Payday"), Subtitle: i18n.N("Choose one"), Cate: "enum", InputType: "text", Note: opts(i18n.N("15th and 30th"), i18n.N("Every Friday"), i18n.N("End of month"), i18n.N("Irregular"))},
	}},
	{Group: "ext", Title: i18n.N("References"), Required: true, Items: []Item{
		{Code: "ref1Name", Title: i18n.N("Reference 1 name"), Subtitle: i18n.N("Someone who knows you"), Cate: "txt", InputType: "text"},
		{Code: "ref1Relation", Title: i18n.N("Reference 1 relationship"), Subtitle: i18n.N("Choose one"), Cate: "enum", InputType: "text", Note: relations},
		{Code: "ref1Phone", Title: i18n.N("Reference 1 mobile number"), Subtitle: "09XXXXXXXXX", Cate: "txt", InputType: "number"},
		{Code: "ref2Name", Title: i18n.N("Reference 2 name"), Subtitle: i18n.N("Someone who knows you"), Cate: "txt", InputType: "text"},
		{Code: "ref2Relation", Title: i18n.N("Reference 2 relationship"), Subtitle: i18n.N("Choose one"), Cate: "enum", InputType: "text", Note: relations},
		{Code: "ref2Phone", Title: i18n.N("Reference 2 mobile number"), Subtitle: "09XXXXXXXXX", Cate: "txt", InputType: "number"},
	}},
	{Group: "bank", Title: i18n.N("Payment account"), Required: false, Items: []Item{
		{Code: "payoutAccount", Title: i18n.N("Bank account or e-wallet"), Subtitle: i18n.N("Bind it on the payment account page"), Cate: "txt", InputType: "text", ReadOnly: true},
	}},
}

// Profile reads the borrower's profile with completion flags. The bank group is complete when
// a payout account is bound; it is not required to apply (the payout asks for it).
func (s *Service) Profile(ctx context.Context, userID int64) (ProfileView, error) {
	vals, err := s.Store.ProfileFields(ctx, userID)
	if err != nil {
		return ProfileView{}, err
	}
	hasAcc, err := s.Store.HasPayoutAccount(ctx, userID)
	if err != nil {
		return ProfileView{}, err
	}
	v := ProfileView{Complete: true, values: vals}
	for _, g := range profileForm {
		g.Items = append([]Item(nil), g.Items...)
		g.Complete = true
		g.Title = i18n.T(ctx, g.Title)
		for i := range g.Items {
			it := &g.Items[i]
			it.Value = vals[it.Code]
			it.Title, it.Subtitle = i18n.T(ctx, it.Title), i18n.T(ctx, it.Subtitle)
			note := make([]Option, len(it.Note)) // option names shown translated; the types are the values
			for j, o := range it.Note {
				note[j] = Option{Name: i18n.T(ctx, o.Name), Type: o.Type}
			}
			it.Note = note
			if g.Items[i].Value == "" {
				g.Complete = false
			}
		}
		if g.Group == "bank" {
			g.Complete = hasAcc
			if hasAcc {
				g.Items[0].Value = i18n.T(ctx, "Bound")
			}
		}
		if g.Required && !g.Complete {
			v.Complete = false
		}
		v.Groups = append(v.Groups, g)
	}
	return v, nil
}

// SaveProfile validates and stores one group (every item required) for the borrower whose
// phone is phone; it returns the refreshed profile.
func (s *Service) SaveProfile(ctx context.Context, userID int64, phone, group string, fields map[string]string) (ProfileView, error) {
	var form *Group
	for i := range profileForm {
		if profileForm[i].Group == group && profileForm[i].Group != "bank" {
			form = &profileForm[i]
		}
	}
	if form == nil {
		return ProfileView{}, apperr.Invalid("group must be personal, job or ext.")
	}
	out := map[string]string{}
	for _, it := range form.Items {
		v := strings.TrimSpace(fields[it.Code])
		if v == "" {
			return ProfileView{}, apperr.Invalid("%s is required.", i18n.T(ctx, it.Title))
		}
		if len([]rune(v)) > 200 {
			return ProfileView{}, apperr.Invalid("%s is too long.", i18n.T(ctx, it.Title))
		}
		switch it.Cate {
		case "enum":
			found := false
			for _, o := range it.Note {
				found = found || o.Type == v
			}
			if !found {
				return ProfileView{}, apperr.Invalid("Please choose %s from the list.", strings.ToLower(i18n.T(ctx, it.Title)))
			}
		case "day":
			d, err := loans.ParseDate(v)
			if err != nil || d.IsZero() {
				return ProfileView{}, apperr.Invalid("%s must be a date like 1990-01-31.", i18n.T(ctx, it.Title))
			}
			v = d.String()
			age := ProfileView{values: map[string]string{"birthDate": v}}.AgeYears(s.Today())
			if age < loans.LegalMinAgeYears {
				return ProfileView{}, ErrUnderAgeProfile
			}
			if age > 100 {
				return ProfileView{}, apperr.Invalid("Please check your date of birth.")
			}
		case "citySelect":
			if !banking.KnownCity(v) {
				return ProfileView{}, apperr.Invalid("Please choose your city from the list.")
			}
		}
		switch it.Code {
		case "monthlyIncome":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 1 || n > 10_000_000 || strings.TrimLeft(v, "0123456789") != "" {
				return ProfileView{}, apperr.Invalid("Monthly income must be whole pesos (digits only), from 1 to 10,000,000.")
			}
			v = strconv.FormatInt(n, 10)
		case "ref1Phone", "ref2Phone":
			p, err := auth.NormalizePhone(v)
			if err != nil {
				return ProfileView{}, apperr.Invalid("%s must be a Philippine mobile number like 09171234567.", i18n.T(ctx, it.Title))
			}
			if p == phone {
				return ProfileView{}, apperr.Invalid("A reference must be someone else, not your own number.")
			}
			v = p
		}
		out[it.Code] = v
	}
	if group == "ext" && out["ref1Phone"] == out["ref2Phone"] {
		return ProfileView{}, apperr.Invalid("Please give two different references.")
	}
	if err := s.Store.SaveProfileGroupFrom(ctx, userID, group, out, out["fullName"], "certify/save"); err != nil {
		return ProfileView{}, err
	}
	return s.Profile(ctx, userID)
}

// ProfileItems returns the item codes of a group (the handler reads those form fields).
func ProfileItems(group string) []string {
	for _, g := range profileForm {
		if g.Group == group {
			out := make([]string, len(g.Items))
			for i, it := range g.Items {
				out[i] = it.Code
			}
			return out
		}
	}
	return nil
}

// ProfileField is one answer of a borrower's profile as an operator reads it: the item's
// title and, for a choice, the option's name instead of its code.
type ProfileField struct {
	Group string `json:"group"`
	Code  string `json:"code"`
	Label string `json:"label"`
	Value string `json:"value"`
}

// LabelledProfile lists a borrower's stored answers in the form's order with their labels;
// answers the form no longer asks come last under their code.
func LabelledProfile(values map[string]string) []ProfileField {
	out := []ProfileField{}
	seen := map[string]bool{}
	for _, g := range profileForm {
		for _, it := range g.Items {
			v, ok := values[it.Code]
			if !ok {
				continue
			}
			seen[it.Code] = true
			for _, o := range it.Note {
				if o.Type == v {
					v = o.Name
				}
			}
			out = append(out, ProfileField{Group: g.Group, Code: it.Code, Label: it.Title, Value: v})
		}
	}
	rest := []string{}
	for k := range values {
		if !seen[k] {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	for _, k := range rest {
		out = append(out, ProfileField{Group: "other", Code: k, Label: k, Value: values[k]})
	}
	return out
}

// DisplayedProfile is each stored answer as the back office shows it (a choice's option
// name), by item code.
func DisplayedProfile(values map[string]string) map[string]string {
	out := map[string]string{}
	for _, f := range LabelledProfile(values) {
		out[f.Code] = f.Value
	}
	return out
}
