package store

// UseMigrations makes Migrate work from ms instead of the embedded files (tests).
func (s *Store) UseMigrations(ms []Migration) {
	s.migrations = func() ([]Migration, error) { return ms, nil }
}
