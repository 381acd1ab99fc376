package store

import (
	"context"
	"hash/fnv"
	"log/slog"
	"time"
)

// LeaseKey is the PostgreSQL advisory lock key of a named lease (pg_locks shows it as
// classid << 32 | objid).
func LeaseKey(name string) int64 {
	h := fnv.New64a()
	h.Write([]byte("pautang/lease/" + name))
	return int64(h.Sum64())
}

// Lead runs fn while this instance holds the named lease, so a background worker has one
// runner among all instances sharing the database. On PostgreSQL the lease is a session
// advisory lock (pg_try_advisory_lock) on a connection kept for it: the instances that do not
// get it try again every retry; the holder checks its connection every retry and, when it is
// gone (the database restarted, the connection was cut), cancels fn's context at once (the
// server has already released the lock, and another instance may hold it). A holder that dies
// loses its connection, so PostgreSQL releases the lock and another instance takes over within
// retry. When ctx ends, fn's context ends, Lead waits for fn and unlocks before returning. If fn
// returns on its own, the lease is released and sought again.
//
// On SQLite (one instance) fn simply runs with ctx.
func (s *Store) Lead(ctx context.Context, name string, retry time.Duration, fn func(ctx context.Context)) {
	if s.pg == nil {
		fn(ctx)
		return
	}
	if retry <= 0 {
		retry = 5 * time.Second
	}
	key := LeaseKey(name)
	wait := func() bool {
		t := time.NewTimer(retry)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return false
		case <-t.C:
			return true
		}
	}
	for ctx.Err() == nil {
		conn, err := s.pg.Acquire(ctx)
		if err != nil {
			if ctx.Err() == nil {
				slog.Warn("store: lease: no connection", "lease", name, "err", err)
			}
			if !wait() {
				return
			}
			continue
		}
		var got bool
		if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, key).Scan(&got); err != nil || !got {
			if err != nil {
				conn.Conn().Close(context.Background())
			}
			conn.Release()
			if !wait() {
				return
			}
			continue
		}
		slog.Info("store: lease taken", "lease", name)
		leadCtx, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() {
			defer close(done)
			fn(leadCtx)
		}()
		lost := false
		t := time.NewTicker(retry)
	watch:
		for {
			select {
			case <-done:
				break watch
			case <-ctx.Done():
				cancel()
				<-done
				break watch
			case <-t.C:
				pctx, pcancel := context.WithTimeout(ctx, retry)
				err := conn.Ping(pctx)
				pcancel()
				if err != nil && ctx.Err() == nil {
					slog.Warn("store: lease lost: its connection is gone", "lease", name, "err", err)
					lost = true
					cancel()
					<-done
					break watch
				}
			}
		}
		t.Stop()
		cancel()
		if !lost {
			uctx, ucancel := context.WithTimeout(context.Background(), 5*time.Second)
			_, err := conn.Exec(uctx, `SELECT pg_advisory_unlock($1)`, key)
			ucancel()
			lost = err != nil
		}
		if lost {
			// A connection whose unlock is unknown is not returned to the pool: closing it
			// ends its session, which releases the lock.
			conn.Conn().Close(context.Background())
		}
		conn.Release()
		slog.Info("store: lease released", "lease", name)
		if lost && !wait() {
			return
		}
	}
}
