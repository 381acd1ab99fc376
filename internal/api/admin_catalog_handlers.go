package api

import (
	"encoding/json"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/promotion"
	"net/http"
	"sort"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// The back-office catalogue: products, payment channels, landing templates, the bank form
// and the settings documents.

// The bodies of the settings' four-eyes routes and the roles page are the controls service's types.
type (
	settingBody = controls.SettingBody
	channelBody = controls.ChannelBody
	landingBody = controls.LandingBody
	messageBody = controls.MessageBody
	roleBody    = controls.RoleBody
	rolesView   = controls.RolesView
)

const (
	kindMessageChange = admin.KindMessageChange
)

// productView is a product as the back office edits it (the controls service's type).
type productView = controls.ProductView

func viewOfProduct(p loans.ProductRow) productView { return controls.ViewOfProduct(p) }

func (s operatorCatalog) handleAdminProducts(w http.ResponseWriter, r *http.Request, c adminCtx) {
	// The catalogue shows each product's effective interest rate at its smallest and largest
	// amount.
	ps, previews, err := s.Catalog.Products(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	out := make([]productView, 0, len(ps))
	for _, p := range ps {
		out = append(out, viewOfProduct(p))
	}
	ok(w, r, FamilyZero, productList{Products: out, Previews: previews})
}

// handleAdminSaveProduct is the maker's side of a product change: the product is checked now
// (rules, cap guard: a refused product writes nothing) and waits for a supervisor (four eyes).
func (s operatorCatalog) handleAdminSaveProduct(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[productView](s.Server, w, r, c, admin.KindProductChange)
}

// handleAdminPreviewProduct answers the catalogue preview of a product body (not saved).
func (s operatorCatalog) handleAdminPreviewProduct(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in productView
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	p, err := s.lending().PreviewProduct(r.Context(), in.Row())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, p)
}

func (s operatorCatalog) handleAdminChannels(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Catalog.Channels(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminChannelsView{Channels: rows, Gateways: s.gatewayChoices()})
}

// adminChannelsView is the catalogue's channel list with the gateways a channel may be
// routed to.
type adminChannelsView struct {
	Channels []payments.PaymentChannelRow `json:"channels"`
	Gateways []gatewayChoice              `json:"gateways"`
}

// gatewayChoice is a running remote gateway and its channel codes per channel kind.
type gatewayChoice struct {
	Name  string              `json:"name"`
	Codes map[string][]string `json:"codes"` // channel kind (ewallet, store, qr) -> codes
}

func (s operatorCatalog) gatewayChoices() []gatewayChoice {
	out := []gatewayChoice{}
	for name, cat := range s.PayGateways {
		g := gatewayChoice{Name: name, Codes: map[string][]string{}}
		for _, kind := range []string{payments.KindEwallet, payments.KindStore, payments.KindQR, payments.KindBank} {
			method, _ := payments.MethodForKind(kind)
			if codes := cat.ChannelCodes(method); len(codes) > 0 {
				g.Codes[kind] = codes
			}
		}
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// handleAdminSaveChannel is the maker's side of a channel change (its transfer instructions
// tell borrowers where to send money): it waits for a supervisor (four eyes).
func (s operatorCatalog) handleAdminSaveChannel(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[controls.ChannelBody](s.Server, w, r, c, admin.KindChannelChange)
}

func (s operatorCatalog) handleAdminTemplates(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Catalog.Templates(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, templateList{Templates: rows})
}

// handleAdminSaveTemplate is the maker's side of a landing template change: it waits for a
// supervisor (four eyes).
func (s operatorCatalog) handleAdminSaveTemplate(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[controls.LandingBody](s.Server, w, r, c, admin.KindLandingChange)
}

func (s operatorCatalog) handleAdminBankItems(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Catalog.BankItems(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, bankItemList{Items: rows})
}

func (s operatorCatalog) handleAdminSaveBankItem(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in banking.BankFormItemRow
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.ID = id
	saved, err := s.Catalog.SaveBankItem(r.Context(), in, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, saved)
}

func (s operatorCatalog) handleAdminSetting(w http.ResponseWriter, r *http.Request, c adminCtx) {
	key := r.PathValue("key")
	v, found, err := s.Catalog.Setting(r.Context(), key)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, catalogSetting{Key: key, Value: v, Saved: found})
}

// handleAdminSaveSetting is the maker's side of a settings document change (JSON value,
// reason; the key is the path's): it waits for a supervisor (four eyes).
func (s operatorCatalog) handleAdminSaveSetting(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in controls.SettingBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.Key = r.PathValue("key")
	ans, err := s.controls().Propose(r.Context(), c.actor(), admin.KindSettingChange, in.Key, in)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// handleAdminRoles lists the built-in and custom roles, the permissions a role may hold, the
// pairs no custom role may hold together and the role changes waiting for a checker.
func (s operatorCatalog) handleAdminRoles(w http.ResponseWriter, r *http.Request, c adminCtx) {
	v, err := s.controls().Roles(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, v)
}

// handleAdminProposeRole is the maker's side of a custom role (JSON name, title, permissions,
// reason): refused when it holds conflicting permissions; another supervisor approves it.
func (s operatorCatalog) handleAdminProposeRole(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[controls.RoleBody](s.Server, w, r, c, admin.KindRoleChange)
}

// productList answers GET /catalog/products: the products and, by product id, the preview of
// each whose rules still validate.
type productList struct {
	Products []productView                     `json:"products"`
	Previews map[string]lending.ProductPreview `json:"previews"`
}

// templateList answers GET /catalog/templates.
type templateList struct {
	Templates []promotion.TemplateAdminRow `json:"templates"`
}

// bankItemList answers GET /catalog/bank-items.
type bankItemList struct {
	Items []banking.BankFormItemRow `json:"items"`
}

// catalogSetting is a catalogue document: its key, the JSON document, and whether it was
// saved (false: the built-in default).
type catalogSetting struct {
	Key   string          `json:"key"`
	Value json.RawMessage `json:"value"`
	Saved bool            `json:"saved"`
}
