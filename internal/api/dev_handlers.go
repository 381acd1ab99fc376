package api

import (
	"html/template"
	"net/http"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/sms"
)

// The dev endpoints exist only when PAUTANG_DEV=1 (routes.go registers them then). They
// answer plain JSON, not the envelope.

// devInboxData is GET /dev/inbox.json: the newest messages of the outbox provider.
type devInboxData struct {
	Messages []sms.Sent `json:"messages"`
}

// devClockData is /dev/clock: the dev clock's time (unix ms and RFC 3339) and how far it was
// moved (hours, one decimal, as a string).
type devClockData struct {
	Now         int64  `json:"now"`
	ISO         string `json:"iso"`
	OffsetHours string `json:"offsetHours"`
}

var inboxPage = template.Must(template.New("inbox").Parse(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev inbox · Pautang</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f7f6;color:#222}header{background:#148050;color:#fff;padding:16px}
h1{margin:0;font-size:18px}main{padding:12px}.m{background:#fff;border-radius:12px;padding:12px;margin-bottom:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.meta{color:#666;font-size:12px}.code{font-size:24px;font-weight:700;letter-spacing:4px;color:#148050}</style></head>
<body><header><h1>Dev inbox</h1><div class="meta" style="color:#eafff4">SMS and voice messages sent by the outbox provider (dev only)</div></header><main>
{{range .}}<div class="m"><div class="meta">{{.Phone}} · {{.Channel}} · {{.When}}</div>{{if .Code}}<div class="code">{{.Code}}</div>{{end}}<div>{{.Body}}</div></div>
{{else}}<p>No messages yet.</p>{{end}}</main></body></html>`))

func (s *Server) handleDevInbox(w http.ResponseWriter, r *http.Request) {
	msgs, err := s.Inbox.Sent(r.Context(), r.URL.Query().Get("phone"), 50)
	if err != nil {
		fail(w, r, err)
		return
	}
	type row struct{ Phone, Channel, Body, Code, When string }
	rows := make([]row, 0, len(msgs))
	for _, m := range msgs {
		rows = append(rows, row{m.Phone, m.Channel, m.Body, m.Code, time.UnixMilli(m.CreatedAt).Format("2006-01-02 15:04:05")})
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	inboxPage.Execute(w, rows)
}

func (s *Server) handleDevInboxJSON(w http.ResponseWriter, r *http.Request) {
	phone := r.URL.Query().Get("phone")
	if phone != "" {
		if p, err := auth.NormalizePhone(phone); err == nil {
			phone = p
		}
	}
	msgs, err := s.Inbox.Sent(r.Context(), phone, 20)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devInboxData{Messages: msgs})
}

// handleDevClock shows (GET) or moves (POST days=N or hours=N) the dev clock, then runs the
// daily job so the demo and E2E tests see the effect at once.
func (s *Server) handleDevClock(w http.ResponseWriter, r *http.Request) {
	if s.DevClock == nil {
		fail(w, r, apperr.New(apperr.CodeForbidden, "The clock can only move in dev mode."))
		return
	}
	if r.Method == http.MethodPost {
		req, err := decode[devClockReq](w, r)
		if err != nil {
			fail(w, r, err)
			return
		}
		days, hours := req.Days, req.Hours
		if days < 0 || hours < 0 || days > 3650 {
			fail(w, r, apperr.Invalid("days and hours must be between 0 and 3650 days."))
			return
		}
		s.DevClock.Advance(time.Duration(days)*24*time.Hour + time.Duration(hours)*time.Hour)
		if s.OnClockMoved != nil {
			s.OnClockMoved()
		}
	}
	now := s.Clock.Now()
	writeJSON(w, r, http.StatusOK, devClockData{Now: now.UnixMilli(), ISO: now.Format(time.RFC3339), OffsetHours: strconv.FormatFloat(s.DevClock.Shift().Hours(), 'f', 1, 64)})
}
