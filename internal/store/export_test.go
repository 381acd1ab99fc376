package store

// UserReadStats exposes the user-info batcher's totals to the store_test package.
func (s *Store) UserReadStats() (batches, reads int64) { return s.userFlags.stats() }
