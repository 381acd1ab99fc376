package api

import (
	"encoding/json"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// The OpenAPI 3.1 document of both route tables (borrower API, operator API, webhooks, public
// site calls), generated from the rows: params, the operator API's JSON bodies (Request), and
// every answer as the envelope whose data is the row's Response type (openapi_schema.go).
// docs/api-contract.md tells how it is used.

type oaDocument struct {
	OpenAPI    string                `json:"openapi"`
	Info       oaInfo                `json:"info"`
	Tags       []oaTag               `json:"tags"`
	Paths      map[string]oaPathItem `json:"paths"`
	Components oaComponents          `json:"components"`
	// ErrorCodes are the error codes of docs/errors.md by section; each operation lists the
	// codes it may answer in its own x-error-codes.
	ErrorCodes []oaErrorSection `json:"x-error-codes"`
}

type oaErrorSection struct {
	Section string        `json:"section"`
	Codes   []oaErrorCode `json:"codes"`
}

type oaInfo struct {
	Title       string `json:"title"`
	Version     string `json:"version"`
	Description string `json:"description"`
}

type oaTag struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// oaPathItem maps a lower-case method to its operation.
type oaPathItem map[string]*oaOperation

type oaOperation struct {
	Tags        []string              `json:"tags"`
	Summary     string                `json:"summary"`
	OperationID string                `json:"operationId"`
	Parameters  []oaParameter         `json:"parameters,omitempty"`
	RequestBody *oaRequestBody        `json:"requestBody,omitempty"`
	Responses   map[string]oaResponse `json:"responses"`
	Security    []map[string][]string `json:"security,omitempty"`
	// SuccessCode is the envelope code of a success ("0" or "00").
	SuccessCode string `json:"x-success-code,omitempty"`
	// ErrorCodes are the codes of docs/errors.md this call may answer (their meanings are in
	// the document's x-error-codes).
	ErrorCodes []string `json:"x-error-codes,omitempty"`
}

type oaErrorCode struct {
	Code    string `json:"code"`
	Calls   string `json:"calls,omitempty"`
	Meaning string `json:"meaning"`
}

type oaParameter struct {
	Name        string    `json:"name"`
	In          string    `json:"in"`
	Required    bool      `json:"required"`
	Description string    `json:"description,omitempty"`
	Schema      *oaSchema `json:"schema"`
}

type oaRequestBody struct {
	Required bool                   `json:"required"`
	Content  map[string]oaMediaType `json:"content"`
}

type oaMediaType struct {
	Schema *oaSchema `json:"schema"`
}

type oaResponse struct {
	Description string                 `json:"description"`
	Content     map[string]oaMediaType `json:"content,omitempty"`
}

type oaComponents struct {
	Schemas         map[string]*oaSchema        `json:"schemas"`
	SecuritySchemes map[string]oaSecurityScheme `json:"securitySchemes"`
}

type oaSecurityScheme struct {
	Type        string `json:"type"`
	In          string `json:"in"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

// errorSection is one section of docs/errors.md (errorcodes.gen.go holds them all).
type errorSection struct {
	Name  string
	Codes []errorCodeDoc
}

// errorCodeDoc is one code of a section; Calls is the table's "call" column where it has one.
type errorCodeDoc struct {
	Code, Calls, Meaning string
}

// Tags of the document, one per audience.
const (
	tagBorrower = "Borrower API"
	tagSite     = "Public site"
	tagWebhooks = "Webhooks"
	tagOperator = "Operator API"
)

// noDataRoutes are the rows whose success answers data null ("METHOD path" as in the
// document). Every other row names its data type in Response.
var noDataRoutes = map[string]bool{
	"POST /gw/v3/login/logout":                               true,
	"POST /gw/v3/user/delete":                                true,
	"POST /gw/v3/loan-details/score":                         true,
	"POST /gw/service/event/save":                            true,
	"GET /gw/api/v2/{provider}/promotion/track-visit":        true,
	"GET /gw/api/v2/{provider}/promotion/track-click":        true,
	"POST /admin/api/logout":                                 true,
	"GET /admin/api/finance/journal.csv":                     true,
	"GET /admin/api/loans.csv":                               true,
	"GET /admin/api/orders.csv":                              true,
	"GET /admin/api/collections.csv":                         true,
	"GET /admin/api/borrowers.csv":                           true,
	"GET /admin/api/transfers.csv":                           true,
	"GET /admin/api/complaints.csv":                          true,
	"GET /admin/api/audit.csv":                               true,
	"GET /admin/api/operators.csv":                           true,
	"GET /admin/api/kyc/{id}/photo/{which}":                  true,
	"GET /gw/api/v2/{provider}/promotion/get-captcha":        true,
	"GET /gw/v3/contract/contract-pdf":                       true,
	"GET /gw/pautang/privacy-copy":                           true,
	"GET /admin/api/orders/{id}/signed-documents/{doc}/pdf":  true,
	"GET /admin/api/orders/{id}/signed-documents/{doc}/text": true,
	"GET /admin/api/collections/{id}/letters/{letter}/pdf":   true,
}

// rawRoutes answer a file, not the envelope, when they succeed (their failures are the
// envelope): the content type of the success.
var rawRoutes = map[string]string{
	"GET /admin/api/finance/journal.csv":                     "text/csv",
	"GET /admin/api/loans.csv":                               "text/csv",
	"GET /admin/api/orders.csv":                              "text/csv",
	"GET /admin/api/collections.csv":                         "text/csv",
	"GET /admin/api/borrowers.csv":                           "text/csv",
	"GET /admin/api/transfers.csv":                           "text/csv",
	"GET /admin/api/complaints.csv":                          "text/csv",
	"GET /admin/api/audit.csv":                               "text/csv",
	"GET /admin/api/operators.csv":                           "text/csv",
	"GET /admin/api/kyc/{id}/photo/{which}":                  "image/*",
	"GET /gw/api/v2/{provider}/promotion/get-captcha":        "image/png",
	"GET /gw/v3/contract/contract-pdf":                       "application/pdf",
	"GET /gw/pautang/privacy-copy":                           "application/pdf", // format=json: application/json
	"GET /admin/api/orders/{id}/signed-documents/{doc}/pdf":  "application/pdf",
	"GET /admin/api/orders/{id}/signed-documents/{doc}/text": "text/plain",
	"GET /admin/api/collections/{id}/letters/{letter}/pdf":   "application/pdf",
}

// multipartRoutes read a multipart/form-data body (file uploads).
var multipartRoutes = map[string]bool{
	"POST /gw/v3/kyc/submit":                   true,
	"POST /gw/user-problem/upload-problem-img": true,
	"POST /admin/api/uploads":                  true,
	"POST /admin/api/transfers/statement":      true,
}

var pathParam = regexp.MustCompile(`\{([^}]+)\}`)

// opRow is what the document needs of a row of either table.
type opRow struct {
	table    string // "borrower" or "operator"
	method   string
	path     string // full path in the document
	rowPath  string // path below the table's prefix
	summary  string
	tag      string
	family   string
	params   []reqParam
	request  any // an operator row's JSON body
	response any
	security []map[string][]string
	errors   []string
}

// opRows lists the rows of both tables in document terms.
func (s *Server) opRows() []opRow {
	var rows []opRow
	for _, rt := range s.apiRoutes() {
		r := opRow{table: "borrower", method: rt.Method, path: s.Cfg.APIBase + rt.Path, rowPath: rt.Path,
			summary: rt.Summary, family: rt.Family, params: requestParams(rt.Request), response: rt.Response,
			errors: rt.Errors}
		switch {
		case strings.HasPrefix(rt.Path, "/payments/"), strings.HasPrefix(rt.Path, "/payouts/"):
			r.tag = tagWebhooks
		case strings.HasPrefix(rt.Path, "/api/v2/"):
			r.tag = tagSite
		default:
			r.tag = tagBorrower
		}
		if rt.Auth {
			r.security = []map[string][]string{{"borrowerSession": {}}}
		}
		rows = append(rows, r)
	}
	for _, rt := range s.adminRoutes() {
		r := opRow{table: "operator", method: rt.Method, path: adminPrefix + rt.Path, rowPath: rt.Path,
			summary: rt.Summary, tag: tagOperator, family: FamilyZero, params: requestParams(rt.Query), request: rt.Request, response: rt.Response,
			errors: adminErrorsOf(rt)}
		if !rt.Public {
			if rt.Method == http.MethodGet {
				r.security = []map[string][]string{{"operatorCookie": {}}}
			} else {
				r.security = []map[string][]string{{"operatorCookie": {}, "csrfToken": {}}}
			}
		}
		rows = append(rows, r)
	}
	return rows
}

func (r opRow) key() string { return r.method + " " + r.path }

// docCache keeps the encoded document and the reference page by API base: the document
// depends only on the route tables and the base, and building it reflects every type (tens of
// milliseconds), too much for a public endpoint.
var docCache = struct {
	sync.Mutex
	byBase map[string][]byte
	pages  map[string][]byte
}{byBase: map[string][]byte{}, pages: map[string][]byte{}}

// openAPIJSON is the encoded document (built once per API base).
func (s *Server) openAPIJSON() ([]byte, error) {
	docCache.Lock()
	defer docCache.Unlock()
	if b, ok := docCache.byBase[s.Cfg.APIBase]; ok {
		return b, nil
	}
	b, err := json.Marshal(s.OpenAPI())
	if err != nil {
		return nil, err
	}
	docCache.byBase[s.Cfg.APIBase] = b
	return b, nil
}

// OpenAPI builds the OpenAPI 3.1 document of both route tables.
func (s *Server) OpenAPI() oaDocument {
	g := newSchemaReflector()
	doc := oaDocument{
		OpenAPI: "3.1.0",
		Info: oaInfo{Title: "Pautang API", Version: "1", Description: "Every call answers the envelope {code, message, data, success}; " +
			"business errors keep HTTP 200 and set code (docs/errors.md). A success's code is the call's x-success-code. " +
			"Borrower calls live below " + s.Cfg.APIBase + ", the operator API below " + adminPrefix + "."},
		Tags: []oaTag{
			{Name: tagBorrower, Description: "The borrower app's calls: form-encoded POSTs; the session's common params go in the query."},
			{Name: tagSite, Description: "The public site and promotion landing: anonymous."},
			{Name: tagWebhooks, Description: "Payment and payout gateways' callbacks: signed, no session."},
			{Name: tagOperator, Description: "The back office: JSON bodies, the operator cookie, and the CSRF token in X-CSRF-Token on every POST."},
		},
		Paths: map[string]oaPathItem{},
	}
	var extra []*oaSchema
	for _, r := range s.opRows() {
		op := &oaOperation{
			Tags:        []string{r.tag},
			Summary:     r.summary,
			OperationID: operationID(r),
			Security:    r.security,
			SuccessCode: r.family,
			ErrorCodes:  r.errors,
		}
		for _, m := range pathParam.FindAllStringSubmatch(r.path, -1) {
			op.Parameters = append(op.Parameters, oaParameter{Name: m[1], In: "path", Required: true, Schema: &oaSchema{Type: oaType{"string"}}})
		}
		if r.table == "borrower" && len(r.security) > 0 {
			for _, q := range []string{"sessionId", "userId", "mobile", "deviceId", "merchantNumber"} {
				op.Parameters = append(op.Parameters, oaParameter{Name: q, In: "query", Required: q == "sessionId",
					Description: "common param of a signed-in call", Schema: &oaSchema{Type: oaType{"string"}}})
			}
		}
		if form := formSchema(r); form != nil {
			switch {
			case r.table == "borrower" && multipartRoutes[r.key()]:
				op.RequestBody = &oaRequestBody{Required: true, Content: map[string]oaMediaType{"multipart/form-data": {Schema: form}}}
			case r.method == http.MethodGet || r.table == "operator": // an operator row's params are its query
				for _, name := range sortedKeys(form.Properties) {
					op.Parameters = append(op.Parameters, oaParameter{Name: name, In: "query", Required: contains(form.Required, name), Schema: form.Properties[name]})
				}
			default:
				op.RequestBody = &oaRequestBody{Required: len(form.Required) > 0, Content: map[string]oaMediaType{"application/x-www-form-urlencoded": {Schema: form}}}
			}
		}
		if r.request != nil {
			op.RequestBody = &oaRequestBody{Required: true, Content: map[string]oaMediaType{"application/json": {Schema: g.Schema(r.request)}}}
			extra = append(extra, op.RequestBody.Content["application/json"].Schema)
		} else if multipartRoutes[r.key()] && op.RequestBody == nil {
			op.RequestBody = &oaRequestBody{Required: true, Content: map[string]oaMediaType{"multipart/form-data": {Schema: &oaSchema{Type: oaType{"object"}}}}}
		}
		var data *oaSchema
		switch {
		case r.response != nil:
			data = g.Schema(r.response)
			extra = append(extra, data)
		case noDataRoutes[r.key()]:
			data = &oaSchema{Type: oaType{"null"}}
		default:
			data = &oaSchema{Description: "not typed yet: any JSON"}
		}
		errRef := &oaSchema{Ref: refPrefix + "ErrorEnvelope"}
		env := &oaSchema{OneOf: []*oaSchema{successEnvelope(r.family, data), errRef}}
		ok := oaResponse{Description: "The envelope: a success (code " + r.family + ") with data, or an error code (x-error-codes)",
			Content: map[string]oaMediaType{"application/json": {Schema: env}}}
		if ct, raw := rawRoutes[r.key()]; raw {
			ok = oaResponse{Description: "The file (" + ct + ") on success; the error envelope otherwise",
				Content: map[string]oaMediaType{ct: {Schema: &oaSchema{Type: oaType{"string"}, Format: "binary"}}, "application/json": {Schema: errRef}}}
		}
		errOnly := map[string]oaMediaType{"application/json": {Schema: errRef}}
		op.Responses = map[string]oaResponse{
			"200": ok,
			"413": {Description: "too_large: the body is over the limit", Content: errOnly},
			"500": {Description: "internal: a crash on our side (logged)", Content: errOnly},
		}
		if r.tag == tagWebhooks {
			op.Responses["400"] = oaResponse{Description: "bad_signature or stale_timestamp: the callback is refused", Content: errOnly}
			op.Responses["404"] = oaResponse{Description: "not_found: no such provider is configured", Content: errOnly}
		}
		item := doc.Paths[r.path]
		if item == nil {
			item = oaPathItem{}
			doc.Paths[r.path] = item
		}
		item[strings.ToLower(r.method)] = op
	}
	schemas := g.Finish(extra...)
	schemas["ErrorEnvelope"] = &oaSchema{
		Description: "A refused call: code is one of the call's x-error-codes (docs/errors.md); message is a sentence to show",
		Type:        oaType{"object"}, AdditionalProperties: false,
		Required: []string{"code", "data", "message", "success"},
		Properties: map[string]*oaSchema{
			"code":    {Type: oaType{"string"}, Description: "the error code; clients branch on it"},
			"message": {Type: oaType{"string"}},
			"data":    {Description: "null, or details some codes carry (profile_incomplete: {page, missing}; bank_invalid: {errors})"},
			"success": {Const: false},
		},
	}
	for _, sec := range errorSections {
		es := oaErrorSection{Section: sec.Name}
		for _, c := range sec.Codes {
			es.Codes = append(es.Codes, oaErrorCode{Code: c.Code, Calls: c.Calls, Meaning: c.Meaning})
		}
		doc.ErrorCodes = append(doc.ErrorCodes, es)
	}
	doc.Components = oaComponents{Schemas: schemas, SecuritySchemes: map[string]oaSecurityScheme{
		"borrowerSession": {Type: "apiKey", In: "query", Name: "sessionId", Description: "The borrower session token from /v3/login/login, with the other common params (userId, mobile, deviceId, merchantNumber)"},
		"operatorCookie":  {Type: "apiKey", In: "cookie", Name: AdminCookie, Description: "The operator session cookie (HttpOnly, SameSite=Strict, Path=/admin) set by /admin/api/login"},
		"csrfToken":       {Type: "apiKey", In: "header", Name: "X-CSRF-Token", Description: "The session's CSRF token (csrfToken of login and /me), required on every POST"},
	}}
	return doc
}

// successEnvelope is the envelope of a success of the family with the given data.
func successEnvelope(family string, data *oaSchema) *oaSchema {
	return &oaSchema{
		Type: oaType{"object"}, AdditionalProperties: false,
		Required: []string{"code", "data", "message", "success"},
		Properties: map[string]*oaSchema{
			"code":    {Type: oaType{"string"}, Const: family},
			"message": {Type: oaType{"string"}},
			"data":    data,
			"success": {Const: true},
		},
	}
}

// formSchema is the form (or query) a row reads, nil when it reads none: "a|b" is one of two
// names, the items field the form's own field codes, a file field a binary string of a
// multipart body.
func formSchema(r opRow) *oaSchema {
	if len(r.params) == 0 {
		return nil
	}
	s := &oaSchema{Type: oaType{"object"}, Properties: map[string]*oaSchema{}}
	for _, p := range r.params {
		if p.Items {
			s.AdditionalProperties = &oaSchema{Type: oaType{"string"}, Description: "the form's item codes"}
			continue
		}
		for _, a := range p.Names {
			ps := &oaSchema{Type: oaType{"string"}}
			if r.table == "operator" {
				ps = queryParamSchema(p)
			}
			if p.File && multipartRoutes[r.key()] {
				ps = &oaSchema{Type: oaType{"string"}, Format: "binary"}
			}
			if len(p.Names) > 1 {
				ps.Description = "one of " + strings.Join(p.Names, ", ")
			}
			s.Properties[a] = ps
			if !p.Optional && len(p.Names) == 1 {
				s.Required = append(s.Required, a)
			}
		}
	}
	sort.Strings(s.Required)
	return s
}

// queryParamSchema is the schema of an operator call's query param, from its query struct's
// field: an integer with its bounds, words, a day or month, or a comma-separated list.
func queryParamSchema(p reqParam) *oaSchema {
	ps := &oaSchema{Type: oaType{"string"}}
	switch {
	case p.List:
		ps.Description = "a comma-separated list of " + strings.Join(p.Enum, ", ")
	case p.Int:
		ps = &oaSchema{Type: oaType{"integer"}, Maximum: p.Max}
		if p.Min != nil {
			ps.Minimum = new(int(*p.Min))
		}
	case len(p.Enum) > 0:
		ps.Enum = p.Enum
	}
	switch p.Format {
	case "day":
		ps.Format = "date"
	case "month":
		ps.Pattern = `^\d{4}-\d{2}$`
	}
	if p.MaxLen > 0 {
		ps.MaxLength = &p.MaxLen
	}
	return ps
}

func operationID(r opRow) string {
	id := strings.TrimPrefix(strings.NewReplacer("/", "_", "-", "_", ".", "_", "{", "", "}", "").Replace(r.rowPath), "_")
	if r.table == "operator" {
		id = "admin_" + id
	}
	return strings.ToLower(r.method) + "_" + id
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
