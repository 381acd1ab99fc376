package config

import (
	"errors"
	"fmt"
	"net/netip"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/caarlos0/env/v11"
)

// parse fills c from vars with caarlos0/env, then checks the tags the library does not know
// (min/max, oneof, fileOf). Every faulty variable is reported, one line each.
func parse(c *Config, vars map[string]string) error {
	fields := structFields()
	var errs []error
	failed := map[string]bool{}
	fail := func(name, format string, args ...any) {
		failed[name] = true
		errs = append(errs, fmt.Errorf("config: %s: "+format, append([]any{name}, args...)...))
	}
	err := env.ParseWithOptions(c, env.Options{Environment: vars, FuncMap: map[reflect.Type]env.ParserFunc{
		reflect.TypeFor[bool]():           parseBool,
		reflect.TypeFor[int]():            parseInt,
		reflect.TypeFor[time.Duration]():  parseDuration,
		reflect.TypeFor[[]netip.Prefix](): parsePrefixes,
	}})
	var agg env.AggregateError
	if errors.As(err, &agg) {
		for _, e := range agg.Errors {
			var pe env.ParseError
			if errors.As(e, &pe) {
				if f, ok := fields.byGoName[pe.Name]; ok {
					fail(f.name, "%v", pe.Err)
					continue
				}
			}
			errs = append(errs, fmt.Errorf("config: %w", e))
		}
	} else if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	root := reflect.ValueOf(c).Elem()
	for _, f := range fields.list {
		if failed[f.name] {
			continue
		}
		v := root.FieldByIndex(f.index)
		raw := vars[f.name]
		switch {
		case f.oneof != nil:
			if msg := checkWords(v, f.oneof); msg != "" {
				fail(f.name, "%s", msg)
			}
		case f.min != "" || f.max != "":
			if !f.inBounds(v) {
				fail(f.name, "%q is out of bounds (accepts %s)", raw, plain(f.accepts()))
			}
		case f.fileOf != "":
			target := root.FieldByIndex(fields.byName[f.fileOf].index)
			if msg := readSecretFile(target, v.String(), f); msg != "" {
				fail(f.name, "%s", msg)
			}
		}
	}
	return errors.Join(errs...)
}

func parseBool(v string) (any, error) {
	switch v {
	case "1":
		return true, nil
	case "0":
		return false, nil
	}
	return nil, fmt.Errorf("%q is not 0 or 1", v)
}

func parseInt(v string) (any, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return nil, fmt.Errorf("%q is not a whole number", v)
	}
	return n, nil
}

func parseDuration(v string) (any, error) {
	d, err := time.ParseDuration(strings.TrimSpace(v))
	if err != nil {
		return nil, fmt.Errorf("%q is not a duration such as 90s, 5m or 2h", v)
	}
	return d, nil
}

// parsePrefixes reads IPs and CIDRs separated by commas or spaces; a bare IP is its /32 (/128).
func parsePrefixes(v string) (any, error) {
	var out []netip.Prefix
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' }) {
		pfx, err := netip.ParsePrefix(p)
		if err != nil {
			a, aerr := netip.ParseAddr(p)
			if aerr != nil {
				return nil, fmt.Errorf("%q is not an IP address or CIDR", p)
			}
			pfx = netip.PrefixFrom(a, a.BitLen())
		}
		out = append(out, pfx)
	}
	return out, nil
}

// checkWords trims each word, spells it as the list does (case aside) and reports one that
// is not in the list.
func checkWords(v reflect.Value, words []string) string {
	canon := func(w string) (string, bool) {
		for _, ok := range words {
			if strings.EqualFold(strings.TrimSpace(w), ok) {
				return ok, true
			}
		}
		return w, false
	}
	unknown := func(w string) string {
		return fmt.Sprintf("unknown word %q (accepts %s)", strings.TrimSpace(w), strings.Join(words, ", "))
	}
	if v.Kind() == reflect.String {
		w, ok := canon(v.String())
		if !ok {
			return unknown(w)
		}
		v.SetString(w)
		return ""
	}
	var out []string
	for i := range v.Len() {
		w := v.Index(i).String()
		if strings.TrimSpace(w) == "" {
			continue
		}
		c, ok := canon(w)
		if !ok {
			return unknown(w)
		}
		out = append(out, c)
	}
	v.Set(reflect.ValueOf(out))
	return ""
}

// readSecretFile applies the X or X_FILE rule: the file's content (trimmed) is the secret when
// X is empty. A strict pair refuses both set and an empty file; otherwise X wins and is trimmed.
func readSecretFile(target reflect.Value, path string, f field) string {
	if !f.strict {
		target.SetString(strings.TrimSpace(target.String()))
	}
	if path == "" {
		return ""
	}
	if target.String() != "" {
		if f.strict {
			return fmt.Sprintf("set %s or %s, not both", f.fileOf, f.name)
		}
		return ""
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	k := strings.TrimSpace(string(b))
	if k == "" && f.strict {
		return fmt.Sprintf("%s is empty", path)
	}
	target.SetString(k)
	return ""
}

// field is one variable of Config, described by its tags.
type field struct {
	name, goName    string
	index           []int
	typ             reflect.Type
	def, docDef     string
	hasDef          bool
	doc, acceptsTag string
	min, max        string
	oneof           []string
	fileOf          string
	strict, secret  bool
}

type fieldSet struct {
	list     []field
	byName   map[string]field
	byGoName map[string]field
}

var structFields = sync.OnceValue(func() fieldSet {
	s := fieldSet{byName: map[string]field{}, byGoName: map[string]field{}}
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			sf := t.Field(i)
			idx := append(append([]int(nil), index...), i)
			name, _, _ := strings.Cut(sf.Tag.Get("env"), ",")
			if name == "" && sf.Type.Kind() == reflect.Struct {
				walk(sf.Type, idx)
				continue
			}
			if name == "" || name == "-" {
				continue
			}
			f := field{name: name, goName: sf.Name, index: idx, typ: sf.Type, doc: sf.Tag.Get("doc"),
				docDef: sf.Tag.Get("docDefault"), acceptsTag: sf.Tag.Get("accepts"),
				min: sf.Tag.Get("min"), max: sf.Tag.Get("max"), secret: sf.Tag.Get("secret") == "true"}
			f.def, f.hasDef = sf.Tag.Lookup("envDefault")
			if w := sf.Tag.Get("oneof"); w != "" {
				f.oneof = strings.Split(w, ",")
			}
			f.fileOf, _, _ = strings.Cut(sf.Tag.Get("fileOf"), ",")
			f.strict = strings.HasSuffix(sf.Tag.Get("fileOf"), ",strict")
			if _, dup := s.byGoName[sf.Name]; dup {
				panic("config: two fields named " + sf.Name + ": errors could not name their variable")
			}
			s.list = append(s.list, f)
			s.byName[name] = f
			s.byGoName[sf.Name] = f
		}
	}
	walk(reflect.TypeFor[Config](), nil)
	return s
})

// inBounds reports whether an int or duration field lies within its min and max tags.
func (f field) inBounds(v reflect.Value) bool {
	bound := func(s string) int64 {
		if f.typ == reflect.TypeFor[time.Duration]() {
			d, _ := time.ParseDuration(s)
			return int64(d)
		}
		n, _ := strconv.ParseInt(s, 10, 64)
		return n
	}
	n := v.Int()
	return (f.min == "" || n >= bound(f.min)) && (f.max == "" || n <= bound(f.max))
}

// accepts says in words what the variable takes, with {code} markup.
func (f field) accepts() string {
	if f.acceptsTag != "" {
		return f.acceptsTag
	}
	if f.oneof != nil {
		words := make([]string, len(f.oneof))
		for i, w := range f.oneof {
			words[i] = "{" + w + "}"
		}
		list := strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
		if f.typ.Kind() == reflect.Slice {
			return "comma list of " + strings.Join(words, ", ")
		}
		return list
	}
	kind := "text"
	switch f.typ {
	case reflect.TypeFor[bool]():
		return "{0} or {1}"
	case reflect.TypeFor[int]():
		kind = "whole number"
	case reflect.TypeFor[time.Duration]():
		kind = "duration"
	}
	switch {
	case f.min != "" && f.max != "":
		return kind + ", {" + f.min + "} to {" + f.max + "}"
	case f.min != "":
		return kind + ", at least {" + f.min + "}"
	}
	return kind
}

// Var documents one environment variable for the README and `pautang env`. Default, Accepts
// and Meaning mark code as {code}; Markdown and Plain render it.
type Var struct {
	Name, Default, Accepts, Meaning string
	// Secret: `pautang env` only says whether it is set.
	Secret bool
}

// Vars lists every variable in the order of the Config struct.
func Vars() []Var {
	var out []Var
	for _, f := range structFields().list {
		v := Var{Name: f.name, Default: f.docDef, Accepts: f.accepts(), Meaning: f.doc, Secret: f.secret}
		if v.Default == "" && f.hasDef {
			v.Default = "{" + f.def + "}"
		}
		out = append(out, v)
	}
	return out
}

// SecretSet reports whether a secret variable (or its _FILE form) is set, for `pautang env`.
func SecretSet(name string) bool {
	return os.Getenv(name) != "" || os.Getenv(name+"_FILE") != ""
}

// markdown turns {code} into `code`.
func markdown(s string) string { return strings.NewReplacer("{", "`", "}", "`").Replace(s) }

// plain drops the {code} marks.
func plain(s string) string { return strings.NewReplacer("{", "", "}", "").Replace(s) }

// MarkdownTable is the README's configuration table (between its env markers).
func MarkdownTable() string {
	var b strings.Builder
	b.WriteString("| variable | default | accepts | meaning |\n|---|---|---|---|\n")
	for _, v := range Vars() {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", v.Name, markdown(v.Default), markdown(v.Accepts), markdown(v.Meaning))
	}
	return b.String()
}

// PlainList is the same list for a terminal (`pautang env`).
func PlainList() string {
	var b strings.Builder
	for _, v := range Vars() {
		fmt.Fprintf(&b, "%s\n    default: %s\n    accepts: %s\n    %s\n", v.Name, orNone(plain(v.Default)), plain(v.Accepts), plain(v.Meaning))
	}
	return b.String()
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// toolVars are PAUTANG_ names that the project's tooling reads, not the server: the test
// suites' database and binary, and the web build's output folder.
var toolVars = map[string]bool{"PAUTANG_BIN": true, "PAUTANG_WEB_OUT": true}

// Unknown names each PAUTANG_ variable of environ that no setting reads (a typo such as
// PAUTANG_DB_MAX_CONN would otherwise pass unnoticed), with the closest known name when one is
// near. Names under PAUTANG_TEST_ and the tooling's own are not settings and are left out.
// The server logs these as warnings at start; they do not stop it, since a deployment may set a
// variable that a newer or older release reads.
func Unknown(environ []string) []string {
	fields := structFields()
	var out []string
	for _, kv := range environ {
		name, _, _ := strings.Cut(kv, "=")
		if !strings.HasPrefix(name, "PAUTANG_") || strings.HasPrefix(name, "PAUTANG_TEST_") || toolVars[name] {
			continue
		}
		if _, ok := fields.byName[name]; ok {
			continue
		}
		msg := name + " is not a setting (pautang env lists them)"
		if near := closest(name, fields.list); near != "" {
			msg = name + " is not a setting; did you mean " + near + "?"
		}
		out = append(out, msg)
	}
	sort.Strings(out)
	return out
}

// UnknownHere is Unknown over this process's environment.
func UnknownHere() []string { return Unknown(os.Environ()) }

// closest is the setting whose name is within a few edits of name, or "".
func closest(name string, list []field) string {
	best, bestD := "", 4
	for _, f := range list {
		if d := editDistance(name, f.name); d < bestD {
			best, bestD = f.name, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance of two ASCII names.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
