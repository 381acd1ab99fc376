// Package fake is a local Semaphore: an httptest server with POST /api/v4/messages (form
// fields apikey, number, message, sendername; answered with the list of queued messages),
// POST /api/v4/otp (the same fields plus code; the text's {otp} replaced by it, answered in
// "code"), GET /api/v4/messages/{id}, validation errors as field lists, and a per-minute rate limit
// answering 429 with Retry-After. Tests and the dev mode (PAUTANG_SMS=semaphore-fake) use it.
package fake

import (
	_ "embed"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/outbound/fakehttp"
)

// Semaphore's wire format, kept here apart from the adapter so a test shows the adapter
// agrees with the documents, not with itself.
//
// Sources: api.semaphore.co/docs ("Sending Messages": POST /api/v4/messages with apikey,
// number, message, sendername, 120 calls a minute, rate-limit headers with Retry-After; the
// answer is a list with message_id, user_id, user, account_id, account, recipient, message,
// sender_name, network, status, type, source, created_at, updated_at; "Retrieving
// Messages": GET /api/v4/messages/{id}; statuses Queued, Pending, Sent, Failed, Refunded);
// the OTP endpoint (POST /api/v4/otp, {otp} in the text, the code answered in "code").
// Not in the documentation, seen from the live API: a sender name the account may not use
// is answered HTTP 200 with a list holding the complaint instead of a message
// ([{"senderName":"The senderName supplied is not valid"}], testdata/sender_name_invalid.json).

// Message is Semaphore's message object.
type Message struct {
	MessageID  int64  `json:"message_id"`
	UserID     int64  `json:"user_id"`
	User       string `json:"user"`
	AccountID  int64  `json:"account_id"`
	Account    string `json:"account"`
	Recipient  string `json:"recipient"`
	Message    string `json:"message"`
	SenderName string `json:"sender_name"`
	Network    string `json:"network"`
	Status     string `json:"status"`
	Type       string `json:"type"`
	Source     string `json:"source"`
	CreatedAt  string `json:"created_at"`
	UpdatedAt  string `json:"updated_at"`
	Code       string `json:"code,omitempty"`
}

// senderNameInvalid is Semaphore's answer to a sender name not approved for the account.
//
//go:embed testdata/sender_name_invalid.json
var senderNameInvalid []byte

// Fake is the server.
type Fake struct {
	fakehttp.Base
	APIKey string
	// Limit is how many sends a minute it takes before 429 (0: no limit); RetryAfter is the
	// seconds it asks for.
	Limit      int
	RetryAfter int
	// SenderNames, when set, are the sender names approved for the account; another one is
	// answered with Semaphore's complaint (HTTP 200, no message_id).
	SenderNames map[string]bool

	mu       sync.Mutex
	messages []Message
	window   []time.Time
	Limited  int // 429 answers given
}

var phPhone = regexp.MustCompile(`^(09|639)\d{9}$`)

// New starts a fake.
func New(apiKey string) *Fake {
	f := &Fake{APIKey: apiKey, RetryAfter: 30}
	f.Start(f.Handler())
	return f
}

// Messages lists what it accepted.
func (f *Fake) Messages() []Message {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Message(nil), f.messages...)
}

// Handler serves the API.
func (f *Fake) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/v4/messages", f.send)
	mux.HandleFunc("POST /api/v4/otp", f.send)
	mux.HandleFunc("GET /api/v4/messages/{id}", f.get)
	return mux
}

func (f *Fake) send(w http.ResponseWriter, r *http.Request) {
	r.ParseForm()
	ft := f.Call()
	if !fakehttp.Wait(r, ft.Delay) {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if ft.Status != 0 {
		fakehttp.JSON(w, ft.Status, map[string]string{"error": "Server error"})
		return
	}
	if r.PostForm.Get("apikey") != f.APIKey {
		fakehttp.JSON(w, http.StatusUnauthorized, map[string][]string{"apikey": {"The selected apikey is invalid."}})
		return
	}
	now := f.Time()
	if f.Limit > 0 {
		kept := f.window[:0]
		for _, t := range f.window {
			if now.Sub(t) < time.Minute {
				kept = append(kept, t)
			}
		}
		f.window = kept
		if len(f.window) >= f.Limit {
			f.Limited++
			w.Header().Set("Retry-After", strconv.Itoa(f.RetryAfter))
			fakehttp.JSON(w, http.StatusTooManyRequests, map[string]string{"error": "Too Many Attempts."})
			return
		}
		f.window = append(f.window, now)
	}
	number, message := strings.TrimSpace(r.PostForm.Get("number")), r.PostForm.Get("message")
	errs := map[string][]string{}
	if !phPhone.MatchString(number) {
		errs["number"] = []string{"The number format is invalid."}
	}
	if strings.TrimSpace(message) == "" {
		errs["message"] = []string{"The message field is required."}
	}
	if len(errs) > 0 {
		fakehttp.JSON(w, http.StatusUnprocessableEntity, errs)
		return
	}
	var code string
	if r.URL.Path == "/api/v4/otp" {
		// The OTP endpoint puts the code (the caller's "code", else one it makes) where the
		// text says {otp}, or at the end, and answers it in "code".
		if code = r.PostForm.Get("code"); code == "" {
			code = strconv.Itoa(100000 + (len(f.messages)*7919)%900000)
		}
		if strings.Contains(message, "{otp}") {
			message = strings.ReplaceAll(message, "{otp}", code)
		} else {
			message += " Your One Time Password is " + code
		}
	}
	sender := r.PostForm.Get("sendername")
	if sender == "" {
		sender = "SEMAPHORE"
	}
	if f.SenderNames != nil && !f.SenderNames[sender] {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		w.Write(senderNameInvalid)
		return
	}
	recipient := number
	if strings.HasPrefix(recipient, "0") {
		recipient = "63" + recipient[1:]
	}
	at := now.Format("2006-01-02 15:04:05")
	m := Message{MessageID: int64(1000000 + len(f.messages) + 1), UserID: 54321, User: "pautang@example.ph", AccountID: 12345, Account: "Pautang",
		Recipient: recipient, Message: message, SenderName: sender, Network: "Globe", Status: "Queued", Type: "Single", Source: "Api",
		CreatedAt: at, UpdatedAt: at}
	m.Code = code
	f.messages = append(f.messages, m)
	fakehttp.JSON(w, http.StatusOK, []Message{m})
}

func (f *Fake) get(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if r.URL.Query().Get("apikey") != f.APIKey {
		fakehttp.JSON(w, http.StatusUnauthorized, map[string][]string{"apikey": {"The selected apikey is invalid."}})
		return
	}
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	for i := range f.messages {
		if f.messages[i].MessageID == id {
			f.messages[i].Status = "Sent" // the network took it since
			fakehttp.JSON(w, http.StatusOK, []Message{f.messages[i]})
			return
		}
	}
	fakehttp.JSON(w, http.StatusNotFound, map[string]string{"error": "Message not found."})
}
