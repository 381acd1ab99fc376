// Package catalog runs the back office's catalogue use cases: the products as listed (with
// their previews), the payment channels, the landing templates, the bank form, the settings
// documents and the underwriting rules in force. Changes of products, rules, payment channels,
// landing templates and settings documents go through four eyes (internal/controls): the
// controls check them here when proposed (Check*) and save them here when approved (Save*,
// with the request's finish in the save's transaction).
package catalog

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// Repo is what the catalogue reads and writes (the store's catalog area implements it). Each
// write takes its audit row, written in the write's transaction.
type Repo interface {
	Products(ctx context.Context, onlyEnabled bool) ([]store.ProductRow, error)
	AdminPaymentChannels(ctx context.Context) ([]store.PaymentChannelRow, error)
	PaymentChannel(ctx context.Context, id int64) (store.PaymentChannelRow, error)
	SavePaymentChannel(ctx context.Context, c store.PaymentChannelRow, audit admin.Entry, also ...store.Also) (store.PaymentChannelRow, error)
	AdminChannelTemplates(ctx context.Context) ([]store.TemplateAdminRow, error)
	// SaveChannelTemplate is the store's conflict error when the name is taken.
	SaveChannelTemplate(ctx context.Context, t store.TemplateAdminRow, audit admin.Entry, also ...store.Also) (store.TemplateAdminRow, error)
	AdminBankFormItems(ctx context.Context) ([]store.BankFormItemRow, error)
	SaveBankFormItem(ctx context.Context, b store.BankFormItemRow, audit admin.Entry) (store.BankFormItemRow, error)
	// CatalogSetting reads a settings document; found is false when none was saved.
	CatalogSetting(ctx context.Context, key string) (string, bool, error)
	SaveCatalogSetting(ctx context.Context, key, value string, audit admin.Entry, also ...store.Also) error
	Underwriting(ctx context.Context) (store.UnderwritingVersion, error)
	UnderwritingHistory(ctx context.Context, limit int) ([]store.UnderwritingVersion, error)
	Scorecard(ctx context.Context) (loans.ScorecardVersion, error)
	ChargesPolicy(ctx context.Context, fallback loans.CapPolicy) (store.ChargesPolicyVersion, error)
	ChargesPolicyHistory(ctx context.Context, limit int) ([]store.ChargesPolicyVersion, error)
}

// Previewer prices a product's smallest and largest loan (lending.Service).
type Previewer interface {
	PreviewProduct(ctx context.Context, p store.ProductRow) (lending.ProductPreview, error)
	// DefaultCapPolicy is the region's charges policy, in force until the lender saves one.
	DefaultCapPolicy() loans.CapPolicy
}

// Service runs the catalogue use cases.
type Service struct {
	Repo    Repo
	Preview Previewer
	// SupportEmail and SupportPhone are the configured contacts, the defaults of the support
	// settings document.
	SupportEmail, SupportPhone string
}

// HistoryLimit is how many saved versions of the rules the catalogue lists.
const HistoryLimit = 50

// Products lists every product and, by product id, the preview of each whose rules still
// validate (a product whose rules no longer validate simply has no preview).
func (s *Service) Products(ctx context.Context) ([]store.ProductRow, map[string]lending.ProductPreview, error) {
	ps, err := s.Repo.Products(ctx, false)
	if err != nil {
		return nil, nil, err
	}
	previews := map[string]lending.ProductPreview{}
	for _, p := range ps {
		if pv, err := s.Preview.PreviewProduct(ctx, p); err == nil {
			previews[strconv.FormatInt(p.ID, 10)] = pv
		}
	}
	return ps, previews, nil
}

// Channels lists the payment channels.
func (s *Service) Channels(ctx context.Context) ([]store.PaymentChannelRow, error) {
	return s.Repo.AdminPaymentChannels(ctx)
}

// SaveChannel saves channel in.ID after CheckChannel, audited; also runs in the save's
// transaction.
func (s *Service) SaveChannel(ctx context.Context, in store.PaymentChannelRow, gateways map[string]payments.ChannelCatalog, audit admin.Entry, also ...store.Also) (store.PaymentChannelRow, error) {
	in, err := s.CheckChannel(ctx, in, gateways)
	if err != nil {
		return store.PaymentChannelRow{}, err
	}
	audit.Action = "payment_channel.update"
	return s.Repo.SavePaymentChannel(ctx, in, audit, also...)
}

// CheckChannel checks a change of channel in.ID (name, route, instructions; trimmed) and
// returns it as it would be saved (its number and kind are the stored ones): the name is
// required, the route must be one of the running gateways' codes for the channel's kind, the
// instructions a list of {title, steps} (none: an empty list).
func (s *Service) CheckChannel(ctx context.Context, in store.PaymentChannelRow, gateways map[string]payments.ChannelCatalog) (store.PaymentChannelRow, error) {
	in.Name = strings.TrimSpace(in.Name)
	in.Gateway, in.Code = strings.TrimSpace(in.Gateway), strings.TrimSpace(in.Code)
	if in.Name == "" {
		return store.PaymentChannelRow{}, apperr.Invalid("The channel name is required.")
	}
	current, err := s.Repo.PaymentChannel(ctx, in.ID)
	if err != nil {
		return store.PaymentChannelRow{}, err
	}
	if err := payments.CheckRoute(current.Kind, in.Route, gateways); err != nil {
		return store.PaymentChannelRow{}, apperr.Invalid("%s", err.Error())
	}
	if len(in.Instructions) == 0 {
		in.Instructions = json.RawMessage("[]")
	}
	var steps []payments.Instruction
	if err := json.Unmarshal(in.Instructions, &steps); err != nil {
		return store.PaymentChannelRow{}, apperr.Invalid("The instructions must be a list of {title, steps}.")
	}
	if steps == nil {
		steps = []payments.Instruction{}
	}
	for i := range steps {
		steps[i].Title = strings.TrimSpace(steps[i].Title)
		for j := range steps[i].Steps {
			steps[i].Steps[j] = strings.TrimSpace(steps[i].Steps[j])
		}
	}
	in.Instructions, _ = json.Marshal(steps)
	in.ChannelNumber, in.Kind = current.ChannelNumber, current.Kind
	if in.Logo == "" {
		in.Logo = current.Logo
	}
	return in, nil
}

// Templates lists the landing templates.
func (s *Service) Templates(ctx context.Context) ([]store.TemplateAdminRow, error) {
	return s.Repo.AdminChannelTemplates(ctx)
}

// MaxTemplateName bounds a template's name.
const MaxTemplateName = 80

// CheckTemplate checks a landing template (ID 0: a new one) and returns it as it would be
// saved: a name of at most MaxTemplateName characters, the settings a JSON object (none:
// empty).
func CheckTemplate(in store.TemplateAdminRow) (store.TemplateAdminRow, error) {
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" || len(in.Name) > MaxTemplateName {
		return store.TemplateAdminRow{}, apperr.Invalid("The template name is required (at most 80 characters).")
	}
	if len(in.Settings) == 0 {
		in.Settings = json.RawMessage("{}")
	}
	var probe map[string]any
	if err := json.Unmarshal(in.Settings, &probe); err != nil || probe == nil {
		return store.TemplateAdminRow{}, apperr.Invalid("The template settings must be a JSON object.")
	}
	in.Settings, _ = json.Marshal(probe)
	return in, nil
}

// SaveTemplate creates (ID 0) or updates a landing template after CheckTemplate, audited: the
// name must be unique; also runs in the save's transaction.
func (s *Service) SaveTemplate(ctx context.Context, in store.TemplateAdminRow, audit admin.Entry, also ...store.Also) (store.TemplateAdminRow, error) {
	in, err := CheckTemplate(in)
	if err != nil {
		return in, err
	}
	audit.Action = "channel_template.update"
	if in.ID == 0 {
		audit.Action = "channel_template.create"
	}
	saved, err := s.Repo.SaveChannelTemplate(ctx, in, audit, also...)
	if errors.Is(err, store.ErrConflict) {
		return store.TemplateAdminRow{}, apperr.New(apperr.CodeConflict, "A template with this name already exists.")
	}
	return saved, err
}

// BankItems lists the bank form's fields.
func (s *Service) BankItems(ctx context.Context) ([]store.BankFormItemRow, error) {
	return s.Repo.AdminBankFormItems(ctx)
}

// SaveBankItem saves bank form field in.ID (the title trimmed, required), audited.
func (s *Service) SaveBankItem(ctx context.Context, in store.BankFormItemRow, audit admin.Entry) (store.BankFormItemRow, error) {
	in.Title = strings.TrimSpace(in.Title)
	if in.Title == "" {
		return store.BankFormItemRow{}, apperr.Invalid("The field title is required.")
	}
	audit.Action = "bank_form_item.update"
	return s.Repo.SaveBankFormItem(ctx, in, audit)
}

// ErrUnknownSetting answers a settings key the catalogue does not have.
var ErrUnknownSetting = apperr.New(apperr.CodeNotFound, "Unknown catalogue setting.")

// Setting reads settings document key: the saved one, else the built-in default (saved false).
func (s *Service) Setting(ctx context.Context, key string) (json.RawMessage, bool, error) {
	if _, known := admin.SettingKeys[key]; !known {
		return nil, false, ErrUnknownSetting
	}
	v, found, err := s.Repo.CatalogSetting(ctx, key)
	if err != nil {
		return nil, false, err
	}
	if !found {
		v = admin.SettingDefault(key, s.SupportEmail, s.SupportPhone)
	}
	return json.RawMessage(v), found, nil
}

// SaveSetting checks and saves settings document key (admin.ValidateSetting), audited; it
// returns the document as saved. also runs in the save's transaction.
func (s *Service) SaveSetting(ctx context.Context, key string, raw json.RawMessage, audit admin.Entry, also ...store.Also) (json.RawMessage, error) {
	norm, err := admin.ValidateSetting(key, raw)
	if err != nil {
		return nil, err
	}
	audit.Action = "setting.update"
	if err := s.Repo.SaveCatalogSetting(ctx, key, norm, audit, also...); err != nil {
		return nil, err
	}
	return json.RawMessage(norm), nil
}

// Rules reads the underwriting rules in force and the latest saved versions.
func (s *Service) Rules(ctx context.Context) (store.UnderwritingVersion, []store.UnderwritingVersion, error) {
	cur, err := s.Repo.Underwriting(ctx)
	if err != nil {
		return cur, nil, err
	}
	hist, err := s.Repo.UnderwritingHistory(ctx, HistoryLimit)
	return cur, hist, err
}

// Scorecard is the scorecard in force (version 0: none, the rules decide alone).
func (s *Service) Scorecard(ctx context.Context) (loans.ScorecardVersion, error) {
	return s.Repo.Scorecard(ctx)
}

// ChargesPolicy is the charges policy in force (version 0: the region's default), its saved
// versions and the default.
func (s *Service) ChargesPolicy(ctx context.Context) (cur store.ChargesPolicyVersion, hist []store.ChargesPolicyVersion, def loans.CapPolicy, err error) {
	def = s.Preview.DefaultCapPolicy()
	if cur, err = s.Repo.ChargesPolicy(ctx, def); err != nil {
		return cur, nil, def, err
	}
	hist, err = s.Repo.ChargesPolicyHistory(ctx, HistoryLimit)
	return cur, hist, def, err
}

// New builds the service over the store's catalog area; preview prices products (the lending
// service), supportEmail and supportPhone are the configured contacts.
func New(repo Repo, preview Previewer, supportEmail, supportPhone string) *Service {
	return &Service{Repo: repo, Preview: preview, SupportEmail: supportEmail, SupportPhone: supportPhone}
}
