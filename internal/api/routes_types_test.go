package api

import (
	"reflect"
	"testing"
)

// untypedHoles lists the paths inside t whose type says nothing about the JSON (interfaces,
// maps of interfaces): the contract could not describe them.
func untypedHoles(t reflect.Type, path string, seen map[reflect.Type]bool) []string {
	switch t.Kind() {
	case reflect.Interface:
		if t.Implements(reflect.TypeFor[interface{ MarshalJSON() ([]byte, error) }]()) {
			return nil
		}
		return []string{path}
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return untypedHoles(t.Elem(), path+"[]", seen)
	case reflect.Map:
		return untypedHoles(t.Elem(), path+"{}", seen)
	case reflect.Struct:
		if seen[t] {
			return nil
		}
		seen[t] = true
		var out []string
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() && !f.Anonymous || f.Tag.Get("json") == "-" {
				continue
			}
			out = append(out, untypedHoles(f.Type, path+"."+f.Name, seen)...)
		}
		return out
	}
	return nil
}

// TestBorrowerResponsesAreTyped: every borrower route that answers data names a Go type for
// it, and that type has no interface or map[string]any inside (the JSON is fully described).
func TestBorrowerResponsesAreTyped(t *testing.T) {
	noData := map[string]bool{ // routes whose data is null (or that answer an image)
		"POST /v3/login/logout": true, "POST /v3/user/delete": true, "POST /v3/loan-details/score": true,
		"POST /service/event/save": true, "GET /api/v2/{provider}/promotion/track-visit": true,
		"GET /api/v2/{provider}/promotion/track-click": true, "GET /api/v2/{provider}/promotion/get-captcha": true,
		"GET /v3/contract/contract-pdf": true, // a PDF
		"GET /pautang/privacy-copy":     true, // a JSON or PDF file
	}
	s := &Server{}
	for _, rt := range s.apiRoutes() {
		key := rt.Method + " " + rt.Path
		if rt.Response == nil {
			if !noData[key] {
				t.Errorf("%s: no Response type", key)
			}
			continue
		}
		if noData[key] {
			t.Errorf("%s: listed as answering no data but has Response %T", key, rt.Response)
		}
		if holes := untypedHoles(reflect.TypeOf(rt.Response), "data", map[reflect.Type]bool{}); len(holes) > 0 {
			t.Errorf("%s: %T has untyped parts %v", key, rt.Response, holes)
		}
	}
}
