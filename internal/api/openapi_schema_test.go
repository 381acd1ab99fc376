package api

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/pautang/pautang/internal/loans"
)

type schemaToyInner struct {
	Name string `json:"name"`
}

type schemaToyBase struct {
	ID      int64 `json:"id"`
	Shadow  string
	private int
}

type schemaToy struct {
	schemaToyBase
	Amount     int64                     `json:"amount"`
	Rate       float64                   `json:"rate,omitempty"`
	Count      int64                     `json:"count,string"`
	Note       *string                   `json:"note"`
	Tags       []string                  `json:"tags"`
	Opt        []string                  `json:"opt,omitempty"`
	Inner      schemaToyInner            `json:"inner,omitempty"`
	Next       *schemaToy                `json:"next,omitempty"`
	Items      []schemaToyInner          `json:"items"`
	ByCode     map[string]schemaToyInner `json:"byCode"`
	Any        any                       `json:"any"`
	At         time.Time                 `json:"at"`
	Day        loans.Date                `json:"day"`
	Raw        json.RawMessage           `json:"raw"`
	Label      string                    `json:"id"` // shadows the embedded id
	Skipped    string                    `json:"-"`
	Untagged   bool
	unexported string
}

// TestSchemaReflector: the schema of a struct follows encoding/json.
func TestSchemaReflector(t *testing.T) {
	g := newSchemaReflector()
	ref := g.Schema(schemaToy{})
	comps := g.Finish(ref)
	if ref.Ref != refPrefix+"SchemaToy" {
		t.Fatalf("ref %q", ref.Ref)
	}
	s := comps["SchemaToy"]
	if s == nil || comps["SchemaToyInner"] == nil {
		t.Fatalf("components %v", sortedKeys(comps))
	}
	js, _ := json.Marshal(s)
	got := string(js)
	for _, want := range []string{
		`"additionalProperties":false`,
		`"id":{"type":"string"}`,
		`"Shadow":{"type":"string"}`,
		`"count":{"type":"string"}`,
		`"note":{"type":["string","null"]}`,
		`"tags":{"type":["array","null"],"items":{"type":"string"}}`,
		`"opt":{"type":"array","items":{"type":"string"}}`,
		`"next":{"$ref":"#/components/schemas/SchemaToy"}`,
		`"inner":{"$ref":"#/components/schemas/SchemaToyInner"}`,
		`"byCode":{"type":["object","null"],"additionalProperties":{"$ref":"#/components/schemas/SchemaToyInner"}}`,
		`"any":{}`,
		`"at":{"type":"string","format":"date-time"}`,
		`"day":{"description":"text of loans.Date","type":"string"}`,
		`"Untagged":{"type":"boolean"}`,
		`"required":["Shadow","Untagged","amount","any","at","byCode","count","day","id","inner","items","note","raw","tags"]`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("schema lacks %s\n%s", want, got)
		}
	}
	for _, not := range []string{`"shadow"`, `"Skipped"`, `"Label"`, `"private"`, `"unexported"`, `"schemaToyBase"`} {
		if strings.Contains(got, not) {
			t.Errorf("schema has %s\n%s", not, got)
		}
	}
}

// TestSchemaNamesCollide: two packages' types of one name get their package as a prefix.
func TestSchemaNamesCollide(t *testing.T) {
	type Order struct {
		A loans.Order `json:"a"`
	}
	g := newSchemaReflector()
	g.Schema(Order{})
	comps := g.Finish()
	if comps["ApiOrder"] == nil || comps["LoansOrder"] == nil || comps["Order"] != nil {
		t.Fatalf("components %v", sortedKeys(comps))
	}
}

// TestContractCatchesDrift: the validator the contract test uses refuses an answer with a
// field, a type or a null the Go type does not have, and a missing field.
func TestContractCatchesDrift(t *testing.T) {
	g := newSchemaReflector()
	data := g.Schema(schemaToyInner{})
	env := &oaSchema{OneOf: []*oaSchema{successEnvelope("00", data), {Ref: refPrefix + "ErrorEnvelope"}}}
	comps := g.Finish(env)
	doc := oaDocument{OpenAPI: "3.1.0", Info: oaInfo{Title: "t", Version: "1"}, Paths: map[string]oaPathItem{"/x": {"post": {
		Summary: "x", OperationID: "x", Responses: map[string]oaResponse{"200": {Description: "x", Content: map[string]oaMediaType{"application/json": {Schema: env}}}},
	}}}, Components: oaComponents{Schemas: comps}}
	doc.Components.Schemas["ErrorEnvelope"] = &oaSchema{Type: oaType{"object"}}
	b, _ := json.Marshal(doc)
	loaded, err := openapi3.NewLoader().LoadFromData(b)
	if err != nil {
		t.Fatal(err)
	}
	schema := loaded.Paths.Value("/x").Post.Responses.Status(200).Value.Content.Get("application/json").Schema.Value.OneOf[0].Value
	for _, tt := range []struct {
		name, body string
		ok         bool
	}{
		{"OK", `{"code":"00","message":"success","success":true,"data":{"name":"a"}}`, true},
		{"ErrExtraField", `{"code":"00","message":"success","success":true,"data":{"name":"a","extra":1}}`, false},
		{"ErrWrongType", `{"code":"00","message":"success","success":true,"data":{"name":5}}`, false},
		{"ErrMissingField", `{"code":"00","message":"success","success":true,"data":{}}`, false},
		{"ErrNull", `{"code":"00","message":"success","success":true,"data":null}`, false},
		{"ErrWrongFamily", `{"code":"0","message":"success","success":true,"data":{"name":"a"}}`, false},
		{"ErrEnvelopeField", `{"code":"00","message":"success","success":true,"data":{"name":"a"},"x":1}`, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var v any
			json.Unmarshal([]byte(tt.body), &v)
			err := schema.VisitJSON(v, openapi3.EnableJSONSchema2020())
			if (err == nil) != tt.ok {
				t.Fatalf("valid=%v, want %v (%v)", err == nil, tt.ok, err)
			}
		})
	}
}
