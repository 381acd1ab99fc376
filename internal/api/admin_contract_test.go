package api

import (
	"encoding"
	"encoding/json"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/controls"
)

// camelName is a JSON member name of the operator API: camelCase, no underscores.
var camelName = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// openMembers are the members whose shape another table says: an approved request's result is
// a value of its kind's Result type (controls.Kinds), checked below.
var openMembers = map[string]bool{"response.result": true}

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// jsonShapeProblems walks the JSON shape of t and lists every member whose name is not
// camelCase (a field without a json tag serialises under its Go name) and every value whose
// shape the type does not say (an interface).
func jsonShapeProblems(t reflect.Type, path string, seen map[reflect.Type]bool, out *[]string) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(jsonMarshaler) ||
		t.Implements(textMarshaler) || reflect.PointerTo(t).Implements(textMarshaler) {
		return // its own JSON (a day, a raw document)
	}
	switch t.Kind() {
	case reflect.Interface:
		if !openMembers[path[strings.LastIndex(path, " ")+1:]] {
			*out = append(*out, path+": an interface ("+t.String()+"), its shape is not in the type")
		}
	case reflect.Slice, reflect.Array:
		jsonShapeProblems(t.Elem(), path+"[]", seen, out)
	case reflect.Map:
		jsonShapeProblems(t.Elem(), path+"{}", seen, out)
	case reflect.Struct:
		if seen[t] {
			return
		}
		seen[t] = true
		defer delete(seen, t)
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() && !f.Anonymous {
				continue
			}
			tag, hasTag := f.Tag.Lookup("json")
			name, _, _ := strings.Cut(tag, ",")
			if name == "-" && tag == "-" {
				continue
			}
			if f.Anonymous && name == "" {
				jsonShapeProblems(f.Type, path, seen, out) // embedded: its fields are inlined
				continue
			}
			if !f.IsExported() {
				continue
			}
			if !hasTag || name == "" {
				name = f.Name
			}
			where := path + "." + name
			if !camelName.MatchString(name) {
				*out = append(*out, where+": not camelCase (field "+t.String()+"."+f.Name+")")
			}
			jsonShapeProblems(f.Type, where, seen, out)
		}
	}
}

// TestAdminContractShapes holds the operator API to its contract: every route names the Go
// types of its JSON body and of its data (the routes that answer a file or nothing are listed
// here), and every member of those types, and of what an approved request's action answers, is
// camelCase with a shape the type says.
func TestAdminContractShapes(t *testing.T) {
	s := &Server{}
	noData := map[string]bool{
		"POST /logout":                                 true, // data null
		"GET /finance/journal.csv":                     true, // a CSV file
		"GET /loans.csv":                               true, // a CSV file
		"GET /orders.csv":                              true,
		"GET /transfers.csv":                           true,
		"GET /complaints.csv":                          true,
		"GET /audit.csv":                               true,
		"GET /operators.csv":                           true,
		"GET /borrowers.csv":                           true,
		"GET /collections.csv":                         true,
		"GET /kyc/{id}/photo/{which}":                  true, // an image
		"GET /orders/{id}/signed-documents/{doc}/pdf":  true, // a PDF
		"GET /orders/{id}/signed-documents/{doc}/text": true, // a text file
		"GET /collections/{id}/letters/{letter}/pdf":   true, // a PDF
	}
	var problems []string
	for _, rt := range s.adminRoutes() {
		key := rt.Method + " " + rt.Path
		if rt.Response == nil && !noData[key] {
			problems = append(problems, key+": no Response type")
		}
		if rt.Response != nil && noData[key] {
			problems = append(problems, key+": listed as answering no data, but has a Response type")
		}
		for what, v := range map[string]any{"request": rt.Request, "response": rt.Response} {
			if v == nil {
				continue
			}
			if reflect.TypeOf(v).Kind() == reflect.Map {
				problems = append(problems, key+" "+what+": a map, not a named struct")
			}
			jsonShapeProblems(reflect.TypeOf(v), key+" "+what, map[reflect.Type]bool{}, &problems)
		}
	}
	for _, k := range controls.Kinds() {
		for what, v := range map[string]any{"input": k.Input, "payload": k.Payload, "result": k.Result} {
			if v == nil {
				problems = append(problems, "request kind "+string(k.Kind)+": no "+what+" type")
				continue
			}
			jsonShapeProblems(reflect.TypeOf(v), "request kind "+string(k.Kind)+" "+what, map[reflect.Type]bool{}, &problems)
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}
