package cli

import (
	"context"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/config"
)

// A dev clock moved by the server is kept in the data folder: the next Open of the folder (a
// restart, `pautang dev-session`, `pautang totp-code`) runs on the moved clock.
func TestDevClockShiftIsKept(t *testing.T) {
	t.Setenv("PAUTANG_DATA_DIR", t.TempDir())
	t.Setenv("PAUTANG_DEV", "1")
	cfg, err := config.Load()
	if err != nil {
		t.Fatal(err)
	}
	a, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.DevClock.Advance(72 * time.Hour)
	saveDevClock(a)
	a.Close()
	b, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if got := b.Clock.Now().Sub(time.Now()); got < 71*time.Hour || got > 73*time.Hour {
		t.Fatalf("reopened dev clock is %v ahead, want 72h", got)
	}
}
