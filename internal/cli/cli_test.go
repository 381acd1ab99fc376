package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
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
