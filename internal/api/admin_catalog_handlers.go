package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// The back-office catalogue: products, payment channels, landing templates, the bank form
// and the settings documents.

// productView is a product as the back office edits it (the controls service's type).
type productView = controls.ProductView

func viewOfProduct(p store.ProductRow) productView { return controls.ViewOfProduct(p) }

func (s *Server) handleAdminProducts(w http.ResponseWriter, r *http.Request, c adminCtx) {
	ps, err := s.Store.Catalog().Products(r.Context(), false)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := make([]productView, 0, len(ps))
	// The catalogue shows each product's effective interest rate at its smallest and largest
	// amount; a product whose rules no longer validate simply has no preview.
	previews := map[string]lending.ProductPreview{}
	for _, p := range ps {
		out = append(out, viewOfProduct(p))
		if pv, err := s.lending().PreviewProduct(p); err == nil {
			previews[strconv.FormatInt(p.ID, 10)] = pv
		}
	}
	ok(w, r, FamilyZero, productList{Products: out, Previews: previews})
}

// handleAdminSaveProduct is the maker's side of a product change: the product is checked now
// (rules, cap guard: a refused product writes nothing) and waits for a supervisor (four eyes).
func (s *Server) handleAdminSaveProduct(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[productView](s, w, r, c, admin.KindProductChange)
}

// handleAdminPreviewProduct answers the catalogue preview of a product body (not saved).
func (s *Server) handleAdminPreviewProduct(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in productView
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	p, err := s.lending().PreviewProduct(in.Row())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, p)
}

func (s *Server) handleAdminChannels(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Store.Catalog().AdminPaymentChannels(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminChannelsView{Channels: rows, Gateways: s.gatewayChoices()})
}

// adminChannelsView is the catalogue's channel list with the gateways a channel may be
// routed to.
type adminChannelsView struct {
	Channels []store.PaymentChannelRow `json:"channels"`
	Gateways []gatewayChoice           `json:"gateways"`
}

// gatewayChoice is a running remote gateway and its channel codes per channel kind.
type gatewayChoice struct {
	Name  string              `json:"name"`
	Codes map[string][]string `json:"codes"` // channel kind (ewallet, store, qr) -> codes
}

func (s *Server) gatewayChoices() []gatewayChoice {
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

func (s *Server) handleAdminSaveChannel(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in store.PaymentChannelRow
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.ID, in.Name = id, strings.TrimSpace(in.Name)
	in.Gateway, in.Code = strings.TrimSpace(in.Gateway), strings.TrimSpace(in.Code)
	if in.Name == "" {
		fail(w, r, apperr.Invalid("The channel name is required."))
		return
	}
	current, err := s.Store.Catalog().PaymentChannel(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	if err := payments.CheckRoute(current.Kind, in.Route, s.PayGateways); err != nil {
		fail(w, r, apperr.Invalid("%s", err.Error()))
		return
	}
	if len(in.Instructions) == 0 {
		in.Instructions = json.RawMessage("[]")
	}
	var probe []any
	if err := json.Unmarshal(in.Instructions, &probe); err != nil {
		fail(w, r, apperr.Invalid("The instructions must be a JSON list."))
		return
	}
	saved, err := s.Store.Catalog().SavePaymentChannel(r.Context(), in, c.audit("payment_channel.update", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, saved)
}

func (s *Server) handleAdminTemplates(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Store.Catalog().AdminChannelTemplates(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, templateList{Templates: rows})
}

func (s *Server) handleAdminSaveTemplate(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in store.TemplateAdminRow
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" || len(in.Name) > 80 {
		fail(w, r, apperr.Invalid("The template name is required (at most 80 characters)."))
		return
	}
	if len(in.Settings) == 0 {
		in.Settings = json.RawMessage("{}")
	}
	var probe map[string]any
	if err := json.Unmarshal(in.Settings, &probe); err != nil {
		fail(w, r, apperr.Invalid("The template settings must be a JSON object."))
		return
	}
	action := "channel_template.update"
	if in.ID == 0 {
		action = "channel_template.create"
	}
	saved, err := s.Store.Catalog().SaveChannelTemplate(r.Context(), in, c.audit(action, "", "", nil, nil))
	if errors.Is(err, store.ErrConflict) {
		fail(w, r, apperr.New(apperr.CodeConflict, "A template with this name already exists."))
		return
	}
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, saved)
}

func (s *Server) handleAdminBankItems(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Store.Catalog().AdminBankFormItems(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, bankItemList{Items: rows})
}

func (s *Server) handleAdminSaveBankItem(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in store.BankFormItemRow
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.ID, in.Title = id, strings.TrimSpace(in.Title)
	if in.Title == "" {
		fail(w, r, apperr.Invalid("The field title is required."))
		return
	}
	saved, err := s.Store.Catalog().SaveBankFormItem(r.Context(), in, c.audit("bank_form_item.update", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, saved)
}

func (s *Server) handleAdminSetting(w http.ResponseWriter, r *http.Request, c adminCtx) {
	key := r.PathValue("key")
	if _, known := admin.SettingKeys[key]; !known {
		fail(w, r, apperr.New(apperr.CodeNotFound, "Unknown catalogue setting."))
		return
	}
	v, found, err := s.Store.Catalog().CatalogSetting(r.Context(), key)
	if err != nil {
		fail(w, r, err)
		return
	}
	if !found {
		v = admin.SettingDefault(key, s.Cfg.SupportEmail, s.Cfg.SupportPhone)
	}
	ok(w, r, FamilyZero, catalogSetting{Key: key, Value: json.RawMessage(v), Saved: found})
}

func (s *Server) handleAdminSaveSetting(w http.ResponseWriter, r *http.Request, c adminCtx) {
	key := r.PathValue("key")
	var in json.RawMessage
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	norm, err := admin.ValidateSetting(key, in)
	if err != nil {
		fail(w, r, err)
		return
	}
	if err := s.Store.Catalog().SaveCatalogSetting(r.Context(), key, norm, c.audit("setting.update", "", "", nil, nil)); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, catalogSetting{Key: key, Value: json.RawMessage(norm), Saved: true})
}

// productList answers GET /catalog/products: the products and, by product id, the preview of
// each whose rules still validate.
type productList struct {
	Products []productView                     `json:"products"`
	Previews map[string]lending.ProductPreview `json:"previews"`
}

// templateList answers GET /catalog/templates.
type templateList struct {
	Templates []store.TemplateAdminRow `json:"templates"`
}

// bankItemList answers GET /catalog/bank-items.
type bankItemList struct {
	Items []store.BankFormItemRow `json:"items"`
}

// catalogSetting is a catalogue document: its key, the JSON document, and whether it was
// saved (false: the built-in default).
type catalogSetting struct {
	Key   string          `json:"key"`
	Value json.RawMessage `json:"value"`
	Saved bool            `json:"saved"`
}
