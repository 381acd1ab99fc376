package controls

import (
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/mail"
)

func TestOperatorPasswordRequestHidesTheHash(t *testing.T) {
	k, _ := KindOf(admin.KindOperatorPassword)
	got := string(k.shown([]byte(`{"passwordHash":"$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$a2V5","passwordSet":true}`)))
	if got != `{"passwordSet":true}` {
		t.Fatalf("public payload: %s", got)
	}
}

func TestOperatorResultsSayWhatHappened(t *testing.T) {
	if s, warn := (OperatorInvited{Email: "a@b.ph", EmailStatus: mail.StatusSent}).Summary(); warn || !strings.Contains(s, "e-mailed to a@b.ph") {
		t.Fatalf("sent: %q %v", s, warn)
	}
	if s, warn := (OperatorInvited{Email: "a@b.ph", EmailStatus: mail.StatusFailed, EmailError: "no e-mail provider"}).Summary(); !warn || !strings.Contains(s, "not sent: no e-mail provider") {
		t.Fatalf("failed: %q %v", s, warn)
	}
}

func TestSetupMessageKeepsNoLink(t *testing.T) {
	m, stored := mail.SetupMessage("a@b.ph", "Ana", "agent", "https://x.ph/admin/setup?token=SECRET", time.UnixMilli(0).Add(admin.SetupLinkTTL))
	if !strings.Contains(m.Text, "token=SECRET") || strings.Contains(stored, "SECRET") || !strings.Contains(stored, mail.LinkLeftOut) {
		t.Fatalf("sent %q, stored %q", m.Text, stored)
	}
}
