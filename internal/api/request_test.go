package api

import (
	"bytes"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/apperr"
)

// testReq has a field of every kind and option of the form tag.
type testReq struct {
	Phone   string            `form:"phone"`
	Channel string            `form:"channel,optional,raw"`
	Product int64             `form:"productId,checked,alias=product_id"`
	Amount  centavos          `form:"amount,optional"`
	Count   int64             `form:"count,optional"`
	Scene   *int64            `form:"scene,optional"`
	Card    int64             `form:"cardId,optional,prefer=card"`
	Lang    string            `form:"lang,hidden"`
	Items   map[string]string `form:",items"`
	Either  int64             `form:"a|b,optional"`
}

type eitherReq struct {
	Amount int64 `form:"amount|withholdingAmount"`
	ID     int64 `form:"id"`
}

type uploadReq struct {
	Kind  string                `form:"kind"`
	Photo *multipart.FileHeader `form:"photo"`
	Extra *multipart.FileHeader `form:"extra,optional"`
}

func formRequest(method, query string, body url.Values) *http.Request {
	var r *http.Request
	if body == nil {
		r = httptest.NewRequest(method, "/x?"+query, nil)
	} else {
		r = httptest.NewRequest(method, "/x?"+query, strings.NewReader(body.Encode()))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	return r
}

func TestDecode(t *testing.T) {
	seven := int64(7)
	for _, tt := range []struct {
		name  string
		query string
		body  url.Values
		want  testReq
		err   string // the message of the invalid_params answer
	}{
		{name: "trimmed strings, raw when asked", body: url.Values{"phone": {" 0917 "}, "channel": {" voice "}},
			want: testReq{Phone: "0917", Channel: " voice "}},
		{name: "required missing", body: url.Values{"channel": {"sms"}}, err: "phone is required."},
		{name: "required blank", body: url.Values{"phone": {"   "}}, err: "phone is required."},
		{name: "the body before the query", query: "phone=q&lang=fil", body: url.Values{"phone": {"b"}},
			want: testReq{Phone: "b", Lang: "fil"}},
		{name: "the query of a GET", query: "phone=q&count=3", want: testReq{Phone: "q", Count: 3}},
		{name: "whole number", body: url.Values{"phone": {"p"}, "count": {"1.5"}}, err: "count must be a whole number."},
		{name: "whole number trimmed", body: url.Values{"phone": {"p"}, "count": {" 12 "}}, want: testReq{Phone: "p", Count: 12}},
		{name: "checked left to the handler", body: url.Values{"phone": {"p"}}, want: testReq{Phone: "p"}},
		{name: "alias read when the name is absent", body: url.Values{"phone": {"p"}, "product_id": {"9"}}, want: testReq{Phone: "p", Product: 9}},
		{name: "the name wins over the alias", body: url.Values{"phone": {"p"}, "productId": {"4"}, "product_id": {"9"}}, want: testReq{Phone: "p", Product: 4}},
		{name: "an alias's error names it", body: url.Values{"phone": {"p"}, "product_id": {"x"}}, err: "product_id must be a whole number."},
		{name: "prefer read before the name", body: url.Values{"phone": {"p"}, "card": {"2"}, "cardId": {"3"}}, want: testReq{Phone: "p", Card: 2}},
		{name: "centavos", body: url.Values{"phone": {"p"}, "amount": {"150000"}}, want: testReq{Phone: "p", Amount: 150000}},
		{name: "negative centavos", body: url.Values{"phone": {"p"}, "amount": {"-1"}}, err: "amount must be a positive number of centavos."},
		{name: "absent pointer is nil, present is set", body: url.Values{"phone": {"p"}, "scene": {"7"}}, want: testReq{Phone: "p", Scene: &seven}},
		{name: "either name", body: url.Values{"phone": {"p"}, "b": {"5"}}, want: testReq{Phone: "p", Either: 5}},
		{name: "the first error in field order", body: url.Values{"count": {"x"}}, err: "phone is required."},
		{name: "NUL byte", body: url.Values{"phone": {"a\x00b"}}, err: "phone contains characters that are not allowed (NUL bytes or invalid UTF-8)."},
		{name: "invalid UTF-8", body: url.Values{"phone": {"\xff\xfe"}}, err: "phone contains characters that are not allowed (NUL bytes or invalid UTF-8)."},
		{name: "bad text in an unread field", body: url.Values{"phone": {"p"}, "other": {"\xff"}}, err: "other contains characters that are not allowed (NUL bytes or invalid UTF-8)."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			method := "POST"
			if tt.body == nil {
				method = "GET"
			}
			r := formRequest(method, tt.query, tt.body)
			got, err := decode[testReq](httptest.NewRecorder(), r)
			if tt.err != "" {
				var ae *apperr.Error
				if !errors.As(err, &ae) || ae.Code != apperr.CodeInvalid || ae.Message != tt.err {
					t.Fatalf("err = %v, want invalid_params %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got.Items = nil
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestDecodeAlternatives: "a|b" reads the first name sent; with neither, the last is named.
func TestDecodeAlternatives(t *testing.T) {
	for _, tt := range []struct {
		body url.Values
		want int64
		err  string
	}{
		{url.Values{"amount": {"5"}, "withholdingAmount": {"6"}, "id": {"1"}}, 5, ""},
		{url.Values{"withholdingAmount": {"6"}, "id": {"1"}}, 6, ""},
		{url.Values{"id": {"1"}}, 0, "withholdingAmount is required."},
		{url.Values{"amount": {"x"}, "id": {"1"}}, 0, "amount must be a whole number."},
	} {
		got, err := decode[eitherReq](httptest.NewRecorder(), formRequest("POST", "", tt.body))
		if msg := invalidMessage(err); (tt.err == "" && err != nil) || (tt.err != "" && msg != tt.err) {
			t.Errorf("%v: err %v, want %q", tt.body, err, tt.err)
		}
		if tt.err == "" && got.Amount != tt.want {
			t.Errorf("%v: amount %d, want %d", tt.body, got.Amount, tt.want)
		}
	}
}

// TestDecodeItems: the items field holds every field as sent (not trimmed), for the forms
// whose fields come from the catalogue.
func TestDecodeItems(t *testing.T) {
	r := formRequest("POST", "sessionId=s", url.Values{"phone": {"p"}, "bankCode": {" BDO "}, "cardNo": {"1234"}})
	got, err := decode[testReq](httptest.NewRecorder(), r)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"phone": "p", "bankCode": " BDO ", "cardNo": "1234", "sessionId": "s"}
	if !reflect.DeepEqual(got.Items, want) {
		t.Fatalf("items %v, want %v", got.Items, want)
	}
}

// TestDecodeBody: the body limit (too_large through fail), an unreadable body, and a
// multipart body with its files.
func TestDecodeBody(t *testing.T) {
	t.Run("over the limit", func(t *testing.T) {
		big := url.Values{"phone": {strings.Repeat("9", maxFormBytes)}}
		rec := httptest.NewRecorder()
		_, err := decode[testReq](rec, formRequest("POST", "", big))
		var mbe *http.MaxBytesError
		if !errors.As(err, &mbe) {
			t.Fatalf("err %v, want the body limit", err)
		}
		code, _, status := describe(err)
		if code != codeTooLarge || status != http.StatusRequestEntityTooLarge {
			t.Fatalf("answered %s (%d), want too_large 413", code, status)
		}
	})
	t.Run("unreadable", func(t *testing.T) {
		r := httptest.NewRequest("POST", "/x", strings.NewReader("phone=%zz"))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		_, err := decode[testReq](httptest.NewRecorder(), r)
		if invalidMessage(err) != "The request body could not be read." {
			t.Fatalf("err %v", err)
		}
	})
	multipartReq := func(fields map[string]string, files map[string][]byte) *http.Request {
		body, ctype := multipartBody(fields, files)
		r := httptest.NewRequest("POST", "/x", bytes.NewReader(body))
		r.Header.Set("Content-Type", ctype)
		return r
	}
	t.Run("multipart", func(t *testing.T) {
		got, err := decode[uploadReq](httptest.NewRecorder(), multipartReq(map[string]string{"kind": " id "}, map[string][]byte{"photo": []byte("png")}))
		if err != nil {
			t.Fatal(err)
		}
		if got.Kind != "id" || got.Photo == nil || got.Photo.Filename != "photo.png" || got.Extra != nil {
			t.Fatalf("got %+v", got)
		}
	})
	t.Run("multipart without its file", func(t *testing.T) {
		_, err := decode[uploadReq](httptest.NewRecorder(), multipartReq(map[string]string{"kind": "id"}, nil))
		if invalidMessage(err) != "photo is required." {
			t.Fatalf("err %v", err)
		}
	})
	t.Run("multipart bad text", func(t *testing.T) {
		_, err := decode[uploadReq](httptest.NewRecorder(), multipartReq(map[string]string{"kind": "a\x00"}, map[string][]byte{"photo": []byte("png")}))
		if invalidMessage(err) != "kind contains characters that are not allowed (NUL bytes or invalid UTF-8)." {
			t.Fatalf("err %v", err)
		}
	})
	t.Run("multipart over the limit", func(t *testing.T) {
		_, err := decode[uploadReq](httptest.NewRecorder(), multipartReq(map[string]string{"kind": "id"}, map[string][]byte{"photo": make([]byte, maxFormBytes+1)}))
		if invalidMessage(err) != "The request body could not be read." {
			t.Fatalf("err %v", err)
		}
	})
}

// TestRequestTags: a malformed tag panics when the type is first read (every row's request is
// read by TestRouteRequests).
func TestRequestTags(t *testing.T) {
	for _, v := range []any{
		struct{ A string }{},
		struct {
			A string `form:"a,sometimes"`
		}{},
		struct {
			A float64 `form:"a"`
		}{},
		struct {
			A map[string]string `form:"a,items"`
		}{},
		struct {
			A string `form:",optional"`
		}{},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%T: no panic", v)
				}
			}()
			requestFields(reflect.TypeOf(v))
		}()
	}
}

// TestRouteRequests: every borrower row's request struct, and the dev endpoints' (outside the
// table), reads (its tags are well formed); a row's struct documents at least one field.
func TestRouteRequests(t *testing.T) {
	h := newHarness(t)
	for _, rt := range h.srv.apiRoutes() {
		if rt.Request == nil {
			continue
		}
		if len(requestParams(rt.Request)) == 0 {
			t.Errorf("%s %s: request %T documents no field", rt.Method, rt.Path, rt.Request)
		}
	}
	for _, v := range []any{devClockReq{}, devPayoutModeReq{}, devDecideReq{}, devComplaintReplyReq{}, devPaySimulateReq{}} {
		requestFields(reflect.TypeOf(v))
	}
}

// TestRouteErrors: every row declares its error codes; each code is one of docs/errors.md
// (errorcodes.gen.go); a borrower row declares the codes its decoder answers and, signed in,
// 401; the operator table's declarations name real rows.
func TestRouteErrors(t *testing.T) {
	documented := map[string]bool{}
	for _, sec := range errorSections {
		for _, c := range sec.Codes {
			documented[c.Code] = true
		}
	}
	check := func(row string, errs []string, need ...string) {
		if len(errs) == 0 {
			t.Errorf("%s declares no error codes", row)
		}
		seen := map[string]bool{}
		for _, c := range errs {
			if !documented[c] {
				t.Errorf("%s: %q is not in docs/errors.md", row, c)
			}
			if seen[c] {
				t.Errorf("%s: %q twice", row, c)
			}
			seen[c] = true
		}
		for _, c := range need {
			if !seen[c] {
				t.Errorf("%s does not declare %q", row, c)
			}
		}
	}
	h := newHarness(t)
	for _, rt := range h.srv.apiRoutes() {
		var need []string
		if rt.Request != nil {
			need = append(need, decoderCodes...)
		}
		if rt.Auth {
			need = append(need, apperr.CodeUnauthorized)
		}
		check(rt.Method+" "+rt.Path, rt.Errors, need...)
	}
	for _, rt := range h.srv.adminRoutes() {
		need := []string{apperr.CodeInvalid}
		if !rt.Public {
			need = append(need, apperr.CodeUnauthorized, apperr.CodeForbidden)
		}
		check("admin "+rt.Method+" "+rt.Path, adminErrorsOf(rt), need...)
	}
	// The feature codes are the calls' own: the landing's captcha codes differ per call, the
	// login's stay on the login.
	codesOf := func(method, path string) map[string]bool {
		for _, rt := range h.srv.apiRoutes() {
			if rt.Method == method && rt.Path == path {
				m := map[string]bool{}
				for _, c := range rt.Errors {
					m[c] = true
				}
				return m
			}
		}
		t.Fatalf("no row %s %s", method, path)
		return nil
	}
	for _, tt := range []struct {
		method, path string
		want, not    []string
	}{
		{"POST", "/api/v2/{provider}/promotion/get-sms", []string{"101", "11", "sms_failed", "rate_limited"}, []string{"-1", "sms_code_wrong", "loans_cap_exceeded"}},
		{"POST", "/api/v2/{provider}/promotion/register", []string{"-1", "11", "sms_code_wrong"}, []string{"101"}},
		{"POST", "/user-problem/problem-save", []string{"problem_detail_required", "not_found"}, []string{"loans_cap_exceeded", "bank_invalid"}},
		{"POST", "/pautang/restructure-accept", []string{"loans_restructure_stale"}, []string{"bank_invalid"}},
		{"POST", "/api/v1/{provider}/{service}/service/loan/repayment-commit", []string{"800005", "repay_token"}, []string{"code_wrong"}},
	} {
		got := codesOf(tt.method, tt.path)
		for _, c := range tt.want {
			if !got[c] {
				t.Errorf("%s lacks %s", tt.path, c)
			}
		}
		for _, c := range tt.not {
			if got[c] {
				t.Errorf("%s lists %s", tt.path, c)
			}
		}
	}
	adminCodes := func(method, path string) []string {
		for _, rt := range h.srv.adminRoutes() {
			if rt.Method == method && rt.Path == path {
				return adminErrorsOf(rt)
			}
		}
		t.Fatalf("no operator row %s %s", method, path)
		return nil
	}
	login := adminCodes("POST", "/login")
	if !contains(login, "admin_bad_credentials") || contains(adminCodes("GET", "/me"), "admin_bad_credentials") {
		t.Errorf("admin login codes: %v", login)
	}
}

// invalidMessage is the message of an invalid_params error ("" for anything else).
func invalidMessage(err error) string {
	var ae *apperr.Error
	if errors.As(err, &ae) && ae.Code == apperr.CodeInvalid {
		return ae.Message
	}
	return ""
}
