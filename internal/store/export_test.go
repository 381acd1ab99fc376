package store

import "context"

// UserReadStats exposes the user-info batcher's totals to the store_test package.
func (s *Store) UserReadStats() (batches, reads int64) { return s.userFlags.stats() }

// UserFlagDirect reads one borrower with the batch query on its own (no coalescing).
func (s *Store) UserFlagDirect(ctx context.Context, id int64) error {
	_, _, err := s.fetchUserFlag(ctx, id)
	return err
}

// PipelineStats exposes the pipelined group commit's round trips and statements sent.
func (s *Store) PipelineStats() (rounds, stmts int64) { return s.pipeRounds.Load(), s.pipeStmts.Load() }

// ReadPipeStats exposes the pipelined reads' batches and reads (zero on SQLite).
func (s *Store) ReadPipeStats() (batches, reads int64) {
	if s.reads == nil {
		return 0, 0
	}
	return s.reads.stats()
}

// ReadEach exposes readEach to the store_test package.
func (s *Store) ReadEach(ctx context.Context, q string, args []any, each func(Row) error) error {
	return s.readEach(ctx, q, args, each)
}
