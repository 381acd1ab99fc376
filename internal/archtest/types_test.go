package archtest

import (
	"path/filepath"
	"strconv"
	"testing"
)

// storeFreeOperatorFiles are operator files of internal/api whose types moved out of the store
// (internal/backoffice and the domain packages): they must not import it again.
var storeFreeOperatorFiles = map[string]bool{
	"admin_dashboard_handlers.go": true, "admin_list_handlers.go": true, "admin_loan_handlers.go": true,
	"admin_loan_list_handlers.go": true, "admin_loan_types.go": true, "admin_message_handlers.go": true,
	"admin_routes.go": true,
}

func TestOperatorFilesUseTheReadModelsNotTheStore(t *testing.T) {
	seen := 0
	for _, p := range parseInternal(t) {
		dir, name := filepath.Dir(p.rel), filepath.Base(p.rel)
		if dir != "api" || !storeFreeOperatorFiles[name] {
			continue
		}
		seen++
		for _, imp := range p.file.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); path == storeImport {
				t.Errorf("internal/api/%s imports the store: its types live in internal/backoffice and the domain packages", name)
			}
		}
	}
	if seen != len(storeFreeOperatorFiles) {
		t.Errorf("found %d of the %d operator files the rule names: update storeFreeOperatorFiles", seen, len(storeFreeOperatorFiles))
	}
}
