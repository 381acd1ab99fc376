package api

import (
	"fmt"
	"maps"
	"mime/multipart"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/apperr"
)

// A borrower call's request is a Go struct whose fields carry `form` tags; its row names a
// zero value (Request: loginReq{}) and the handler reads it with decode. The same struct gives
// /openapi.json its params and paths.gen.ts its fields (docs/api-contract.md).
//
// Tag: `form:"name[,option...]"`:
//
//	name         the wire name; "a|b" accepts either (the first one sent is read; both are
//	             documented, neither alone is required; absent, the last one is named)
//	optional     may be left out (the zero value); without it the decoder answers
//	             "name is required." when the field is absent or blank
//	checked      required by the call, but the handler checks it (its own message, together
//	             with another field, or a default); the decoder reads it like an optional one
//	hidden       read but not documented (a common param such as lang, an old client's name)
//	alias=x y    other names read when the wire name is absent, in order (not documented)
//	prefer=x y   other names read before the wire name (not documented)
//	raw          a string as sent, not trimmed
//	items        (map[string]string, no name) every field of the request as sent: the dynamic
//	             item codes of a form whose fields come from the catalogue
//	enum=a b     the value must be one of the words ("name must be one of a, b.")
//	list         ([]string) a comma-separated list, each item once (each one of enum's words
//	             when enum is given)
//	min=N max=N  (int64) the bounds of the number ("name must be a whole number from N to M.");
//	             with max alone the least is 0
//	maxlen=N     (string) at most N bytes ("name is at most N characters.")
//	format=day   (string) a day, YYYY-MM-DD; format=month: a month, YYYY-MM
//
// The field's type gives the parsing: string (trimmed), int64 (a whole number: "name must be
// a whole number."; *int64: nil when absent), centavos (an amount in centavos that is never negative: "name must be a
// positive number of centavos."), []string (a list), *multipart.FileHeader (a file of a
// multipart body). An embedded struct without a tag adds its fields in its place (the
// operator lists share their paging this way).
//
// The operator API's GET routes read their query the same way: the row names a zero value of
// the query struct (Query: loanPageQuery{}) and the handler reads it with decodeQuery.

// centavos is an optional amount in centavos: a whole number, never negative (0: not given).
type centavos int64

// reqKind is how a field is parsed.
type reqKind int

const (
	kindString reqKind = iota
	kindInt64
	kindCentavos
	kindFile
	kindItems
	kindList
)

var fileHeaderType = reflect.TypeFor[*multipart.FileHeader]()

// reqField is one tagged field of a request struct.
type reqField struct {
	index    []int
	kind     reqKind
	names    []string // documented names ("a|b"), the wire name first
	read     []string // every name read, in order
	optional bool     // documented as optional
	lenient  bool     // the decoder never answers "is required." (optional, checked, hidden)
	hidden   bool
	raw      bool
	ptr      bool // *int64: nil when absent
	enum     []string
	min, max *int64
	maxLen   int
	format   string // "day" or "month"
}

// reqParam is a documented field of a request: what /openapi.json and paths.gen.ts say.
type reqParam struct {
	Names    []string // one name, or the alternatives of "a|b"
	Optional bool
	Items    bool // the dynamic item codes
	File     bool // a file of a multipart body
	// What the operator API's document says of a query param: its type (integer, a list),
	// its words, bounds and format.
	Int      bool
	List     bool
	Enum     []string
	Min, Max *int64
	MaxLen   int
	Format   string
}

var reqSpecs sync.Map // reflect.Type → []reqField

// requestFields reads the tags of a request struct once per type. A malformed tag panics: the
// route table is built at start-up and TestRouteRequests reads every row's.
func requestFields(t reflect.Type) []reqField {
	if v, ok := reqSpecs.Load(t); ok {
		return v.([]reqField)
	}
	if t.Kind() != reflect.Struct {
		panic(fmt.Sprintf("request %s: not a struct", t))
	}
	fields := structFields(t, nil)
	v, _ := reqSpecs.LoadOrStore(t, fields)
	return v.([]reqField)
}

// structFields reads the tagged fields of t, an embedded struct's in its place; at is the
// index of t in the outer struct.
func structFields(t reflect.Type, at []int) []reqField {
	var fields []reqField
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		tag, tagged := sf.Tag.Lookup("form")
		if !tagged && sf.Anonymous && sf.Type.Kind() == reflect.Struct {
			fields = append(fields, structFields(sf.Type, append(slices.Clone(at), i))...)
			continue
		}
		if !tagged {
			panic(fmt.Sprintf("request %s.%s: no form tag", t, sf.Name))
		}
		parts := strings.Split(tag, ",")
		f := reqField{index: append(slices.Clone(at), i)}
		if parts[0] != "" {
			f.names = strings.Split(parts[0], "|")
		}
		var alias, prefer []string
		items, list := false, false
		for _, o := range parts[1:] {
			key, val, _ := strings.Cut(o, "=")
			switch key {
			case "optional":
				f.optional, f.lenient = true, true
			case "checked":
				f.lenient = true
			case "hidden":
				f.hidden, f.lenient = true, true
			case "raw":
				f.raw = true
			case "alias":
				alias = strings.Fields(val)
			case "prefer":
				prefer = strings.Fields(val)
			case "items":
				items = true
			case "list":
				list = true
			case "enum":
				f.enum = strings.Fields(val)
			case "min", "max":
				n, err := strconv.ParseInt(val, 10, 64)
				if err != nil {
					panic(fmt.Sprintf("request %s.%s: %s is not a number", t, sf.Name, o))
				}
				if key == "min" {
					f.min = &n
				} else {
					f.max = &n
				}
			case "maxlen":
				n, err := strconv.Atoi(val)
				if err != nil || n < 1 {
					panic(fmt.Sprintf("request %s.%s: %s is not a length", t, sf.Name, o))
				}
				f.maxLen = n
			case "format":
				if val != "day" && val != "month" {
					panic(fmt.Sprintf("request %s.%s: unknown format %q", t, sf.Name, val))
				}
				f.format = val
			default:
				panic(fmt.Sprintf("request %s.%s: unknown form option %q", t, sf.Name, o))
			}
		}
		switch {
		case items:
			if sf.Type != reflect.TypeFor[map[string]string]() || len(f.names) > 0 {
				panic(fmt.Sprintf("request %s.%s: items is an unnamed map[string]string", t, sf.Name))
			}
			f.kind, f.lenient = kindItems, true
		case len(f.names) == 0:
			panic(fmt.Sprintf("request %s.%s: no wire name", t, sf.Name))
		case list:
			if sf.Type != reflect.TypeFor[[]string]() {
				panic(fmt.Sprintf("request %s.%s: a list is a []string", t, sf.Name))
			}
			if len(f.enum) == 0 {
				panic(fmt.Sprintf("request %s.%s: a list names its words (enum), so it stays short", t, sf.Name))
			}
			f.kind = kindList
		case sf.Type == reflect.TypeFor[centavos]():
			f.kind = kindCentavos
		case sf.Type == fileHeaderType:
			f.kind = kindFile
		case sf.Type.Kind() == reflect.String:
			f.kind = kindString
		case sf.Type.Kind() == reflect.Int64:
			f.kind = kindInt64
		case sf.Type == reflect.TypeFor[*int64]():
			f.kind, f.ptr = kindInt64, true
		default:
			panic(fmt.Sprintf("request %s.%s: type %s is not a form field", t, sf.Name, sf.Type))
		}
		if (f.min != nil || f.max != nil) && f.kind != kindInt64 {
			panic(fmt.Sprintf("request %s.%s: min and max bound an int64", t, sf.Name))
		}
		if (f.maxLen > 0 || f.format != "") && f.kind != kindString {
			panic(fmt.Sprintf("request %s.%s: maxlen and format describe a string", t, sf.Name))
		}
		if f.max != nil && f.min == nil {
			f.min = new(int64)
		}
		f.read = slices.Concat(prefer, f.names, alias)
		fields = append(fields, f)
	}
	return fields
}

// requestParams are the documented fields of a request (a zero value of its struct; nil:
// none), in the struct's order.
func requestParams(req any) []reqParam {
	if req == nil {
		return nil
	}
	var out []reqParam
	for _, f := range requestFields(reflect.TypeOf(req)) {
		if f.hidden {
			continue
		}
		out = append(out, reqParam{Names: f.names, Optional: f.optional, Items: f.kind == kindItems, File: f.kind == kindFile,
			Int: f.kind == kindInt64, List: f.kind == kindList, Enum: f.enum, Min: f.min, Max: f.max, MaxLen: f.maxLen, Format: f.format})
	}
	return out
}

// decode reads a call's request: the query and the form body (readForm), then the fields of
// T in their order; the error is the first field's (invalid_params, the field named as sent).
func decode[T any](w http.ResponseWriter, r *http.Request) (T, error) {
	var req T
	if err := readForm(w, r); err != nil {
		return req, err
	}
	err := fillRequest(r, &req)
	return req, err
}

// decodeParsed is decode for a handler that parsed a larger body itself (an upload): it checks
// the text of the parsed fields and fills T.
func decodeParsed[T any](r *http.Request) (T, error) {
	var req T
	if err := checkValues(r.Form); err != nil {
		return req, err
	}
	err := fillRequest(r, &req)
	return req, err
}

// decodeQuery reads an operator call's query (only the URL's, whatever the body) into T. A
// param T does not name is refused, so a misspelt or misplaced one (limit on an export) is
// never silently ignored; otherwise the error is the first field's (invalid_params).
func decodeQuery[T any](r *http.Request) (T, error) {
	var q T
	vals := r.URL.Query()
	known := map[string]bool{}
	for _, f := range requestFields(reflect.TypeFor[T]()) {
		for _, n := range f.read {
			known[n] = true
		}
	}
	for _, name := range slices.Sorted(maps.Keys(vals)) {
		if !known[name] {
			return q, apperr.Invalid("%s is not a parameter of this call.", name)
		}
	}
	err := fillRequest(&http.Request{Form: vals}, &q)
	return q, err
}

// fillRequest sets the fields of *dst from the parsed r.Form (and r.MultipartForm's files).
func fillRequest(r *http.Request, dst any) error {
	v := reflect.ValueOf(dst).Elem()
	var firstErr error
	for _, f := range requestFields(v.Type()) {
		fv := v.FieldByIndex(f.index)
		if f.kind == kindItems {
			m := make(map[string]string, len(r.Form))
			for k, vals := range r.Form {
				if len(vals) > 0 {
					m[k] = vals[0]
				}
			}
			fv.Set(reflect.ValueOf(m))
			continue
		}
		if f.kind == kindFile {
			var fh *multipart.FileHeader
			if r.MultipartForm != nil {
				for _, n := range f.read {
					if fhs := r.MultipartForm.File[n]; len(fhs) > 0 {
						fh = fhs[0]
						break
					}
				}
			}
			if fh == nil && !f.lenient && firstErr == nil {
				firstErr = apperr.Invalid("%s is required.", f.names[len(f.names)-1])
			}
			fv.Set(reflect.ValueOf(fh))
			continue
		}
		name, val := f.names[len(f.names)-1], ""
		for _, n := range f.read {
			if s := formValue(r, n, f.raw); strings.TrimSpace(s) != "" {
				name, val = n, s
				break
			}
		}
		if val == "" {
			if !f.lenient && firstErr == nil {
				firstErr = apperr.Invalid("%s is required.", name)
			}
			continue
		}
		if err := f.check(name, val); err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		switch f.kind {
		case kindString:
			fv.SetString(val)
		case kindList:
			var items []string
			for _, it := range strings.Split(val, ",") {
				if it = strings.TrimSpace(it); !slices.Contains(items, it) {
					items = append(items, it)
				}
			}
			fv.Set(reflect.ValueOf(items))
		case kindInt64, kindCentavos:
			n, err := strconv.ParseInt(val, 10, 64)
			if err != nil {
				if firstErr == nil {
					firstErr = apperr.Invalid("%s must be a whole number.", name)
				}
				continue
			}
			if f.kind == kindCentavos && n < 0 && firstErr == nil {
				firstErr = apperr.Invalid("%s must be a positive number of centavos.", name)
			}
			if (f.min != nil && n < *f.min) || (f.max != nil && n > *f.max) {
				if firstErr == nil {
					firstErr = boundsError(name, f.min, f.max)
				}
				continue
			}
			if f.ptr {
				fv.Set(reflect.ValueOf(&n))
			} else {
				fv.SetInt(n)
			}
		}
	}
	return firstErr
}

// formValue is the first value of a field (the body's before the query's), trimmed unless raw.
func formValue(r *http.Request, name string, raw bool) string {
	vals := r.Form[name]
	if len(vals) == 0 {
		return ""
	}
	if raw {
		return vals[0]
	}
	return strings.TrimSpace(vals[0])
}

// check is what the tag says of a value as sent: its words, length and format.
func (f reqField) check(name, val string) error {
	if f.maxLen > 0 && len(val) > f.maxLen {
		return apperr.Invalid("%s is at most %d characters.", name, f.maxLen)
	}
	switch f.format {
	case "day":
		if _, err := time.Parse(time.DateOnly, val); err != nil {
			return apperr.Invalid("%s must be a day (YYYY-MM-DD).", name)
		}
	case "month":
		if _, err := time.Parse("2006-01", val); err != nil {
			return apperr.Invalid("%s must be a month (YYYY-MM).", name)
		}
	}
	if len(f.enum) == 0 {
		return nil
	}
	if f.kind == kindList {
		items := strings.Split(val, ",")
		if len(items) > 2*len(f.enum) { // repeats are read once, but a list stays short
			return apperr.Invalid("%s lists at most %d values.", name, len(f.enum))
		}
		for _, it := range items {
			if !slices.Contains(f.enum, strings.TrimSpace(it)) {
				return apperr.Invalid("%s must be a comma-separated list of %s.", name, strings.Join(f.enum, ", "))
			}
		}
		return nil
	}
	if !slices.Contains(f.enum, val) {
		return apperr.Invalid("%s must be one of %s.", name, strings.Join(f.enum, ", "))
	}
	return nil
}

// boundsError is the answer to a number out of its bounds.
func boundsError(name string, lo, hi *int64) error {
	switch {
	case lo != nil && hi != nil:
		return apperr.Invalid("%s must be a whole number from %d to %d.", name, *lo, *hi)
	case lo != nil:
		return apperr.Invalid("%s must be a whole number of at least %d.", name, *lo)
	}
	return apperr.Invalid("%s must be a whole number of at most %d.", name, *hi)
}
