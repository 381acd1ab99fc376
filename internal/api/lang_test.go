package api

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/store"
)

// What the server writes follows the borrower's language: the lang common param (fil or tl:
// Filipino; spec: the spec's texts), else Accept-Language, else English. Dates in display texts
// are "Dec 14, 2026" / "Dis 14, 2026" (YYYY-MM-DD under spec); the date fields stay YYYY-MM-DD.
func TestServerTextsInTheBorrowersLanguage(t *testing.T) {
	for _, d := range []store.Dialect{store.SQLite, store.Postgres} {
		t.Run(string(d), func(t *testing.T) { testServerLanguage(t, d) })
	}
}

func testServerLanguage(t *testing.T, d store.Dialect) {
	rh := newRepayHarness(t, d)
	in := func(lang string) url.Values {
		q := url.Values{}
		for k, v := range rh.q {
			q[k] = v
		}
		if lang != "" {
			q.Set("lang", lang)
		}
		return q
	}
	type order struct {
		OrderID    string `json:"orderId"`
		Status     int    `json:"status"`
		StatusText string `json:"statusText"`
		DueDate    string `json:"dueDate"`
	}
	orders := func(lang string) map[int]order {
		var list struct {
			Orders []order `json:"orders"`
		}
		rh.call("/gw/v3/order/list", in(lang), nil).into(t, &list)
		out := map[int]order{}
		for _, o := range list.Orders {
			out[o.Status] = o
		}
		return out
	}
	for lang, want := range map[string]string{"": "Settled", "en": "Settled", "fil": "Bayad na", "tl": "Bayad na", "spec": "Settled"} {
		if got := orders(lang)[200].StatusText; got != want {
			t.Errorf("lang %q: status 200 is %q, want %q", lang, got, want)
		}
	}
	ymd := regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	repaying := orders("fil")[170]
	if !ymd.MatchString(repaying.DueDate) {
		t.Fatalf("the dueDate field is data and stays YYYY-MM-DD: %+v", repaying)
	}

	type detail struct {
		NoticeStatusText string `json:"noticeStatusText"`
		NoticeDesText    string `json:"noticeDesText"`
		DueDate          string `json:"dueDate"`
		UserOrderDetail  struct {
			Detail []struct{ Text, Value string } `json:"detail"`
		} `json:"userOrderDetail"`
	}
	detailIn := func(lang string) detail {
		var dt detail
		rh.call("/gw/v3/loan-details/loan-details", in(lang), url.Values{"orderId": {repaying.OrderID}}).into(t, &dt)
		return dt
	}
	row := func(dt detail, text string) string {
		for _, r := range dt.UserOrderDetail.Detail {
			if r.Text == text {
				return r.Value
			}
		}
		t.Fatalf("no row %q in %+v", text, dt.UserOrderDetail.Detail)
		return ""
	}
	en, fil, spec := detailIn("en"), detailIn("fil"), detailIn("spec")
	enDay := regexp.MustCompile(`^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$`)
	filDay := regexp.MustCompile(`^(Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d{1,2}, \d{4}$`)
	if v := row(en, "Due date"); !enDay.MatchString(v) {
		t.Errorf("en due date row: %q", v)
	}
	if v := row(fil, "Due date"); !filDay.MatchString(v) {
		t.Errorf("fil due date row: %q", v)
	}
	if v := row(spec, "Due date"); !ymd.MatchString(v) {
		t.Errorf("spec due date row: %q", v)
	}
	row(fil, "Halagang hiniram")
	for _, dt := range []detail{en, fil, spec} {
		if !ymd.MatchString(dt.DueDate) {
			t.Errorf("the dueDate field stays YYYY-MM-DD: %q", dt.DueDate)
		}
	}
	if fil.NoticeStatusText != "Binabayaran" || !strings.HasPrefix(fil.NoticeDesText, "Ang susunod mong bayad na ₱") {
		t.Errorf("fil notice: %q / %q", fil.NoticeStatusText, fil.NoticeDesText)
	}
	if !strings.HasPrefix(en.NoticeDesText, "Your next payment of ₱") || !strings.Contains(en.NoticeDesText, row(en, "Due date")) {
		t.Errorf("en notice: %q", en.NoticeDesText)
	}

	// Error messages: the envelope's message in the language, the code unchanged.
	env := rh.call("/gw/v3/loan-details/loan-details", in("fil"), url.Values{})
	if env.Code != "invalid_params" || env.Message != "Kailangan ang orderId." {
		t.Errorf("fil error: %q %q", env.Code, env.Message)
	}
	if env := rh.call("/gw/v3/loan-details/loan-details", in(""), url.Values{}); env.Message != "orderId is required." {
		t.Errorf("en error: %q", env.Message)
	}

	// No lang param: the phone's languages (Accept-Language), Filipino or English first.
	for accept, want := range map[string]string{"fil-PH,fil;q=0.9,en;q=0.8": "Bayad na", "de-DE,en;q=0.5,tl;q=0.3": "Settled"} {
		req := httptest.NewRequest("POST", "/gw/v3/order/list?"+rh.q.Encode(), nil)
		req.Header.Set("Accept-Language", accept)
		rec := httptest.NewRecorder()
		rh.h.ServeHTTP(rec, req)
		var e envelope
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		var list struct {
			Orders []order `json:"orders"`
		}
		e.into(t, &list)
		for _, o := range list.Orders {
			if o.Status == 200 && o.StatusText != want {
				t.Errorf("Accept-Language %q: %q, want %q", accept, o.StatusText, want)
			}
		}
	}
}
