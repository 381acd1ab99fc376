package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/config"
)

// runQuick runs the command line and fails the test if it does not return at once (a help
// flag that starts the server would block here).
func runQuick(t *testing.T, args ...string) (code int, out, errOut string) {
	t.Helper()
	t.Setenv("PAUTANG_DATA_DIR", t.TempDir())
	t.Setenv("PAUTANG_ADDR", "127.0.0.1:0")
	return runIn(t, args...)
}

// runIn is runQuick in the environment the test set.
func runIn(t *testing.T, args ...string) (code int, out, errOut string) {
	t.Helper()
	var o, e bytes.Buffer
	stdout, stderr = &o, &e
	defer func() { stdout, stderr = os.Stdout, os.Stderr }()
	done := make(chan int, 1)
	go func() { done <- Run(args) }()
	select {
	case code = <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("pautang %v did not return: it started something", args)
	}
	return code, o.String(), e.String()
}

func TestHelpAndUnknownArguments(t *testing.T) {
	tests := []struct {
		args     []string
		wantCode int
		wantOut  bool // usage on stdout (else on stderr)
	}{
		{[]string{"--help"}, 0, true},
		{[]string{"-h"}, 0, true},
		{[]string{"help"}, 0, true},
		{[]string{"serve", "--help"}, 0, true},
		{[]string{"seed", "-h"}, 0, true},
		{[]string{"dev-session", "--help"}, 0, true},
		{[]string{"--port=80"}, 2, false},
		{[]string{"serve", "extra"}, 2, false},
		{[]string{"frobnicate"}, 2, false},
		{[]string{"dev-session", "--nope"}, 2, false},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, errOut := runQuick(t, tt.args...)
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d (stderr %q)", code, tt.wantCode, errOut)
			}
			where := errOut
			if tt.wantOut {
				where = out
			}
			if !strings.Contains(where, "usage: pautang") {
				t.Fatalf("usage not printed (stdout %q, stderr %q)", out, errOut)
			}
		})
	}
}

// An invalid setting stops the start before anything opens: exit 2, the message naming the
// variable and what it accepts.
func TestServeRefusesInvalidSettings(t *testing.T) {
	tests := []struct{ name, value, want string }{
		{"PAUTANG_DB_MAX_CONNS", "abc", `config: PAUTANG_DB_MAX_CONNS: "abc" is not a whole number`},
		{"PAUTANG_PAYMENTS", "foo", `config: PAUTANG_PAYMENTS: unknown word "foo" (accepts sandbox, paymongo, xendit, paymongo-fake, xendit-fake)`},
		{"PAUTANG_ADMIN_SESSION_IDLE", "24h", `config: PAUTANG_ADMIN_SESSION_IDLE: "24h" is out of bounds (accepts duration, 1m to 12h)`},
		{"PAUTANG_DEV", "yes", `config: PAUTANG_DEV: "yes" is not 0 or 1`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(tt.name, tt.value)
			code, _, errOut := runQuick(t, "serve")
			if code == 0 || !strings.Contains(errOut, tt.want) {
				t.Fatalf("exit %d, stderr %q; want a non-zero exit and %q", code, errOut, tt.want)
			}
		})
	}
}

// `pautang env` lists every variable, and says whether the current environment would start.
func TestEnvCommand(t *testing.T) {
	code, out, errOut := runQuick(t, "env")
	if code != 0 || !strings.Contains(out, "this environment's settings are valid") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, v := range config.Vars() {
		if !strings.Contains(out, v.Name+"\n") {
			t.Errorf("%s is not listed", v.Name)
		}
	}
	if !strings.Contains(out, "PAUTANG_WRITE_OFF_AFTER_DAYS\n    default: 90\n    accepts: whole number, 1 to 3650\n") {
		t.Errorf("the list lacks a variable's default and bounds:\n%s", out)
	}
	t.Setenv("PAUTANG_WRITE_OFF_AFTER_DAYS", "0")
	code, _, errOut = runQuick(t, "env")
	if code != 2 || !strings.Contains(errOut, `PAUTANG_WRITE_OFF_AFTER_DAYS: "0" is out of bounds`) {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
}
