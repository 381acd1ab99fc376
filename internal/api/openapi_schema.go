package api

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"time"
	"unicode"
)

// oaSchema is one JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Only the keywords
// the generator writes are here; an empty oaSchema is the free-form schema {} (any JSON).
type oaSchema struct {
	Ref         string `json:"$ref,omitempty"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Type        oaType `json:"type,omitempty"`
	Format      string `json:"format,omitempty"`
	// Const is a string or a boolean (the envelope's code and success).
	Const      any                  `json:"const,omitempty"`
	Enum       []string             `json:"enum,omitempty"`
	Minimum    *int                 `json:"minimum,omitempty"`
	Maximum    *int64               `json:"maximum,omitempty"`
	MaxLength  *int                 `json:"maxLength,omitempty"`
	Pattern    string               `json:"pattern,omitempty"`
	Items      *oaSchema            `json:"items,omitempty"`
	Properties map[string]*oaSchema `json:"properties,omitempty"`
	Required   []string             `json:"required,omitempty"`
	// AdditionalProperties is false (a generated object has no other fields) or a schema (a map).
	AdditionalProperties any         `json:"additionalProperties,omitempty"`
	OneOf                []*oaSchema `json:"oneOf,omitempty"`
	AnyOf                []*oaSchema `json:"anyOf,omitempty"`
	// GoType names the Go type a component was generated from (for readers of the document).
	GoType string `json:"x-go-type,omitempty"`
}

// oaType is the type keyword: one name, or several (["array", "null"]).
type oaType []string

func (t oaType) MarshalJSON() ([]byte, error) {
	if len(t) == 1 {
		return json.Marshal(t[0])
	}
	return json.Marshal([]string(t))
}

func (t *oaType) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*t = oaType{one}
		return nil
	}
	return json.Unmarshal(b, (*[]string)(t))
}

// nullable returns s accepting null as well: a type gains "null", anything else (a $ref, a
// free-form schema) is wrapped in anyOf [s, null]. The free-form schema already accepts null.
func nullable(s *oaSchema) *oaSchema {
	switch {
	case s.Ref == "" && len(s.Type) > 0 && len(s.OneOf) == 0 && len(s.AnyOf) == 0:
		if s.Type[len(s.Type)-1] != "null" {
			s.Type = append(s.Type, "null")
		}
		return s
	case isFreeForm(s):
		return s
	}
	return &oaSchema{AnyOf: []*oaSchema{s, {Type: oaType{"null"}}}}
}

func isFreeForm(s *oaSchema) bool {
	return s.Ref == "" && len(s.Type) == 0 && len(s.OneOf) == 0 && len(s.AnyOf) == 0 && s.Const == nil && len(s.Enum) == 0
}

// schemaReflector turns Go types into schemas the way encoding/json writes them: json tags
// name the fields, omitempty/omitzero fields are not required, nil pointers, slices and maps
// are null, ",string" numbers are strings, time.Time is a date-time string, a TextMarshaler
// is a string and a json.Marshaler (or an interface) is free-form. Every named struct becomes
// a component (#/components/schemas/Name) with additionalProperties false, so an answer with
// a field the type does not have fails validation.
type schemaReflector struct {
	defs map[string]*oaSchema // by the type's full key (import path + name) until Finish
	keys map[string]reflect.Type
}

func newSchemaReflector() *schemaReflector {
	return &schemaReflector{defs: map[string]*oaSchema{}, keys: map[string]reflect.Type{}}
}

const refPrefix = "#/components/schemas/"

var (
	timeType          = reflect.TypeFor[time.Time]()
	jsonMarshalerType = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

// Schema returns the schema of values of v's type (v is a zero value, as on the route rows).
func (g *schemaReflector) Schema(v any) *oaSchema {
	if v == nil {
		return &oaSchema{}
	}
	return g.of(reflect.TypeOf(v), true)
}

func implements(t, iface reflect.Type) bool {
	return t.Implements(iface) || (t.Kind() != reflect.Pointer && reflect.PointerTo(t).Implements(iface))
}

// of is the schema of t; allowNull says whether a nil of t is written as null here (false for
// an omitempty field, where a nil is left out instead).
func (g *schemaReflector) of(t reflect.Type, allowNull bool) *oaSchema {
	orNull := func(s *oaSchema) *oaSchema {
		if allowNull {
			return nullable(s)
		}
		return s
	}
	if t == timeType {
		return &oaSchema{Type: oaType{"string"}, Format: "date-time"}
	}
	if t.Kind() == reflect.Pointer {
		return orNull(g.of(t.Elem(), allowNull))
	}
	if implements(t, jsonMarshalerType) {
		return &oaSchema{Description: "JSON written by " + t.String() + ".MarshalJSON"}
	}
	if implements(t, textMarshalerType) {
		return &oaSchema{Type: oaType{"string"}, Description: "text of " + t.String()}
	}
	switch t.Kind() {
	case reflect.Bool:
		return &oaSchema{Type: oaType{"boolean"}}
	case reflect.Int8, reflect.Int16, reflect.Int32:
		return &oaSchema{Type: oaType{"integer"}, Format: "int32"}
	case reflect.Int, reflect.Int64:
		return &oaSchema{Type: oaType{"integer"}, Format: "int64"}
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint, reflect.Uint64, reflect.Uintptr:
		zero := 0
		return &oaSchema{Type: oaType{"integer"}, Minimum: &zero}
	case reflect.Float32, reflect.Float64:
		return &oaSchema{Type: oaType{"number"}}
	case reflect.String:
		return &oaSchema{Type: oaType{"string"}}
	case reflect.Interface:
		return &oaSchema{}
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 && !implements(t.Elem(), jsonMarshalerType) && !implements(t.Elem(), textMarshalerType) {
			return orNull(&oaSchema{Type: oaType{"string"}, Format: "byte"})
		}
		return orNull(&oaSchema{Type: oaType{"array"}, Items: g.of(t.Elem(), true)})
	case reflect.Array:
		return &oaSchema{Type: oaType{"array"}, Items: g.of(t.Elem(), true)}
	case reflect.Map:
		return orNull(&oaSchema{Type: oaType{"object"}, AdditionalProperties: g.of(t.Elem(), true)})
	case reflect.Struct:
		if t.Name() == "" {
			return g.object(t)
		}
		key := t.PkgPath() + "." + t.Name()
		if _, ok := g.defs[key]; !ok {
			g.defs[key] = &oaSchema{} // placeholder: recursive types refer to themselves
			g.keys[key] = t
			s := g.object(t)
			s.GoType = t.String()
			g.defs[key] = s
		}
		return &oaSchema{Ref: refPrefix + key}
	}
	// Channels, functions, complex numbers: encoding/json cannot write them.
	panic(fmt.Sprintf("openapi: %s cannot be written as JSON", t))
}

// object is the schema of a struct's JSON object.
func (g *schemaReflector) object(t reflect.Type) *oaSchema {
	s := &oaSchema{Type: oaType{"object"}, Properties: map[string]*oaSchema{}, AdditionalProperties: false}
	for _, f := range jsonFields(t) {
		var fs *oaSchema
		if f.asString && isStringable(f.typ) {
			fs = &oaSchema{Type: oaType{"string"}}
			if f.typ.Kind() == reflect.Pointer && !f.omit {
				fs = nullable(fs)
			}
		} else {
			fs = g.of(f.typ, !f.omit)
		}
		s.Properties[f.name] = fs
		if f.required() {
			s.Required = append(s.Required, f.name)
		}
	}
	sort.Strings(s.Required)
	return s
}

func isStringable(t reflect.Type) bool {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.String:
		return true
	}
	return false
}

// jsonField is one field of a struct's JSON object.
type jsonField struct {
	name     string
	typ      reflect.Type
	omit     bool // omitempty or omitzero: left out when empty (a nil is never written)
	omitZero bool // omitzero: a zero struct is left out too
	asString bool
	depth    int
	tagged   bool
	viaPtr   bool // promoted through an embedded pointer: absent when it is nil
}

// required: the field is always written. omitempty never leaves out a struct value.
func (f jsonField) required() bool {
	if f.viaPtr {
		return false
	}
	if !f.omit {
		return true
	}
	return f.typ.Kind() == reflect.Struct && !f.omitZero
}

// jsonFields lists t's JSON fields as encoding/json finds them: exported fields, the fields
// of untagged embedded structs promoted, the shallowest (or the only tagged) of a name kept.
func jsonFields(t reflect.Type) []jsonField {
	var all []jsonField
	collectFields(t, 0, false, map[reflect.Type]bool{t: true}, &all)
	byName := map[string][]jsonField{}
	var order []string
	for _, f := range all {
		if _, ok := byName[f.name]; !ok {
			order = append(order, f.name)
		}
		byName[f.name] = append(byName[f.name], f)
	}
	var out []jsonField
	for _, name := range order {
		fs := byName[name]
		minDepth := fs[0].depth
		for _, f := range fs {
			minDepth = min(minDepth, f.depth)
		}
		var top, tagged []jsonField
		for _, f := range fs {
			if f.depth == minDepth {
				top = append(top, f)
				if f.tagged {
					tagged = append(tagged, f)
				}
			}
		}
		switch {
		case len(top) == 1:
			out = append(out, top[0])
		case len(tagged) == 1:
			out = append(out, tagged[0])
		}
	}
	return out
}

func collectFields(t reflect.Type, depth int, viaPtr bool, seen map[reflect.Type]bool, out *[]jsonField) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := f.Type
		if f.Anonymous {
			et, ptr := ft, false
			if et.Kind() == reflect.Pointer {
				et, ptr = et.Elem(), true
			}
			if !f.IsExported() && et.Kind() != reflect.Struct {
				continue
			}
			if name == "" && et.Kind() == reflect.Struct {
				if !seen[et] {
					seen[et] = true
					collectFields(et, depth+1, viaPtr || ptr, seen, out)
					delete(seen, et)
				}
				continue
			}
		} else if !f.IsExported() {
			continue
		}
		jf := jsonField{name: name, typ: ft, depth: depth, tagged: name != "", viaPtr: viaPtr}
		if name == "" {
			jf.name = f.Name
		}
		for _, o := range strings.Split(opts, ",") {
			switch o {
			case "omitempty":
				jf.omit = true
			case "omitzero":
				jf.omit, jf.omitZero = true, true
			case "string":
				jf.asString = true
			}
		}
		*out = append(*out, jf)
	}
}

// Finish gives the components their names: the Go type's name with a capital first letter,
// prefixed by its package's name when two packages have a type of that name, and rewrites
// every $ref. It returns the components by name.
func (g *schemaReflector) Finish(extra ...*oaSchema) map[string]*oaSchema {
	byShort := map[string][]string{}
	for key, t := range g.keys {
		byShort[shortName(t)] = append(byShort[shortName(t)], key)
	}
	names := map[string]string{}
	taken := map[string]bool{}
	var shorts []string
	for s := range byShort {
		shorts = append(shorts, s)
	}
	sort.Strings(shorts)
	for _, s := range shorts {
		if len(byShort[s]) == 1 {
			names[byShort[s][0]] = s
			taken[s] = true
		}
	}
	for _, s := range shorts {
		keys := byShort[s]
		if len(keys) == 1 {
			continue
		}
		sort.Strings(keys)
		for _, key := range keys {
			t := g.keys[key]
			pkg := t.PkgPath()[strings.LastIndex(t.PkgPath(), "/")+1:]
			n := exported(pkg) + s
			for i := 2; taken[n]; i++ {
				n = fmt.Sprintf("%s%s%d", exported(pkg), s, i)
			}
			names[key], taken[n] = n, true
		}
	}
	var rewrite func(s *oaSchema)
	seen := map[*oaSchema]bool{}
	rewrite = func(s *oaSchema) {
		if s == nil || seen[s] {
			return
		}
		seen[s] = true
		if key, ok := strings.CutPrefix(s.Ref, refPrefix); ok {
			if n, ok := names[key]; ok {
				s.Ref = refPrefix + n
			}
		}
		rewrite(s.Items)
		for _, p := range s.Properties {
			rewrite(p)
		}
		if ap, ok := s.AdditionalProperties.(*oaSchema); ok {
			rewrite(ap)
		}
		for _, o := range s.OneOf {
			rewrite(o)
		}
		for _, o := range s.AnyOf {
			rewrite(o)
		}
	}
	out := map[string]*oaSchema{}
	for key, s := range g.defs {
		rewrite(s)
		out[names[key]] = s
	}
	for _, s := range extra {
		rewrite(s)
	}
	return out
}

// shortName is a component name from a Go type name: capital first letter; a generic type's
// arguments become part of the name (page[x.Item] → PageItem).
func shortName(t reflect.Type) string {
	var b strings.Builder
	for _, part := range strings.FieldsFunc(t.Name(), func(r rune) bool { return r == '[' || r == ']' || r == ',' || r == '*' }) {
		part = part[strings.LastIndex(part, ".")+1:]
		b.WriteString(exported(part))
	}
	return b.String()
}

func exported(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}
