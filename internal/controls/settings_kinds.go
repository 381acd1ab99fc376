package controls

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/catalog"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/store"
)

// The kinds that change what borrowers read (the support contacts, the recommended products,
// contract templates, payment channels with their transfer instructions, landing templates,
// message wordings) and the custom roles. Until a checker approves, borrowers keep reading
// the old value: nothing is written before the approval.

func noCatalog() error {
	return apperr.New("admin_no_catalog", "The catalogue is not configured on this server.")
}

// versionOf is a hash of v's JSON: what a request remembers of its target.
func versionOf(v any) string {
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// ---- settings documents (contacts, recommended products, contract templates)

// SettingBody is a proposed settings document: its key (the route's), the document and the
// maker's reason.
type SettingBody struct {
	Key    string          `json:"key"`
	Value  json.RawMessage `json:"value"`
	Reason string          `json:"reason"`
}

// SettingPayload is a setting change's payload: the key and the document as it will be saved.
type SettingPayload struct {
	Key   string          `json:"key"`
	Value json.RawMessage `json:"value"`
}

// SettingSaved is what an approved setting change saved.
type SettingSaved struct {
	Key   string          `json:"key"`
	Value json.RawMessage `json:"value"`
}

func settingVersion(ctx context.Context, s *Service, key string) (string, error) {
	if s.Catalog == nil {
		return "", noCatalog()
	}
	v, saved, err := s.Catalog.Setting(ctx, key)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%v:%s", saved, versionOf(v)), nil
}

func proposeSetting(ctx context.Context, s *Service, _ Actor, _ string, in SettingBody) (proposal, error) {
	if s.Catalog == nil {
		return proposal{}, noCatalog()
	}
	cur, _, err := s.Catalog.Setting(ctx, in.Key)
	if err != nil {
		return proposal{}, err
	}
	norm, err := admin.ValidateSetting(in.Key, in.Value)
	if err != nil {
		return proposal{}, err
	}
	diff, err := s.settingDiff(ctx, in.Key, string(cur), norm)
	if err != nil {
		return proposal{}, err
	}
	if len(diff) == 0 {
		return proposal{}, apperr.Invalid("Nothing changed: the setting is already so.")
	}
	return proposal{Target: in.Key, Payload: SettingPayload{Key: in.Key, Value: json.RawMessage(norm)}, Reason: in.Reason, Diff: diff}, nil
}

// settingDiff words a settings document's change as named fields.
func (s *Service) settingDiff(ctx context.Context, key, before, after string) ([]admin.DiffRow, error) {
	switch key {
	case admin.SettingContacts:
		var b, a struct {
			Email string `json:"email"`
			SmWa  string `json:"smWa"`
		}
		_ = json.Unmarshal([]byte(before), &b)
		_ = json.Unmarshal([]byte(after), &a)
		out := []admin.DiffRow{}
		if b.Email != a.Email {
			out = append(out, row("Support e-mail", none(b.Email), a.Email))
		}
		if b.SmWa != a.SmWa {
			out = append(out, row("Support telephone / WhatsApp", none(b.SmWa), a.SmWa))
		}
		return out, nil
	case admin.SettingReceiving:
		var b, a payments.ReceivingAccount
		_ = json.Unmarshal([]byte(before), &b)
		_ = json.Unmarshal([]byte(after), &a)
		name := func(n string) string {
			if n == "" {
				return "The company's name"
			}
			return n
		}
		out := []admin.DiffRow{}
		for _, f := range [][3]string{{"Receiving bank", b.Bank, a.Bank}, {"Receiving account name", name(b.AccountName), name(a.AccountName)}, {"Receiving account number", b.AccountNumber, a.AccountNumber}} {
			if f[1] != f[2] {
				out = append(out, row(f[0], none(f[1]), f[2]))
			}
		}
		return out, nil
	case admin.SettingRecommended:
		var b, a struct {
			ProductIDs []int64 `json:"productIds"`
		}
		_ = json.Unmarshal([]byte(before), &b)
		_ = json.Unmarshal([]byte(after), &a)
		if slices.Equal(b.ProductIDs, a.ProductIDs) {
			return []admin.DiffRow{}, nil
		}
		names, err := s.productNames(ctx)
		if err != nil {
			return nil, err
		}
		word := func(ids []int64) string {
			if len(ids) == 0 {
				return "The whole catalogue"
			}
			parts := make([]string, len(ids))
			for i, id := range ids {
				parts[i] = names(id)
			}
			return strings.Join(parts, ", ")
		}
		return []admin.DiffRow{row("Recommended products", word(b.ProductIDs), word(a.ProductIDs))}, nil
	case admin.SettingContracts:
		type contract struct {
			ID    int    `json:"id"`
			Title string `json:"title"`
			Body  string `json:"body"`
		}
		var b, a []contract
		_ = json.Unmarshal([]byte(before), &b)
		_ = json.Unmarshal([]byte(after), &a)
		find := func(list []contract, id int) (contract, bool) {
			for _, c := range list {
				if c.ID == id {
					return c, true
				}
			}
			return contract{}, false
		}
		out := []admin.DiffRow{}
		for id := 1; id <= 3; id++ {
			name := ContractName(id)
			cb, hadB := find(b, id)
			ca, hasA := find(a, id)
			switch {
			case !hadB && !hasA:
			case !hasA:
				out = append(out, row(name, "Own text: "+cb.Title, "The built-in text"))
			case !hadB:
				out = append(out, row(name+": title", "The built-in text", ca.Title), row(name+": text", "The built-in text", ca.Body))
			default:
				if cb.Title != ca.Title {
					out = append(out, row(name+": title", cb.Title, ca.Title))
				}
				if removed, added := paragraphDiff(cb.Body, ca.Body); removed != "" || added != "" {
					out = append(out, row(name+": paragraphs changed", none(removed), none(added)))
				}
			}
		}
		return out, nil
	}
	return nil, catalog.ErrUnknownSetting
}

// ContractName words a contract template's id.
func ContractName(id int) string {
	switch id {
	case 1:
		return "Loan agreement"
	case 2:
		return "Promissory note"
	case 3:
		return "Disclosure statement"
	}
	return "Contract " + strconv.Itoa(id)
}

// paragraphDiff is what a text's change removed and added, paragraph by paragraph (blank
// lines split paragraphs).
func paragraphDiff(before, after string) (removed, added string) {
	split := func(s string) []string {
		out := []string{}
		for _, p := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
		return out
	}
	b, a := split(before), split(after)
	var rm, ad []string
	for _, p := range b {
		if !slices.Contains(a, p) {
			rm = append(rm, p)
		}
	}
	for _, p := range a {
		if !slices.Contains(b, p) {
			ad = append(ad, p)
		}
	}
	if len(rm) == 0 && len(ad) == 0 && before != after {
		return "The paragraphs in their old order", "The same paragraphs in a new order"
	}
	return strings.Join(rm, "\n\n"), strings.Join(ad, "\n\n")
}

// productNames words a product id by its code and name.
func (s *Service) productNames(ctx context.Context) (func(int64) string, error) {
	list, err := s.Store.Catalog().Products(ctx, false)
	if err != nil {
		return nil, err
	}
	names := map[int64]string{}
	for _, p := range list {
		names[p.ID] = p.Name + " (" + p.Code + ")"
	}
	return func(id int64) string {
		if n, ok := names[id]; ok {
			return n
		}
		return "Product " + strconv.FormatInt(id, 10) + " (unknown)"
	}, nil
}

// applySetting saves the document as the checker (catalog.Service.SaveSetting: a contract
// template's change is a new template version), with setting.update and the request's result
// in the save's transaction.
func applySetting(ctx context.Context, s *Service, ap *approval, p SettingPayload) (SettingSaved, error) {
	if s.Catalog == nil {
		return SettingSaved{}, noCatalog()
	}
	out := SettingSaved{Key: p.Key}
	var err error
	out.Value, err = s.Catalog.SaveSetting(ctx, p.Key, p.Value, ap.entry("", "", nil, nil), func(tx *store.Tx) error {
		return ap.commit(ctx, tx, nil, SettingSaved{Key: p.Key, Value: p.Value}) // SaveSetting wrote its audit row
	})
	return out, err
}

// ---- payment channels (their transfer instructions: where borrowers send money)

// ChannelBody is a proposed change of a payment channel (the route's id) with the reason.
type ChannelBody struct {
	payments.PaymentChannelRow
	Reason string `json:"reason"`
}

func channelVersion(ctx context.Context, s *Service, target string) (string, error) {
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil {
		return "", apperr.Invalid("Bad channel id %q.", target)
	}
	c, err := s.Store.Catalog().PaymentChannel(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return "", apperr.New(apperr.CodeNotFound, "No such payment channel.")
	}
	if err != nil {
		return "", err
	}
	return versionOf(c), nil
}

func proposeChannel(ctx context.Context, s *Service, _ Actor, target string, in ChannelBody) (proposal, error) {
	if s.Catalog == nil {
		return proposal{}, noCatalog()
	}
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil || id <= 0 {
		return proposal{}, apperr.Invalid("Bad channel id %q.", target)
	}
	cur, err := s.Store.Catalog().PaymentChannel(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return proposal{}, apperr.New(apperr.CodeNotFound, "No such payment channel.")
	}
	if err != nil {
		return proposal{}, err
	}
	in.ID = id
	next, err := s.Catalog.CheckChannel(ctx, in.PaymentChannelRow, s.PayGateways)
	if err != nil {
		return proposal{}, err
	}
	diff := ChannelDiff(cur, next)
	if len(diff) == 0 {
		return proposal{}, apperr.Invalid("Nothing changed: the channel is already so.")
	}
	return proposal{Target: target, Payload: next, Reason: in.Reason, Diff: diff}, nil
}

// ChannelDiff words a payment channel's change: name, switch, order, route and each
// instruction step.
func ChannelDiff(b, a payments.PaymentChannelRow) []admin.DiffRow {
	out := []admin.DiffRow{}
	add := func(field, x, y string) {
		if x != y {
			out = append(out, row(field, none(x), none(y)))
		}
	}
	add("Name", b.Name, a.Name)
	add("Shown to borrowers", yesNo(b.Enabled), yesNo(a.Enabled))
	add("Order", strconv.Itoa(b.Sort), strconv.Itoa(a.Sort))
	add("Gateway", b.Gateway, a.Gateway)
	add("Gateway channel code", b.Code, a.Code)
	add("Logo", b.Logo, a.Logo)
	var bi, ai []payments.Instruction
	_ = json.Unmarshal(b.Instructions, &bi)
	_ = json.Unmarshal(a.Instructions, &ai)
	for i := range max(len(bi), len(ai)) {
		var x, y payments.Instruction
		if i < len(bi) {
			x = bi[i]
		}
		if i < len(ai) {
			y = ai[i]
		}
		label := fmt.Sprintf("Instructions %d", i+1)
		add(label+": title", x.Title, y.Title)
		for j := range max(len(x.Steps), len(y.Steps)) {
			var xs, ys string
			if j < len(x.Steps) {
				xs = x.Steps[j]
			}
			if j < len(y.Steps) {
				ys = y.Steps[j]
			}
			add(fmt.Sprintf("%s: step %d", label, j+1), xs, ys)
		}
	}
	return out
}

// applyChannel saves the channel as the checker (catalog.Service.SaveChannel, checked again),
// with payment_channel.update and the request's result in the save's transaction.
func applyChannel(ctx context.Context, s *Service, ap *approval, p payments.PaymentChannelRow) (payments.PaymentChannelRow, error) {
	if s.Catalog == nil {
		return p, noCatalog()
	}
	return s.Catalog.SaveChannel(ctx, p, s.PayGateways, ap.entry("", "", nil, nil), func(tx *store.Tx) error {
		return ap.commit(ctx, tx, nil, p)
	})
}

// ---- landing templates (their settings hold the landing pages' links and texts)

// LandingBody is a proposed landing template (ID 0: a new one) with the reason.
type LandingBody struct {
	promotion.TemplateAdminRow
	Reason string `json:"reason"`
}

func landingVersion(ctx context.Context, s *Service, target string) (string, error) {
	cur, found, err := s.landing(ctx, target)
	if err != nil || !found {
		return "new", err
	}
	return versionOf(cur), nil
}

// landing reads the template a target names: its id, or new:<name> (found when one of that
// name exists meanwhile).
func (s *Service) landing(ctx context.Context, target string) (promotion.TemplateAdminRow, bool, error) {
	list, err := s.Store.Catalog().AdminChannelTemplates(ctx)
	if err != nil {
		return promotion.TemplateAdminRow{}, false, err
	}
	name, isNew := strings.CutPrefix(target, "new:")
	for _, t := range list {
		if (isNew && t.Name == name) || (!isNew && strconv.FormatInt(t.ID, 10) == target) {
			return t, true, nil
		}
	}
	if !isNew {
		return promotion.TemplateAdminRow{}, false, apperr.New(apperr.CodeNotFound, "No such landing template.")
	}
	return promotion.TemplateAdminRow{}, false, nil
}

func proposeLanding(ctx context.Context, s *Service, _ Actor, _ string, in LandingBody) (proposal, error) {
	next, err := catalog.CheckTemplate(in.TemplateAdminRow)
	if err != nil {
		return proposal{}, err
	}
	target := "new:" + next.Name
	var before *promotion.TemplateAdminRow
	if next.ID > 0 {
		target = strconv.FormatInt(next.ID, 10)
		cur, _, err := s.landing(ctx, target)
		if err != nil {
			return proposal{}, err
		}
		before = &cur
	} else if _, taken, err := s.landing(ctx, target); err != nil || taken {
		return proposal{}, errors.Join(err, apperr.New(apperr.CodeConflict, "A template with this name already exists."))
	}
	diff := LandingDiff(before, next)
	if len(diff) == 0 {
		return proposal{}, apperr.Invalid("Nothing changed: the template is already so.")
	}
	return proposal{Target: target, Payload: next, Reason: in.Reason, Diff: diff}, nil
}

// LandingDiff words a landing template's change: its name, switch and each setting by its
// path ("Settings: links.apply").
func LandingDiff(before *promotion.TemplateAdminRow, after promotion.TemplateAdminRow) []admin.DiffRow {
	var b promotion.TemplateAdminRow
	if before != nil {
		b = *before
	}
	out := []admin.DiffRow{}
	add := func(field, x, y string) {
		if x != y {
			out = append(out, row(field, none(x), none(y)))
		}
	}
	if before == nil {
		add("Name", "", after.Name)
		add("Shown", "", yesNo(after.Enabled))
	} else {
		add("Name", b.Name, after.Name)
		add("Shown", yesNo(b.Enabled), yesNo(after.Enabled))
	}
	bs, as := map[string]string{}, map[string]string{}
	flattenJSON(b.Settings, "", bs)
	flattenJSON(after.Settings, "", as)
	keys := []string{}
	for k := range bs {
		keys = append(keys, k)
	}
	for k := range as {
		if _, ok := bs[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		add("Settings: "+k, bs[k], as[k])
	}
	return out
}

// flattenJSON words every leaf of a JSON document by its path (a.b, list[0]).
func flattenJSON(raw json.RawMessage, prefix string, out map[string]string) {
	var v any
	if len(raw) == 0 || json.Unmarshal(raw, &v) != nil {
		return
	}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, c := range x {
				p := k
				if path != "" {
					p = path + "." + k
				}
				walk(p, c)
			}
		case []any:
			for i, c := range x {
				walk(fmt.Sprintf("%s[%d]", path, i), c)
			}
		case nil:
			out[path] = ""
		case bool:
			out[path] = yesNo(x)
		default:
			out[path] = fmt.Sprint(x)
		}
	}
	walk(prefix, v)
}

// applyLanding saves the template as the checker (catalog.Service.SaveTemplate), with
// channel_template.create / update and the request's result in the save's transaction.
func applyLanding(ctx context.Context, s *Service, ap *approval, p promotion.TemplateAdminRow) (promotion.TemplateAdminRow, error) {
	if s.Catalog == nil {
		return p, noCatalog()
	}
	return s.Catalog.SaveTemplate(ctx, p, ap.entry("", "", nil, nil), func(tx *store.Tx) error {
		return ap.commit(ctx, tx, nil, p)
	})
}

// ---- message wordings

// MessageBody is a proposed wording of a message kind in a language (empty text: back to
// the built-in one) with the reason.
type MessageBody struct {
	Kind   string `json:"kind"`
	Lang   string `json:"lang"`
	Text   string `json:"text"`
	Reason string `json:"reason"`
}

// MessagePayload is a message change's payload.
type MessagePayload struct {
	Kind string `json:"kind"`
	Lang string `json:"lang"`
	Text string `json:"text"`
}

// messageNow is the supervisors' wording of kind/lang in force ("": the built-in text).
func (s *Service) messageNow(ctx context.Context, target string) (string, error) {
	rows, err := s.Store.Catalog().MessageTemplateRows(ctx)
	if err != nil {
		return "", err
	}
	for _, r := range rows {
		if r.Kind+"/"+r.Lang == target {
			return r.Body, nil
		}
	}
	return "", nil
}

func messageVersion(ctx context.Context, s *Service, target string) (string, error) {
	text, err := s.messageNow(ctx, target)
	return versionOf(text), err
}

func proposeMessage(ctx context.Context, s *Service, _ Actor, _ string, in MessageBody) (proposal, error) {
	in.Text = strings.TrimSpace(in.Text)
	if err := notify.ValidateTemplate(notify.Kind(in.Kind), in.Lang, in.Text); err != nil {
		return proposal{}, err
	}
	target := in.Kind + "/" + in.Lang
	cur, err := s.messageNow(ctx, target)
	if err != nil {
		return proposal{}, err
	}
	if cur == in.Text {
		return proposal{}, apperr.Invalid("Nothing changed: the message is already so.")
	}
	word := func(t string) string {
		if t == "" {
			return "The built-in text: " + notify.Builtin(notify.Kind(in.Kind), in.Lang)
		}
		return t
	}
	field := fmt.Sprintf("Message %s (%s)", in.Kind, languageName(in.Lang))
	return proposal{Target: target, Payload: MessagePayload{Kind: in.Kind, Lang: in.Lang, Text: in.Text}, Reason: in.Reason,
		Diff: []admin.DiffRow{row(field, word(cur), word(in.Text))}}, nil
}

func languageName(lang string) string {
	switch lang {
	case notify.English:
		return "English"
	case notify.Filipino:
		return "Filipino"
	}
	return lang
}

// MessageSaved is what an approved message change saved.
type MessageSaved struct {
	Kind string `json:"kind"`
	Lang string `json:"lang"`
	Text string `json:"text"`
}

// applyMessage saves the wording as the checker (messages.Service.Save: the wording check
// again), with messages.template and the request's result in the save's transaction.
func applyMessage(ctx context.Context, s *Service, ap *approval, p MessagePayload) (MessageSaved, error) {
	if s.Messages == nil {
		return MessageSaved{}, noCatalog()
	}
	out := MessageSaved(p)
	_, err := s.Messages.Save(ctx, p.Kind, p.Lang, p.Text, ap.entry("messages.template", "message_template", nil, nil), func(tx *store.Tx) error {
		return ap.commit(ctx, tx, nil, out)
	})
	return out, err
}

// ---- custom roles

// RoleBody is a proposed custom role (a new one or a change of one) with the reason.
type RoleBody struct {
	Name        admin.Role     `json:"name"`
	Title       string         `json:"title"`
	Permissions []admin.Action `json:"permissions"`
	Reason      string         `json:"reason"`
}

func customRoleVersion(ctx context.Context, s *Service, target string) (string, error) {
	r, _, err := s.Store.Operators().CustomRole(ctx, admin.Role(target))
	return strconv.FormatInt(r.Version, 10), err
}

func proposeCustomRole(ctx context.Context, s *Service, _ Actor, _ string, in RoleBody) (proposal, error) {
	next, err := admin.CheckCustomRole(admin.CustomRole{Name: in.Name, Title: in.Title, Permissions: in.Permissions})
	if err != nil {
		return proposal{}, err
	}
	cur, found, err := s.Store.Operators().CustomRole(ctx, next.Name)
	if err != nil {
		return proposal{}, err
	}
	var before *admin.CustomRole
	if found {
		before = &cur
	}
	diff := RoleDiff(before, next)
	if len(diff) == 0 {
		return proposal{}, apperr.Invalid("Nothing changed: the role is already so.")
	}
	return proposal{Target: string(next.Name), Payload: next, Reason: in.Reason, Diff: diff}, nil
}

// RoleDiff words a custom role's change: its title and each permission granted or taken away.
func RoleDiff(before *admin.CustomRole, after admin.CustomRole) []admin.DiffRow {
	out := []admin.DiffRow{}
	var had []admin.Action
	if before == nil {
		out = append(out, row("Role", "—", string(after.Name)+" (new)"), row("Title", "—", after.Title))
	} else {
		had = before.Permissions
		if before.Title != after.Title {
			out = append(out, row("Title", before.Title, after.Title))
		}
	}
	for _, r := range admin.Matrix() {
		b, a := slices.Contains(had, r.Action), slices.Contains(after.Permissions, r.Action)
		if b != a {
			out = append(out, row("Permission "+string(r.Action), yesNo(b), yesNo(a)))
		}
	}
	return out
}

// applyRole saves the role as the checker, only over the version the maker saw (checked
// again: the conflicts), with role.create / role.update and the request's result in one
// transaction.
func applyCustomRole(ctx context.Context, s *Service, ap *approval, p admin.CustomRole) (admin.CustomRole, error) {
	r, err := admin.CheckCustomRole(p)
	if err != nil {
		return p, err
	}
	basedOn, err := strconv.ParseInt(ap.req.TargetVersion, 10, 64)
	if err != nil {
		return p, apperr.Invalid("Bad role version %q.", ap.req.TargetVersion)
	}
	action := "role.update"
	if basedOn == 0 {
		action = "role.create"
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if r, err = tx.SaveCustomRole(ctx, r, basedOn, ap.actor.ID, ap.entry(action, "role", nil, nil)); err != nil {
			return err
		}
		return ap.commit(ctx, tx, nil, r) // SaveCustomRole wrote its audit row
	})
	if errors.Is(err, store.ErrConflict) {
		return p, apperr.New(admin.CodeRequestStale, "The role changed since this request was made. Reject it and ask for a new one.")
	}
	return r, err
}

// RolesView is the roles page: the built-in roles with their permissions, the custom roles,
// every permission a role may hold (the Matrix), the conflicting pairs and the role changes
// waiting for a checker.
type RolesView struct {
	Builtin   []BuiltinRole      `json:"builtin"`
	Custom    []admin.CustomRole `json:"custom"`
	Matrix    []admin.Rule       `json:"matrix"`
	Conflicts []admin.Conflict   `json:"conflicts"`
	Pending   []admin.Request    `json:"pending"`
}

// BuiltinRole is one of the four built-in roles and what it may do.
type BuiltinRole struct {
	Name        admin.Role     `json:"name"`
	Permissions []admin.Action `json:"permissions"`
}

// Roles reads the roles page.
func (s *Service) Roles(ctx context.Context) (RolesView, error) {
	v := RolesView{Builtin: []BuiltinRole{}, Matrix: admin.Matrix(), Conflicts: admin.Conflicts()}
	for _, r := range admin.Roles() {
		v.Builtin = append(v.Builtin, BuiltinRole{Name: r, Permissions: admin.Permissions(r)})
	}
	var err error
	if v.Custom, err = s.Store.Operators().CustomRoles(ctx); err != nil {
		return v, err
	}
	v.Pending, err = s.Pending(ctx, admin.KindRoleChange)
	return v, err
}
