package api

import (
	"bytes"
	"html/template"
	"net/http"
	"sort"
	"strings"
)

// handleAPIDocs serves /docs/api: the API reference as one static HTML page written from the
// same document as /openapi.json (no script, no outside asset: it works offline).
func (s *Server) handleAPIDocs(w http.ResponseWriter, r *http.Request) {
	page, err := s.apiDocsPage()
	if err != nil {
		s.logger().Error("docs: unable to render the API reference", "err", err)
		http.Error(w, "unable to render the API reference", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(page)
}

// apiDocsPage is the rendered page (once per API base, as the document).
func (s *Server) apiDocsPage() ([]byte, error) {
	docCache.Lock()
	defer docCache.Unlock()
	if b, ok := docCache.pages[s.Cfg.APIBase]; ok {
		return b, nil
	}
	var b bytes.Buffer
	if err := apiDocsTemplate.Execute(&b, newAPIDocsView(s.OpenAPI())); err != nil {
		return nil, err
	}
	docCache.pages[s.Cfg.APIBase] = b.Bytes()
	return b.Bytes(), nil
}

type apiDocsView struct {
	Info       oaInfo
	Groups     []apiDocsGroup
	Schemas    []apiDocsSchema
	ErrorCodes []oaErrorSection
}

type apiDocsGroup struct {
	Tag oaTag
	Ops []apiDocsOp
}

type apiDocsOp struct {
	Anchor, Method, Path, Summary, Success, Auth string
	Params                                       []apiDocsField
	BodyType                                     string
	Body                                         []apiDocsField
	Data                                         apiDocsType
	DataFields                                   []apiDocsField
	Errors                                       []string
}

type apiDocsSchema struct {
	Name, GoType, Description string
	Fields                    []apiDocsField
	Type                      apiDocsType
}

type apiDocsField struct {
	Name     string
	Required bool
	Type     apiDocsType
	Note     string
}

// apiDocsType is a schema as readable text, with a link when it names a component.
type apiDocsType struct {
	Text string
	Link string // component name
	Rest string // text after the link (e.g. " | null")
}

func newAPIDocsView(doc oaDocument) apiDocsView {
	v := apiDocsView{Info: doc.Info, ErrorCodes: doc.ErrorCodes}
	byTag := map[string][]apiDocsOp{}
	for _, path := range sortedKeys(doc.Paths) {
		for _, method := range []string{"get", "post"} {
			op := doc.Paths[path][method]
			if op == nil {
				continue
			}
			d := apiDocsOp{Anchor: op.OperationID, Method: strings.ToUpper(method), Path: path, Summary: op.Summary,
				Success: op.SuccessCode, Errors: op.ErrorCodes, Auth: "none"}
			for _, sec := range op.Security {
				d.Auth = strings.Join(sortedKeys(sec), " + ")
			}
			for _, p := range op.Parameters {
				d.Params = append(d.Params, apiDocsField{Name: p.Name, Required: p.Required, Type: docType(p.Schema), Note: p.In + " " + p.Description})
			}
			if op.RequestBody != nil {
				for _, ct := range sortedKeys(op.RequestBody.Content) {
					d.BodyType = ct
					d.Body = docFields(op.RequestBody.Content[ct].Schema, doc.Components.Schemas)
				}
			}
			if ok, found := op.Responses["200"]; found {
				if mt, found := ok.Content["application/json"]; found && len(mt.Schema.OneOf) == 2 {
					data := mt.Schema.OneOf[0].Properties["data"]
					d.Data = docType(data)
					if data.Ref == "" {
						d.DataFields = docFields(data, doc.Components.Schemas)
					}
				} else {
					for ct := range ok.Content {
						if ct != "application/json" {
							d.Data = apiDocsType{Text: "a file (" + ct + ")"}
						}
					}
				}
			}
			byTag[op.Tags[0]] = append(byTag[op.Tags[0]], d)
		}
	}
	for _, t := range doc.Tags {
		v.Groups = append(v.Groups, apiDocsGroup{Tag: t, Ops: byTag[t.Name]})
	}
	for _, name := range sortedKeys(doc.Components.Schemas) {
		s := doc.Components.Schemas[name]
		v.Schemas = append(v.Schemas, apiDocsSchema{Name: name, GoType: s.GoType, Description: s.Description,
			Fields: docFields(s, doc.Components.Schemas), Type: docType(s)})
	}
	return v
}

// docFields lists an object schema's properties, required ones first.
func docFields(s *oaSchema, comps map[string]*oaSchema) []apiDocsField {
	if s == nil {
		return nil
	}
	var out []apiDocsField
	for _, name := range sortedKeys(s.Properties) {
		out = append(out, apiDocsField{Name: name, Required: contains(s.Required, name), Type: docType(s.Properties[name]), Note: s.Properties[name].Description})
	}
	if ap, ok := s.AdditionalProperties.(*oaSchema); ok && len(s.Properties) > 0 {
		out = append(out, apiDocsField{Name: "(other fields)", Type: docType(ap), Note: ap.Description})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Required && !out[j].Required })
	return out
}

// docType writes a schema as a short type: string, integer (int64), LoanDetailData | null,
// array of X, map of X, any JSON.
func docType(s *oaSchema) apiDocsType {
	if s == nil {
		return apiDocsType{Text: "any JSON"}
	}
	if name, ok := strings.CutPrefix(s.Ref, refPrefix); ok {
		return apiDocsType{Link: name}
	}
	if len(s.AnyOf) == 2 && len(s.AnyOf[1].Type) == 1 && s.AnyOf[1].Type[0] == "null" {
		t := docType(s.AnyOf[0])
		t.Rest += " | null"
		return t
	}
	if s.Const != nil {
		js, _ := jsonText(s.Const)
		return apiDocsType{Text: js}
	}
	null := ""
	types := []string(s.Type)
	if len(types) > 1 && types[len(types)-1] == "null" {
		types, null = types[:len(types)-1], " | null"
	}
	if len(types) == 0 {
		return apiDocsType{Text: "any JSON"}
	}
	switch types[0] {
	case "array":
		return wrapType("array of ", docType(s.Items), null)
	case "object":
		if ap, ok := s.AdditionalProperties.(*oaSchema); ok && len(s.Properties) == 0 {
			return wrapType("map of ", docType(ap), null)
		}
		return apiDocsType{Text: "object" + null}
	}
	text := types[0]
	if s.Format != "" {
		text += " (" + s.Format + ")"
	}
	return apiDocsType{Text: text + null}
}

// wrapType is "array of T" / "map of T"; a nullable T goes in parentheses.
func wrapType(prefix string, t apiDocsType, null string) apiDocsType {
	if t.Rest != "" {
		t.Text, t.Rest = prefix+"("+t.Text, t.Rest+")"
	} else {
		t.Text = prefix + t.Text
	}
	t.Rest += null
	return t
}

func jsonText(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return `"` + x + `"`, nil
	case bool:
		if x {
			return "true", nil
		}
		return "false", nil
	}
	return "", nil
}

var apiDocsTemplate = template.Must(template.New("api").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Info.Title}} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2733;background:#f7f8fa}
header,main{max-width:1100px;margin:0 auto;padding:16px 24px}
header{border-bottom:1px solid #dde2e8;background:#fff;max-width:none}
h1{margin:0 0 4px;font-size:24px} h2{margin-top:40px;border-bottom:2px solid #1d2733;padding-bottom:4px}
h3{margin:0;font-size:15px;font-family:ui-monospace,monospace}
.op{background:#fff;border:1px solid #dde2e8;border-radius:6px;padding:12px 16px;margin:12px 0}
.m{display:inline-block;min-width:46px;text-align:center;border-radius:4px;padding:0 6px;margin-right:8px;color:#fff;font-size:12px}
.GET{background:#1f7a4d}.POST{background:#1f5fa8}
.sum{margin:6px 0;color:#3b4754} .meta{font-size:13px;color:#5b6775}
table{border-collapse:collapse;margin:6px 0;font-size:13px;width:100%} td,th{border-top:1px solid #eef1f4;padding:3px 8px;text-align:left;vertical-align:top}
th{color:#5b6775;font-weight:500} td:first-child{width:26%} td:nth-child(2){width:30%} code,td:first-child{font-family:ui-monospace,monospace}
.req{color:#b3261e} nav a{margin-right:14px} details{margin-top:6px} summary{cursor:pointer;color:#1f5fa8;font-size:13px}
.codes code{margin-right:6px;font-size:12px}
</style></head><body>
<header><h1>{{.Info.Title}} reference</h1><div class="meta">{{.Info.Description}} The machine-readable document is <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</div>
<nav>{{range .Groups}}<a href="#{{.Tag.Name}}">{{.Tag.Name}} ({{len .Ops}})</a>{{end}}<a href="#schemas">Schemas</a><a href="#errors">Error codes</a></nav></header>
<main>
{{range .Groups}}<h2 id="{{.Tag.Name}}">{{.Tag.Name}}</h2><p>{{.Tag.Description}}</p>
{{range .Ops}}<section class="op" id="{{.Anchor}}"><h3><span class="m {{.Method}}">{{.Method}}</span>{{.Path}}</h3>
<div class="sum">{{.Summary}}</div>
<div class="meta">success code <code>{{.Success}}</code> · auth: {{.Auth}} · data: {{template "type" .Data}}{{if .BodyType}} · body: {{.BodyType}}{{end}}</div>
{{if .Params}}<table><tr><th>parameter</th><th>type</th><th></th></tr>{{range .Params}}<tr><td>{{.Name}}{{if .Required}} <span class="req">*</span>{{end}}</td><td>{{template "type" .Type}}</td><td>{{.Note}}</td></tr>{{end}}</table>{{end}}
{{if .Body}}<table><tr><th>body field</th><th>type</th><th></th></tr>{{template "fields" .Body}}</table>{{end}}
{{if .DataFields}}<table><tr><th>data field</th><th>type</th><th></th></tr>{{template "fields" .DataFields}}</table>{{end}}
{{if .Errors}}<details><summary>error codes ({{len .Errors}})</summary><div class="codes">{{range .Errors}}<code>{{.}}</code> {{end}}</div></details>{{end}}
</section>{{end}}{{end}}
<h2 id="schemas">Schemas</h2>
{{range .Schemas}}<section class="op" id="schema-{{.Name}}"><h3>{{.Name}}</h3>{{if .GoType}}<div class="meta">Go type <code>{{.GoType}}</code></div>{{end}}{{if .Description}}<div class="sum">{{.Description}}</div>{{end}}
{{if .Fields}}<table><tr><th>field</th><th>type</th><th></th></tr>{{template "fields" .Fields}}</table>{{else}}<div class="meta">{{template "type" .Type}}</div>{{end}}</section>{{end}}
<h2 id="errors">Error codes</h2><p>From docs/errors.md. Each call lists the codes it may answer; <code>success</code> is false and HTTP stays 200 unless noted.</p>
{{range .ErrorCodes}}<h3 style="margin-top:18px">{{.Section}}</h3><table>{{range .Codes}}<tr><td>{{.Code}}</td><td>{{if .Calls}}<em>{{.Calls}}</em>: {{end}}{{.Meaning}}</td></tr>{{end}}</table>{{end}}
</main></body></html>
{{define "type"}}{{if .Link}}<a href="#schema-{{.Link}}">{{.Text}}{{.Link}}</a>{{.Rest}}{{else}}{{.Text}}{{.Rest}}{{end}}{{end}}
{{define "fields"}}{{range .}}<tr><td>{{.Name}}{{if .Required}} <span class="req">*</span>{{end}}</td><td>{{template "type" .Type}}</td><td>{{.Note}}</td></tr>{{end}}{{end}}`))
