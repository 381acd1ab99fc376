package metrics

import (
	"os/exec"
	"testing"
)

// TestAlertRules checks deploy/prometheus/alerts.yml with promtool and runs its unit tests
// (alerts_test.yml: each alert fires on the series that should raise it). promtool comes with
// Debian's prometheus package; `make test` installs it (make promtool), so its absence fails.
func TestAlertRules(t *testing.T) {
	promtool, err := exec.LookPath("promtool")
	if err != nil {
		t.Fatal("promtool is not installed: run `make promtool` (Debian package prometheus)")
	}
	for _, args := range [][]string{
		{"check", "rules", "../../deploy/prometheus/alerts.yml"},
		{"test", "rules", "../../deploy/prometheus/alerts_test.yml"},
	} {
		out, err := exec.Command(promtool, args...).CombinedOutput()
		if err != nil {
			t.Errorf("promtool %v: %v\n%s", args, err, out)
		}
	}
}
