package store

// UseMigrations makes Migrate work from ms instead of the embedded files (tests).
func (s *Store) UseMigrations(ms []Migration) {
	s.migrations = func() ([]Migration, error) { return ms, nil }
}

// WaitingWrites is how many write transactions wait for the commit group to take them.
func (s *Store) WaitingWrites() int {
	if s.group == nil {
		return 0
	}
	return int(s.group.waiting.Load())
}

// UseEmbeddedMigrations makes Migrate work from the embedded files again (and chain the audit
// backlog, which it does for the embedded files only).
func (s *Store) UseEmbeddedMigrations() { s.migrations = nil }
