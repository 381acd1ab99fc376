// Package privacy holds the rules of the borrower's data-privacy rights (the Data Privacy Act,
// RA 10173, its implementing rules and the NPC's circulars): the consents and their versions,
// which of them may be withdrawn, the data subject's requests and their 30-day clock, and the
// breach register's 72-hour notification clocks. It holds no SQL and no HTTP.
package privacy

import (
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/i18n"
)

// The consents a borrower gives.
const (
	// ConsentPrivacyNotice: the privacy notice (the privacy policy) read when applying.
	ConsentPrivacyNotice = "privacy_notice"
	// ConsentCICNotice: the notice of RA 9510 (the Credit Information System Act) that the
	// borrower's basic credit data is submitted to the Credit Information Corporation,
	// acknowledged with each application.
	ConsentCICNotice = "cic_notice"
	// ConsentMarketing: marketing messages (on until the borrower switches them off).
	ConsentMarketing = "marketing"
)

// The versions of the texts consented to. A changed text takes a new version; the consent
// rows keep the version each borrower saw.
const (
	// PrivacyNoticeVersion is the privacy policy's date (web: PRIVACY_POLICY_UPDATED).
	PrivacyNoticeVersion = "2026-11-01"
	// CICNoticeVersion is the CIC notice shown on the confirmation pages (web: CIC_NOTICE_VERSION).
	CICNoticeVersion = "2026-11-27"
	// MarketingVersion is the marketing messages' switch text in the settings.
	MarketingVersion = "2026-11-01"
)

// How a consent was given or withdrawn.
const (
	MethodApplyCheckbox = "apply_checkbox"  // the confirmation page's box, ticked when applying
	MethodSettings      = "settings_switch" // the settings' switch
	MethodErasure       = "erasure"         // withdrawn by the erasure of the borrower's data
)

// Version is the version of kind's text in force ("" for an unknown kind).
func Version(kind string) string {
	switch kind {
	case ConsentPrivacyNotice:
		return PrivacyNoticeVersion
	case ConsentCICNotice:
		return CICNoticeVersion
	case ConsentMarketing:
		return MarketingVersion
	}
	return ""
}

// Notice is a notice the borrower acknowledges, as the app shows it: the version of its text,
// its title and text in the borrower's language.
type Notice struct {
	Version string `json:"version"`
	Title   string `json:"title"`
	Text    string `json:"text"`
}

// The CIC notice's title and text (version CICNoticeVersion: a changed text takes a new one).
var (
	CICNoticeTitle = i18n.N("Your credit data goes to the CIC")
	CICNoticeText  = i18n.N("Under the Credit Information System Act (R.A. 9510), we submit your basic credit data (your identity, this loan and how you repay it) to the Credit Information Corporation (CIC) every month. The CIC shares it with accredited lenders and credit bureaus, which use it to assess credit.")
)

// Withdrawable reports whether the law lets the borrower withdraw a consent of kind: marketing
// rests on consent alone; the privacy notice and the CIC notice are what the lender must tell
// (the processing rests on the loan contract and on RA 9510, not on a consent to withdraw).
func Withdrawable(kind string) bool { return kind == ConsentMarketing }

// ErrCICNotice refuses an application whose borrower did not acknowledge the CIC notice.
var ErrCICNotice = apperr.New("cic_notice_required", "Please read the notice about the Credit Information Corporation and tick its box to apply.")

// The data subject's requests.
const (
	KindAccess     = "access"     // a copy of their data (access and portability)
	KindCorrection = "correction" // a correction of their data
	KindErasure    = "erasure"    // erasure of their data
)

// Request statuses.
const (
	StatusOpen    = "open"
	StatusDone    = "done"
	StatusRefused = "refused"
)

// Where a request came from.
const (
	ChannelApp     = "app"     // the borrower in the app's settings
	ChannelService = "service" // customer service, for the borrower, in the back office
)

// ErrRequestOpen refuses a second open request of one kind for one borrower.
var ErrRequestOpen = apperr.New("privacy_request_open", "A request of this kind is already in progress. We will answer it within 30 days.")

// ErrNoCopy refuses a download of a copy the borrower did not ask for.
var ErrNoCopy = apperr.New(apperr.CodeNotFound, "Ask for a copy of your data first.")

// ErrOpenLoan refuses erasing a borrower whose loan still runs.
var ErrOpenLoan = apperr.New("privacy_open_loan", "A loan that is not closed cannot be erased: its contract binds both sides until it is settled.")

// The copy's PDF: its title and introduction (the company, the borrower's number, the time),
// written in the borrower's language.
var (
	CopyTitle = i18n.N("A copy of your personal data")
	CopyIntro = i18n.N("%s holds the data below about you (borrower no. %d), as of %s. Every table of our records that names you is here, row by row; secret codes are withheld.")
)

// AnswerDays is how long the lender has to answer a request: 30 days.
const AnswerDays = 30

// DueAt is when a request opened at openedAt (Unix ms) must be answered: the end of the
// 30th Manila day after it.
func DueAt(openedAt int64) int64 {
	d := time.UnixMilli(openedAt).In(clock.Manila)
	day := time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, clock.Manila).AddDate(0, 0, AnswerDays+1)
	return day.UnixMilli() - 1
}

// Clock is a deadline as shown: when it falls, the time left (negative once past) and whether
// it is met (the thing done at MetAt) or overdue.
type Clock struct {
	DueAt    int64 `json:"dueAt"`
	MetAt    int64 `json:"metAt"`    // 0 while not met
	LeftMs   int64 `json:"leftMs"`   // until DueAt from now (negative once past); 0 once met
	Overdue  bool  `json:"overdue"`  // not met and past due, or met after it
	DaysLeft int   `json:"daysLeft"` // whole days left (0 on the last day, negative once past)
}

// ClockAt is the clock of a deadline due at dueAt, met at metAt (0: not yet), seen at now.
func ClockAt(dueAt, metAt, now int64) Clock {
	c := Clock{DueAt: dueAt, MetAt: metAt}
	if metAt > 0 {
		c.Overdue = metAt > dueAt
		return c
	}
	c.LeftMs = dueAt - now
	c.Overdue = now > dueAt
	day := int64(24 * time.Hour / time.Millisecond)
	if c.LeftMs >= 0 {
		c.DaysLeft = int(c.LeftMs / day)
	} else {
		c.DaysLeft = -int((-c.LeftMs + day - 1) / day)
	}
	return c
}

// Correctable fields: the legal name and birth date (the identity check vouches for them:
// after an approved check, a change opens a new one) and anything else, described.
const (
	FieldName      = "fullName"
	FieldBirthDate = "birthDate"
	FieldOther     = "other"
)

// Request is a data subject's request as asked.
type Request struct {
	Kind   string
	Field  string // correction: FieldName, FieldBirthDate or FieldOther
	Value  string // correction of the name or birth date: the value asked for
	Detail string // what the borrower or customer service wrote
}

var birthDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// MaxDetail is the longest text a request may carry.
const MaxDetail = 1000

// Check validates a request as asked at now and returns it tidied.
func (r Request) Check(now time.Time) (Request, error) {
	r.Kind, r.Field = strings.TrimSpace(r.Kind), strings.TrimSpace(r.Field)
	r.Value, r.Detail = strings.Join(strings.Fields(r.Value), " "), strings.TrimSpace(r.Detail)
	if utf8.RuneCountInString(r.Detail) > MaxDetail {
		return r, apperr.Invalid("Your message can be at most 1,000 characters.")
	}
	switch r.Kind {
	case KindAccess, KindErasure:
		r.Field, r.Value = "", ""
		return r, nil
	case KindCorrection:
	default:
		return r, apperr.Invalid("Choose what you are asking for: a copy of your data, a correction or erasure.")
	}
	switch r.Field {
	case FieldName:
		if n := utf8.RuneCountInString(r.Value); n < 2 || n > 100 || strings.ContainsAny(r.Value, "0123456789|<>") {
			return r, apperr.Invalid("Enter your full name as it is on your ID.")
		}
	case FieldBirthDate:
		d, err := time.ParseInLocation("2006-01-02", r.Value, clock.Manila)
		if !birthDate.MatchString(r.Value) || err != nil || d.After(now) || d.Year() < 1900 {
			return r, apperr.Invalid("Enter your birth date as YYYY-MM-DD.")
		}
	case FieldOther:
		r.Value = ""
		if r.Detail == "" {
			return r, apperr.Invalid("Tell us what to correct.")
		}
	default:
		return r, apperr.Invalid("Choose what to correct: your name, your birth date or something else.")
	}
	return r, nil
}

// Breach notification: the NPC and the affected data subjects are told within 72 hours of
// the breach's discovery (NPC Circular 16-03, sections 17 and 18).
const NotifyHours = 72

// NotifyDue is when the notifications of a breach discovered at discoveredAt are due.
func NotifyDue(discoveredAt int64) int64 {
	return discoveredAt + int64(NotifyHours*time.Hour/time.Millisecond)
}

// Breach is a breach as recorded.
type Breach struct {
	Title            string
	Description      string
	OccurredAt       int64 // 0: not known
	DiscoveredAt     int64
	DataAffected     string
	SubjectsAffected int
}

// Check validates a breach as recorded at now (every text is for the operators).
func (b Breach) Check(now int64) (Breach, error) {
	b.Title, b.Description, b.DataAffected = strings.TrimSpace(b.Title), strings.TrimSpace(b.Description), strings.TrimSpace(b.DataAffected)
	switch {
	case b.Title == "" || utf8.RuneCountInString(b.Title) > 200:
		return b, apperr.Invalid("Say what happened in a title of 1 to 200 characters.")
	case utf8.RuneCountInString(b.Description) > 4000:
		return b, apperr.Invalid("The description can be at most 4,000 characters.")
	case b.DataAffected == "" || utf8.RuneCountInString(b.DataAffected) > 1000:
		return b, apperr.Invalid("Say which personal data the breach affected (up to 1,000 characters).")
	case b.SubjectsAffected < 0 || b.SubjectsAffected > 100_000_000:
		return b, apperr.Invalid("The number of borrowers affected is out of range.")
	case b.DiscoveredAt <= 0 || b.DiscoveredAt > now:
		return b, apperr.Invalid("When the breach was discovered must be a time that has come.")
	case b.OccurredAt < 0 || b.OccurredAt > b.DiscoveredAt:
		return b, apperr.Invalid("When the breach happened must be before its discovery.")
	}
	return b, nil
}
