package controls

import (
	"fmt"
	"reflect"
	"strings"
	"unicode"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
)

// What a checker reads of a request: named fields with their value before and after, worded
// for people. Each kind builds its rows when the request is made, from the target as it is
// then; the rows are stored with the request so the inbox shows them as the maker saw them.

// Peso words centavos as the checker reads them: "PHP 1,234.50".
func Peso(cents int64) string {
	return strings.Replace(loans.FormatPeso(cents), "₱", "PHP ", 1)
}

// row is one diff row.
func row(field, before, after string) admin.DiffRow {
	return admin.DiffRow{Field: field, Before: before, After: after}
}

// none words an empty value.
func none(s string) string {
	if strings.TrimSpace(s) == "" {
		return "—"
	}
	return s
}

// yesNo words a switch.
func yesNo(b bool) string {
	if b {
		return "Yes"
	}
	return "No"
}

// StatusName words an order status for the checker: "Approved (151)".
func StatusName(status int) string {
	s := loans.Status(status).String()
	if s == "" {
		return fmt.Sprint(status)
	}
	return strings.ToUpper(s[:1]) + s[1:] + fmt.Sprintf(" (%d)", status)
}

// BucketName words a ledger bucket: "Late interest".
func BucketName(b loans.Bucket) string {
	s := strings.ReplaceAll(string(b), "_", " ")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// FieldDiff compares two values of one struct type field by field (nested structs flattened,
// "Late: Penalty bp"), and returns a row for each field whose worded value differs. before nil
// is a new thing: every field of after shows, before "—". Fields named *Cents, and those in
// money, are worded as pesos; *BP / *Bp fields as percentages; switches as Yes / No.
func FieldDiff(before, after any, money ...string) []admin.DiffRow {
	isMoney := map[string]bool{}
	for _, m := range money {
		isMoney[m] = true
	}
	var b map[string]string
	var order []string
	if before != nil {
		b, _ = flatten(reflect.ValueOf(before), "", isMoney)
	}
	a, order := flatten(reflect.ValueOf(after), "", isMoney)
	out := []admin.DiffRow{}
	for _, k := range order {
		bv := "—"
		if b != nil {
			bv = b[k]
		}
		if bv != a[k] {
			out = append(out, row(k, bv, a[k]))
		}
	}
	return out
}

// flatten words every exported field of a struct value by its label, in field order.
func flatten(v reflect.Value, prefix string, money map[string]bool) (map[string]string, []string) {
	out := map[string]string{}
	var order []string
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return out, order
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return out, order
	}
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() || f.Tag.Get("json") == "-" {
			continue
		}
		label := prefix + Label(f.Name)
		fv := v.Field(i)
		if fv.Kind() == reflect.Struct {
			m, o := flatten(fv, label+": ", money)
			for _, k := range o {
				out[k] = m[k]
			}
			order = append(order, o...)
			continue
		}
		out[label] = word(fv, f.Name, money)
		order = append(order, label)
	}
	return out, order
}

// word words one field's value.
func word(v reflect.Value, name string, money map[string]bool) string {
	switch v.Kind() {
	case reflect.Bool:
		return yesNo(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := v.Int()
		switch {
		case money[name] || strings.HasSuffix(name, "Cents"):
			return Peso(n)
		case strings.HasSuffix(name, "BP") || strings.HasSuffix(name, "Bp") || strings.Contains(name, "BP"):
			return loans.FormatBP(n)
		}
		return fmt.Sprint(n)
	case reflect.String:
		return none(v.String())
	case reflect.Slice, reflect.Array:
		parts := make([]string, v.Len())
		for i := range v.Len() {
			parts[i] = fmt.Sprint(v.Index(i).Interface())
		}
		return none(strings.Join(parts, ", "))
	case reflect.Map:
		return none(fmt.Sprint(v.Interface()))
	}
	return fmt.Sprint(v.Interface())
}

// Label words a Go field name: "MinMonthlyIncomeCents" -> "Min monthly income",
// "InterestBPMonth" -> "Interest bp month".
func Label(name string) string {
	name = strings.TrimSuffix(name, "Cents")
	var words []string
	runes := []rune(name)
	start := 0
	for i := 1; i <= len(runes); i++ {
		if i == len(runes) || (unicode.IsUpper(runes[i]) && (unicode.IsLower(runes[i-1]) || (i+1 < len(runes) && unicode.IsLower(runes[i+1])))) {
			words = append(words, strings.ToLower(string(runes[start:i])))
			start = i
		}
	}
	if len(words) == 0 {
		return name
	}
	words[0] = strings.ToUpper(words[0][:1]) + words[0][1:]
	return strings.Join(words, " ")
}
