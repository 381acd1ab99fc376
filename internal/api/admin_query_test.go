package api

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestDecodeQuery reads the loans list's query struct: every param typed and checked, the
// optional ones zero when absent, a bad value refused with invalid_params naming the param,
// and only the URL's query read (never a body).
func TestDecodeQuery(t *testing.T) {
	get := func(query string) *http.Request {
		return httptest.NewRequest("GET", "/admin/api/loans?"+query, strings.NewReader("limit=abc"))
	}
	q, err := decodeQuery[loanPageQuery](get("q=ana&status=21,110,21&product=3&from=2026-11-01&to=2026-11-30&minAmount=500&maxDpd=30&writtenOff=0&sort=amount&dir=asc&limit=20&after=c1"))
	if err != nil {
		t.Fatal(err)
	}
	want := loanPageQuery{
		loanQuery: loanQuery{Q: "ana", Status: []string{"21", "110"}, Product: 3, dayRange: dayRange{From: "2026-11-01", To: "2026-11-30"},
			MinAmount: 500, MaxDpd: 30, WrittenOff: "0", listOrder: listOrder{Sort: "amount", Dir: "asc"}},
		listPage: listPage{Limit: 20, After: "c1"},
	}
	if !reflect.DeepEqual(q, want) {
		t.Fatalf("decoded %+v\nwant    %+v", q, want)
	}

	// Absent optional params are zero values, blank ones too.
	for _, query := range []string{"", "limit=&dir=&status="} {
		if q, err := decodeQuery[loanPageQuery](get(query)); err != nil || !reflect.DeepEqual(q, loanPageQuery{}) {
			t.Errorf("%q: %+v, %v", query, q, err)
		}
	}

	for query, msg := range map[string]string{
		"limit=abc":                     "limit must be a whole number.",
		"limit=0":                       "limit must be a whole number from 1 to 200.",
		"limit=201":                     "limit must be a whole number from 1 to 200.",
		"minAmount=-1":                  "minAmount must be a whole number from 0 to 100000000.",
		"status=21,99":                  "status must be a comma-separated list of 21, 110, 151, 170, 174, 180, 200.",
		"dir=up":                        "dir must be one of asc, desc.",
		"from=2026-13-01":               "from must be a day (YYYY-MM-DD).",
		"to=yesterday":                  "to must be a day (YYYY-MM-DD).",
		"writtenOff=2":                  "writtenOff must be one of 1, 0.",
		"q=" + strings.Repeat("x", 101): "q is at most 100 characters.",
		"limit=5&dir=sideways":          "dir must be one of asc, desc.",
		"stauts=21":                     "stauts is not a parameter of this call.",
		"status=" + strings.Repeat("21,", 15) + "21": "status lists at most 7 values.",
	} {
		_, err := decodeQuery[loanPageQuery](get(query))
		var ae *apperr.Error
		if !errors.As(err, &ae) || ae.Code != apperr.CodeInvalid || ae.Message != msg {
			t.Errorf("%s: %v, want invalid_params %q", query, err, msg)
		}
	}

	// A required param (the set-up link's token is checked by the service) and a pointer.
	if q, err := decodeQuery[sessionsQuery](get("")); err != nil || q.OperatorID != nil {
		t.Errorf("no operatorId: %+v, %v", q, err)
	}
	if q, err := decodeQuery[sessionsQuery](get("operatorId=0")); err != nil || q.OperatorID == nil || *q.OperatorID != 0 {
		t.Errorf("operatorId=0: %+v, %v", q, err)
	}
	if _, err := decodeQuery[sessionsQuery](get("operatorId=-3")); err == nil {
		t.Error("operatorId=-3 was read")
	}
	if _, err := decodeQuery[monthRange](get("from=2026-05-01")); err == nil {
		t.Error("a day was read as a month")
	}
}

// TestQueryEnumsMatchTheDomain: the words a query tag accepts are the domain's own list, so
// a new status, role, bucket or job state cannot be refused by a stale tag.
func TestQueryEnumsMatchTheDomain(t *testing.T) {
	enum := func(v any, name string) []string {
		t.Helper()
		for _, f := range requestFields(reflect.TypeOf(v)) {
			if f.names[0] == name {
				return f.enum
			}
		}
		t.Fatalf("%T has no param %s", v, name)
		return nil
	}
	var statuses, roles, buckets []string
	for _, s := range loans.Statuses() {
		statuses = append(statuses, strconv.Itoa(int(s)))
	}
	for _, r := range admin.Roles() {
		roles = append(roles, string(r))
	}
	for _, b := range collections.Buckets {
		buckets = append(buckets, b.Name)
	}
	for _, tc := range []struct {
		query any
		name  string
		want  []string
	}{
		{loanQuery{}, "status", statuses},
		{operatorQuery{}, "role", roles},
		{collectionQuery{}, "bucket", buckets},
		{jobsQuery{}, "state", jobs.States},
		{kycQueueQuery{}, "status", []string{string(kyc.StatusSubmitted), string(kyc.StatusApproved), string(kyc.StatusRejected), string(kyc.StatusRedo)}},
		{requestsQuery{}, "status", []string{string(admin.RequestPending), string(admin.RequestApproved), string(admin.RequestRejected), string(admin.RequestFailed)}},
	} {
		got := enum(tc.query, tc.name)
		if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(tc.want))) {
			t.Errorf("%T.%s accepts %v; the domain has %v", tc.query, tc.name, got, tc.want)
		}
	}
}

// TestOperatorRowsDeclareTheirQuery: a row's Query is a query struct the decoder reads, and
// no operator handler reads the URL's query around it.
func TestOperatorRowsDeclareTheirQuery(t *testing.T) {
	h := newHarness(t)
	for _, rt := range h.srv.adminRoutes() {
		if rt.Query == nil {
			continue
		}
		if reflect.TypeOf(rt.Query).Kind() != reflect.Struct {
			t.Errorf("%s %s: Query is a %T, not a query struct", rt.Method, rt.Path, rt.Query)
			continue
		}
		requestFields(reflect.TypeOf(rt.Query)) // panics on a malformed tag
	}
}

// TestOperatorQueryRoutes asks a few operator GET routes with valid, invalid and absent
// params: a bad value answers invalid_params in the envelope, never a 500 or a silent default.
func TestOperatorQueryRoutes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		op := h.as(admin.RoleAdmin)
		for path, code := range map[string]string{
			"/loans":                                     "0",
			"/loans?status=21,151&limit=5&dir=asc":       "0",
			"/loans?limit=abc":                           apperr.CodeInvalid,
			"/loans?status=999":                          apperr.CodeInvalid,
			"/loans.csv?reason=Monthly+portfolio+review": "0",
			"/loans.csv?limit=5":                         apperr.CodeInvalid, // an export reads no page
			"/loans?stauts=21":                           apperr.CodeInvalid, // a param the call does not read
			"/dashboard":                                 "0",
			"/dashboard?days=7":                          "0",
			"/dashboard?days=abc":                        apperr.CodeInvalid,
			"/dashboard?days=0":                          apperr.CodeInvalid,
			"/requests":                                  "0",
			"/requests?status=pending":                   "0",
			"/requests?status=bogus":                     apperr.CodeInvalid,
			"/sessions":                                  "0",
			"/sessions?operatorId=0":                     "0",
			"/sessions?operatorId=me":                    apperr.CodeInvalid,
			"/finance/trial-balance?format=json":         "0",
			"/finance/trial-balance?format=xml":          apperr.CodeInvalid,
			"/finance?from=2026-02-30":                   apperr.CodeInvalid,
			"/finance/vintage?from=2026-05-01":           apperr.CodeInvalid,
			"/collections/rates?to=soon":                 apperr.CodeInvalid,
			"/operators?disabled=yes":                    apperr.CodeInvalid,
			"/borrowers?overdue=true":                    apperr.CodeInvalid,
			"/complaints?open=yes":                       apperr.CodeInvalid,
			"/transfers?all=2":                           apperr.CodeInvalid,
		} {
			if strings.HasSuffix(strings.Split(path, "?")[0], ".csv") && code == "0" {
				rec := rawGet(h, op, "/admin/api"+path)
				if !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
					t.Errorf("%s: %d %s", path, rec.Code, rec.Body.String())
				}
				continue
			}
			env := op.get("/admin/api" + path)
			if env.Code != code || env.status == http.StatusInternalServerError {
				t.Errorf("%s: %d %q %s, want %q", path, env.status, env.Code, env.Message, code)
			}
			if code == apperr.CodeInvalid && !strings.Contains(env.Message, strings.SplitN(strings.SplitN(path, "?", 2)[1], "=", 2)[0]) {
				t.Errorf("%s: the message %q does not name the param", path, env.Message)
			}
		}
	})
}
