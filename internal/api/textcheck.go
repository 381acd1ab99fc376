package api

import (
	"net/url"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
)

// Text the server accepts is valid UTF-8 without NUL bytes: PostgreSQL refuses both in a
// TEXT column (SQLSTATE 22021), SQLite would store them and hand them to every reader. The
// form decoder, the JSON decoder and the router refuse them with invalid_params, so no
// handler ever passes one on.

// badText reports whether s cannot be stored as text.
func badText(s string) bool {
	return strings.IndexByte(s, 0) >= 0 || !utf8.ValidString(s)
}

// errBadText is the answer to a field with a NUL byte or invalid UTF-8.
func errBadText(field string) error {
	if field == "" || badText(field) || len(field) > 64 {
		return apperr.Invalid("The request contains characters that are not allowed (NUL bytes or invalid UTF-8).")
	}
	return apperr.Invalid("%s contains characters that are not allowed (NUL bytes or invalid UTF-8).", field)
}

// checkValues refuses any key or value with a NUL byte or invalid UTF-8.
func checkValues(v url.Values) error {
	for k, vals := range v {
		if badText(k) {
			return errBadText("")
		}
		for _, s := range vals {
			if badText(s) {
				return errBadText(k)
			}
		}
	}
	return nil
}

// checkDecoded walks a decoded JSON value (structs, maps, slices, pointers, strings) and
// refuses a NUL byte or invalid UTF-8 in any string or map key.
func checkDecoded(v any) error {
	return checkValue(reflect.ValueOf(v), 0)
}

func checkValue(v reflect.Value, depth int) error {
	if depth > 32 || !v.IsValid() {
		return nil
	}
	switch v.Kind() {
	case reflect.String:
		if badText(v.String()) {
			return errBadText("")
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return checkValue(v.Elem(), depth+1)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				if err := checkValue(v.Field(i), depth+1); err != nil {
					return err
				}
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8 {
			// json.RawMessage and []byte: checked as text when they are JSON.
			if badText(string(v.Bytes())) || strings.Contains(strings.ToLower(string(v.Bytes())), `\u0000`) {
				return errBadText("")
			}
			return nil
		}
		for i := 0; i < v.Len(); i++ {
			if err := checkValue(v.Index(i), depth+1); err != nil {
				return err
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			if err := checkValue(it.Key(), depth+1); err != nil {
				return err
			}
			if err := checkValue(it.Value(), depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}
