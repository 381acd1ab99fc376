package cli

import (
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/config"
)

// The dev clock's shift is kept in the data folder (dev mode only), so what runs after a move
// follows it: a restart of the server, and the dev commands of the same folder
// (`pautang dev-session`, `pautang totp-code`), whose sessions and codes the moved server
// would otherwise refuse.

func devClockFile(cfg config.Config) string { return filepath.Join(cfg.DataDir, "dev-clock-shift") }

// readDevClock is the kept shift ("" or unreadable: none).
func readDevClock(cfg config.Config) time.Duration {
	b, err := os.ReadFile(devClockFile(cfg))
	if err != nil {
		return 0
	}
	ms, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || ms < 0 {
		slog.Warn("dev clock: ignoring an unreadable shift", "file", devClockFile(cfg))
		return 0
	}
	return time.Duration(ms) * time.Millisecond
}

// saveDevClock keeps the dev clock's shift after a move.
func saveDevClock(a *App) {
	if a.DevClock == nil {
		return
	}
	ms := strconv.FormatInt(a.DevClock.Shift().Milliseconds(), 10)
	if err := os.WriteFile(devClockFile(a.Cfg), []byte(ms+"\n"), 0o600); err != nil {
		slog.Error("dev clock: unable to keep the shift", "err", err)
	}
}
