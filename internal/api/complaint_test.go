package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// complaintHarness is the harness plus a local storage provider, the complaint types and a
// product to hang orders on.
type complaintHarness struct {
	*harness
	uploadDir string
	productID int64
}

func newComplaintHarness(t *testing.T, d store.Dialect) *complaintHarness {
	t.Helper()
	h := newHarnessOn(t, d)
	dir := t.TempDir()
	files, err := storage.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	h.srv.Files = files
	h.h = h.srv.Handler()
	for i, ct := range []struct {
		v, p  int
		title string
	}{{1, 0, "Collection"}, {2, 0, "Repayment"}, {5, 0, "Suggestion"}, {101, 1, "Rude or threatening collector"}, {102, 1, "Contacted my references"}} {
		if _, err := h.st.DB.ExecContext(context.Background(), `INSERT INTO complaint_types (value, parent_value, title, sort) VALUES ($1, $2, $3, $4)`, ct.v, ct.p, ct.title, i); err != nil {
			t.Fatal(err)
		}
	}
	var pid int64
	err = h.st.DB.QueryRowContext(context.Background(), `INSERT INTO products (code, name, logo, min_amount, max_amount, amount_step, term_days, periods, interest_bp_month, service_fee_bp, created_at, updated_at)
		VALUES ('cash', 'Cash Now', '/logos/cash.svg', 100000, 2000000, 50000, 120, 1, 300, 500, 1, 1) RETURNING id`).Scan(&pid)
	if err != nil {
		t.Fatal(err)
	}
	return &complaintHarness{harness: h, uploadDir: dir, productID: pid}
}

// addOrder gives the borrower of q an order in status and returns its id and number.
func (h *complaintHarness) addOrder(q url.Values, status int) (string, string) {
	h.t.Helper()
	var n int
	h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM orders`).Scan(&n)
	no := fmt.Sprintf("PT2026%06d", n+1)
	var id int64
	err := h.st.DB.QueryRowContext(context.Background(), `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, due_date, created_at, updated_at)
		VALUES ($1, $2, $3, 500000, 1, 120, $4, '2027-03-22', $5, $5) RETURNING id`, no, q.Get("userId"), h.productID, status, h.clock.Now().UnixMilli()+int64(n)).Scan(&id)
	if err != nil {
		h.t.Fatal(err)
	}
	return strconv.FormatInt(id, 10), no
}

// upload posts one file in the multipart field problemImage.
func (h *complaintHarness) upload(q url.Values, field, filename, contentType string, data []byte) envelope {
	h.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	hdr := textproto.MIMEHeader{}
	hdr.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, field, filename))
	hdr.Set("Content-Type", contentType)
	pw, _ := mw.CreatePart(hdr)
	pw.Write(data)
	mw.Close()
	req := httptest.NewRequest("POST", "/gw/user-problem/upload-problem-img?"+q.Encode(), &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		h.t.Fatalf("upload: not an envelope (status %d): %s", rec.Code, rec.Body.String())
	}
	env.status = rec.Code
	return env
}

// uploadOK uploads a fresh PNG and returns its URL.
func (h *complaintHarness) uploadOK(q url.Values) string {
	h.t.Helper()
	env := h.upload(q, "problemImage", "photo.png", "image/png", testPNG(40, 30))
	if env.Code != "00" {
		h.t.Fatalf("upload: %+v", env)
	}
	var d struct{ URL string }
	env.into(h.t, &d)
	return d.URL
}

func (h *complaintHarness) storedFiles() int {
	h.t.Helper()
	entries, err := os.ReadDir(h.uploadDir)
	if err != nil {
		h.t.Fatal(err)
	}
	return len(entries)
}

func testPNG(w, hgt int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, hgt))
	for y := 0; y < hgt; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 5), uint8(y * 7), 120, 255})
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func testJPEG(w, hgt int) []byte {
	var b bytes.Buffer
	jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, w, hgt)), nil)
	return b.Bytes()
}

func TestComplaintFlow(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newComplaintHarness(t, d)
		q := h.login("09171234567")
		_, pendingNo := h.addOrder(q, 21)
		disbursedID, disbursedNo := h.addOrder(q, 170)

		env := h.call("/gw/user-problem/problem-init", with(q, "orderId", disbursedID), nil)
		if env.Code != "0" || !env.Success {
			t.Fatalf("problem-init: %+v", env)
		}
		var home struct {
			ProblemType []struct {
				Title string
				Value int
			}
			ProblemSonType []struct {
				Title string
				Value int
			}
			OrderDetail struct {
				OrderNo string
				IsShow  int
				List    []struct{ Title, Value string }
			}
			OrderList []struct {
				OrderNo string
				IsShow  int
			}
		}
		env.into(t, &home)
		if got, want := len(home.ProblemType), 3; got != want {
			t.Fatalf("types: got %d, want %d", got, want)
		}
		if got, want := len(home.ProblemSonType), 2; got != want {
			t.Fatalf("sub-types: got %d, want %d", got, want)
		}
		if home.OrderDetail.OrderNo != disbursedNo || home.OrderDetail.IsShow != 1 || len(home.OrderDetail.List) == 0 {
			t.Fatalf("orderDetail: got %+v, want %s with isShow 1 and rows", home.OrderDetail, disbursedNo)
		}
		isShow := map[string]int{}
		for _, o := range home.OrderList {
			isShow[o.OrderNo] = o.IsShow
		}
		if isShow[pendingNo] != 0 || isShow[disbursedNo] != 1 || len(isShow) != 2 {
			t.Fatalf("orderList isShow: got %v", isShow)
		}
		// The GET variant answers the same.
		rec := h.do("GET", "/gw/user-problem/problem-init", q, nil)
		if !strings.Contains(rec.Body.String(), `"code":"0"`) {
			t.Fatalf("GET problem-init: %s", rec.Body.String())
		}

		imgs := []string{h.uploadOK(q), h.uploadOK(q), h.uploadOK(q)}
		env = h.call("/gw/user-problem/problem-save", q, url.Values{"orderNo": {disbursedNo}, "problemType": {"1"}, "problemSonType": {"101"},
			"problemDetail": {"The collector called me 10 times at night."}, "problemImage": {strings.Join(imgs[:2], ",")}})
		if env.Code != "0" || !env.Success {
			t.Fatalf("problem-save: %+v", env)
		}
		var saved struct{ ProblemID, ReplyBy string }
		env.into(t, &saved)
		// Filed on Sunday 2026-11-22: Mon, Tue, Wed.
		if saved.ReplyBy != "2026-11-25" {
			t.Fatalf("replyBy: got %q, want 2026-11-25", saved.ReplyBy)
		}
		// A double tap files one complaint.
		env = h.call("/gw/user-problem/problem-save", q, url.Values{"orderNo": {disbursedNo}, "problemType": {"1"}, "problemSonType": {"101"},
			"problemDetail": {"The collector called me 10 times at night."}, "problemImage": {strings.Join(imgs[:2], ",")}})
		var again struct{ ProblemID string }
		env.into(t, &again)
		if again.ProblemID != saved.ProblemID {
			t.Fatalf("double tap: got complaint %s, want %s", again.ProblemID, saved.ProblemID)
		}

		env = h.call("/gw/user-problem/problem-list", q, nil)
		var list struct {
			Tabs []struct {
				Value string
				Items []struct{ ID, Time, Type, Content string }
			}
		}
		env.into(t, &list)
		if len(list.Tabs) != 3 || len(list.Tabs[0].Items) != 1 || list.Tabs[0].Items[0].ID != saved.ProblemID {
			t.Fatalf("list: got %+v", list)
		}
		if it := list.Tabs[0].Items[0]; it.Type != "Collection · Rude or threatening collector" || it.Time != "2026-11-22 09:00:00" {
			t.Fatalf("list item: got %+v", it)
		}

		detail := func() (d struct {
			Type, SonType, Content, DisposeDetail string
			Images, DisposeImages                 []string
			IsNeedScore, Score                    int
		}) {
			env := h.call("/gw/user-problem/problem-detail", q, url.Values{"problemId": {saved.ProblemID}})
			if env.Code != "0" {
				t.Fatalf("problem-detail: %+v", env)
			}
			env.into(t, &d)
			return d
		}
		if d := detail(); d.Type != "Collection" || d.SonType != "Rude or threatening collector" || len(d.Images) != 2 || d.Images[0] != imgs[0] || d.DisposeDetail != "" || d.IsNeedScore != 0 {
			t.Fatalf("detail before reply: got %+v", d)
		}
		// Not asked yet: no rating.
		if env := h.call("/gw/user-problem/save-score", q, url.Values{"problemId": {saved.ProblemID}, "score": {"4"}}); env.Code != "problem_score_not_requested" {
			t.Fatalf("score before asked: got %q", env.Code)
		}

		env = h.call("/dev/complaints/reply", nil, url.Values{"problemId": {saved.ProblemID}, "text": {"We spoke to the agency."}, "images": {imgs[2]}, "askRating": {"1"}})
		if env.Code != "0" {
			t.Fatalf("dev reply: %+v", env)
		}
		if d := detail(); d.DisposeDetail != "We spoke to the agency." || len(d.DisposeImages) != 1 || d.IsNeedScore != 1 {
			t.Fatalf("detail after reply: got %+v", d)
		}

		scoreTests := []struct {
			name, score, want string
		}{
			{"ErrZeroStars", "0", "problem_score_invalid"},
			{"ErrSixStars", "6", "problem_score_invalid"},
			{"OK", "4", "00"},
			{"ErrAlreadyScored", "5", "problem_already_scored"},
		}
		for _, tt := range scoreTests {
			t.Run(tt.name, func(t *testing.T) {
				env := h.call("/gw/user-problem/save-score", q, url.Values{"problemId": {saved.ProblemID}, "score": {tt.score}})
				if env.Code != tt.want {
					t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
				}
			})
		}
		if d := detail(); d.Score != 4 || d.IsNeedScore != 0 {
			t.Fatalf("detail after rating: got score %d isNeedScore %d, want 4 and 0", d.Score, d.IsNeedScore)
		}
	})
}

func TestComplaintOwnership(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newComplaintHarness(t, d)
		alice := h.login("09171234567")
		bob := h.login("09181234567")
		aliceOrderID, aliceNo := h.addOrder(alice, 180)
		_, bobNo := h.addOrder(bob, 170)
		aliceImg := h.uploadOK(alice)
		env := h.call("/gw/user-problem/problem-save", alice, url.Values{"orderNo": {aliceNo}, "problemType": {"2"}, "problemDetail": {"Payment not posted"}, "problemImage": {aliceImg}})
		var saved struct{ ProblemID string }
		env.into(t, &saved)
		h.call("/dev/complaints/reply", nil, url.Values{"problemId": {saved.ProblemID}, "text": {"Posted now."}, "askRating": {"1"}})

		tests := []struct {
			name  string
			path  string
			query url.Values
			form  url.Values
			want  string
		}{
			{"ErrDetailOfOther", "/gw/user-problem/problem-detail", bob, url.Values{"problemId": {saved.ProblemID}}, "problem_not_found"},
			{"ErrScoreOfOther", "/gw/user-problem/save-score", bob, url.Values{"problemId": {saved.ProblemID}, "score": {"1"}}, "problem_not_found"},
			{"ErrInitWithOthersOrder", "/gw/user-problem/problem-init", with(bob, "orderId", aliceOrderID), nil, "problem_order_not_found"},
			{"ErrSaveOnOthersOrder", "/gw/user-problem/problem-save", bob, url.Values{"orderNo": {aliceNo}, "problemType": {"2"}, "problemDetail": {"x"}}, "problem_order_not_found"},
			{"ErrSaveWithOthersImage", "/gw/user-problem/problem-save", bob, url.Values{"orderNo": {bobNo}, "problemType": {"2"}, "problemDetail": {"x"}, "problemImage": {aliceImg}}, "problem_image_foreign"},
			{"ErrNoSession", "/gw/user-problem/problem-list", url.Values{}, nil, "401"},
			{"OK", "/gw/user-problem/problem-detail", alice, url.Values{"problemId": {saved.ProblemID}}, "0"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				env := h.call(tt.path, tt.query, tt.form)
				if env.Code != tt.want {
					t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
				}
				if tt.want != "0" && string(env.Data) != "null" {
					t.Fatalf("error carries data: %s", env.Data)
				}
			})
		}
		// Bob's list holds none of Alice's complaints, and Alice's score is untouched.
		env = h.call("/gw/user-problem/problem-list", bob, nil)
		if strings.Contains(string(env.Data), saved.ProblemID) || strings.Contains(string(env.Data), "Payment not posted") {
			t.Fatalf("bob's list shows alice's complaint: %s", env.Data)
		}
		var score int
		h.st.DB.QueryRowContext(context.Background(), `SELECT score FROM complaints WHERE id = $1`, saved.ProblemID).Scan(&score)
		if score != 0 {
			t.Fatalf("alice's complaint score: got %d, want 0", score)
		}
	})
}

func TestComplaintSubmitValidation(t *testing.T) {
	h := newComplaintHarness(t, store.SQLite)
	q := h.login("09171234567")
	_, reviewNo := h.addOrder(q, 21)
	_, dueNo := h.addOrder(q, 174)
	ten := make([]string, 10)
	for i := range ten {
		ten[i] = h.uploadOK(q)
	}
	base := func(kv ...string) url.Values {
		v := url.Values{"orderNo": {dueNo}, "problemType": {"1"}, "problemSonType": {"102"}, "problemDetail": {"They called my mother."}}
		for i := 0; i+1 < len(kv); i += 2 {
			v.Set(kv[i], kv[i+1])
		}
		return v
	}
	tests := []struct {
		name string
		form url.Values
		want string
	}{
		{"OK", base(), "0"},
		{"OKNineImages", base("problemDetail", "nine", "problemImage", strings.Join(ten[:9], ",")), "0"},
		{"OK200Chars", base("problemDetail", strings.Repeat("é", 200)), "0"},
		{"OKOtherTypeOnReviewOrder", base("orderNo", reviewNo, "problemType", "5", "problemSonType", ""), "0"},
		{"ErrCollectionOnReviewOrder", base("orderNo", reviewNo), "problem_collection_not_allowed"},
		{"Err201Chars", base("problemDetail", strings.Repeat("é", 201)), "problem_detail_too_long"},
		{"ErrEmptyDetail", base("problemDetail", "   "), "problem_detail_required"},
		{"ErrTenImages", base("problemImage", strings.Join(ten, ",")), "problem_images_too_many"},
		{"ErrForeignURL", base("problemImage", "https://evil.example/uploads/0123456789abcdef0123456789abcdef.png"), "problem_image_foreign"},
		{"ErrUnknownUpload", base("problemImage", "/uploads/0123456789abcdef0123456789abcdef.png"), "problem_image_foreign"},
		{"ErrDuplicateImage", base("problemImage", ten[0]+","+ten[0]), "problem_image_foreign"},
		{"ErrMissingSonType", base("problemSonType", ""), "problem_son_type_invalid"},
		{"ErrSonTypeOfOtherType", base("problemType", "2"), "problem_son_type_invalid"},
		{"ErrUnknownType", base("problemType", "99"), "problem_type_invalid"},
		{"ErrNoOrder", base("orderNo", ""), "invalid_params"},
		{"ErrBadType", base("problemType", "abc"), "invalid_params"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var before int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM complaints`).Scan(&before)
			env := h.call("/gw/user-problem/problem-save", q, tt.form)
			if env.Code != tt.want {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
			}
			var after int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM complaints`).Scan(&after)
			if want := before + boolInt(tt.want == "0"); after != want {
				t.Fatalf("complaints: got %d rows, want %d", after, want)
			}
		})
	}
}

func TestUploadProblemImage(t *testing.T) {
	h := newComplaintHarness(t, store.SQLite)
	q := h.login("09171234567")
	oversized := append(testPNG(4, 4), bytes.Repeat([]byte{0}, storage.MaxImageBytes)...)
	tests := []struct {
		name        string
		field       string
		filename    string
		contentType string
		data        []byte
		want        string
	}{
		{"OKPNG", "problemImage", "a.png", "image/png", testPNG(64, 48), "00"},
		{"OKJPEGNamedTxt", "problemImage", "notes.txt", "text/plain", testJPEG(32, 32), "00"},
		{"ErrRenamedText", "problemImage", "photo.jpg", "image/jpeg", []byte("<html><script>alert(1)</script></html>"), "upload_not_image"},
		{"ErrGIF", "problemImage", "anim.png", "image/png", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "upload_not_image"},
		{"ErrOversized", "problemImage", "big.png", "image/png", oversized, "upload_too_large"},
		{"ErrTruncatedPNG", "problemImage", "cut.png", "image/png", testPNG(64, 48)[:60], "upload_unreadable"},
		{"ErrWrongField", "file", "a.png", "image/png", testPNG(8, 8), "upload_missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := h.storedFiles()
			var rows int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM uploads`).Scan(&rows)
			env := h.upload(q, tt.field, tt.filename, tt.contentType, tt.data)
			if env.Code != tt.want || env.status != 200 {
				t.Fatalf("got %q (%s, HTTP %d), want %q", env.Code, env.Message, env.status, tt.want)
			}
			stored := 0
			if tt.want == "00" {
				stored = 1
			} else if env.Message == "" {
				t.Fatal("an error without a message")
			}
			var rowsAfter int
			h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM uploads`).Scan(&rowsAfter)
			if got := h.storedFiles(); got != files+stored || rowsAfter != rows+stored {
				t.Fatalf("stored: got %d files and %d rows, want %d and %d", got, rowsAfter, files+stored, rows+stored)
			}
		})
	}
	t.Run("ErrNoSession", func(t *testing.T) {
		if env := h.upload(url.Values{}, "problemImage", "a.png", "image/png", testPNG(4, 4)); env.Code != "401" {
			t.Fatalf("got %q, want 401", env.Code)
		}
	})
}

func TestUploadServing(t *testing.T) {
	h := newComplaintHarness(t, store.SQLite)
	q := h.login("09171234567")
	u := h.uploadOK(q)
	if !strings.HasPrefix(u, "/uploads/") || !strings.HasSuffix(u, ".png") {
		t.Fatalf("url: got %q", u)
	}
	rec := h.do("GET", u, nil, nil)
	if rec.Code != 200 {
		t.Fatalf("GET %s: status %d", u, rec.Code)
	}
	for k, want := range map[string]string{"Content-Type": "image/png", "X-Content-Type-Options": "nosniff", "Content-Disposition": "inline"} {
		if got := rec.Header().Get(k); !strings.HasPrefix(got, want) {
			t.Errorf("%s: got %q, want %q", k, got, want)
		}
	}
	if _, err := png.Decode(rec.Body); err != nil {
		t.Fatalf("served file is not a PNG: %v", err)
	}
	for _, p := range []string{"/uploads/0123456789abcdef0123456789abcdef.png", "/uploads/..%2Fpautang.db", "/uploads/secret.key"} {
		if rec := h.do("GET", p, nil, nil); rec.Code != http.StatusNotFound {
			t.Errorf("GET %s: got %d, want 404", p, rec.Code)
		}
	}
}

func TestContactInfo(t *testing.T) {
	h := newComplaintHarness(t, store.SQLite)
	h.srv.Cfg.SupportEmail, h.srv.Cfg.SupportPhone = "help@example.ph", "+63 917 000 0000"
	wire(h.srv, h.st) // the complaint service reads the configured contacts when built
	h.h = h.srv.Handler()
	env := h.call("/gw/v3/personal-center/contact-kf-info", nil, url.Values{"overall": {"30"}})
	var d struct{ Email, SmWa string }
	env.into(t, &d)
	if env.Code != "00" || d.Email != "help@example.ph" || d.SmWa != "+63 917 000 0000" {
		t.Fatalf("got %+v %+v", env, d)
	}
}

func TestDevComplaintReply(t *testing.T) {
	h := newComplaintHarness(t, store.SQLite)
	q := h.login("09171234567")
	_, no := h.addOrder(q, 200)
	env := h.call("/gw/user-problem/problem-save", q, url.Values{"orderNo": {no}, "problemType": {"5"}, "problemDetail": {"Add dark mode"}})
	var saved struct{ ProblemID string }
	env.into(t, &saved)
	tests := []struct {
		name string
		form url.Values
		want string
	}{
		{"ErrEmpty", url.Values{"problemId": {saved.ProblemID}}, "problem_reply_empty"},
		{"ErrUnknown", url.Values{"problemId": {"999"}, "text": {"hi"}}, "problem_not_found"},
		{"ErrForeignImage", url.Values{"problemId": {saved.ProblemID}, "text": {"hi"}, "images": {"https://evil.example/a.png"}}, "problem_image_foreign"},
		{"OK", url.Values{"problemId": {saved.ProblemID}, "text": {"Noted, thanks!"}}, "0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if env := h.call("/dev/complaints/reply", nil, tt.form); env.Code != tt.want {
				t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
			}
		})
	}
	t.Run("NotInProduction", func(t *testing.T) {
		h.srv.Cfg.Dev = false
		prod := h.srv.Handler()
		req := httptest.NewRequest("POST", "/dev/complaints/reply", strings.NewReader("problemId=1&text=x"))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		rec := httptest.NewRecorder()
		prod.ServeHTTP(rec, req)
		if strings.Contains(rec.Body.String(), `"code":"0"`) {
			t.Fatalf("dev reply answered outside dev mode: %d %s", rec.Code, rec.Body.String())
		}
	})
}
