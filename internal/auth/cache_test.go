package auth

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
)

// sessionRepo is the session half of Repo over a map; it counts reads.
type sessionRepo struct {
	Repo     // the code half is not used here
	mu       sync.Mutex
	sessions map[string]Session
	revoked  map[string]bool
	reads    int
}

func (r *sessionRepo) SessionByHash(_ context.Context, hash string) (Session, bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reads++
	s, ok := r.sessions[hash]
	return s, ok && !r.revoked[hash], nil
}

func (r *sessionRepo) TouchSession(_ context.Context, id int64, at time.Time) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for h, s := range r.sessions {
		if s.ID == id {
			s.LastSeenAt = at
			r.sessions[h] = s
		}
	}
	return nil
}

func (r *sessionRepo) RevokeSession(_ context.Context, hash string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.revoked[hash] = true
	return nil
}

func (r *sessionRepo) readCount() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.reads
}

func newCachedAuth(t *testing.T, ttl time.Duration) (*Service, *sessionRepo, *clock.Fixed, string) {
	t.Helper()
	start := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
	clk := clock.NewFixed(start)
	repo := &sessionRepo{sessions: map[string]Session{}, revoked: map[string]bool{}}
	token, hash, err := NewToken()
	if err != nil {
		t.Fatal(err)
	}
	repo.sessions[hash] = Session{ID: 1, UserID: 7, Phone: "09171234567", CreatedAt: start, LastSeenAt: start, ExpiresAt: start.Add(time.Hour)}
	return &Service{Repo: repo, Clock: clk, Idle: 30 * time.Minute, MaxAge: time.Hour, CacheTTL: ttl}, repo, clk, token
}

func mustAuth(t *testing.T, s *Service, token string, want bool) {
	t.Helper()
	_, err := s.Authenticate(context.Background(), token)
	if (err == nil) != want {
		t.Fatalf("Authenticate: err %v, want accepted=%v", err, want)
	}
}

func TestSessionCacheSavesReads(t *testing.T) {
	s, repo, clk, token := newCachedAuth(t, 5*time.Second)
	for i := 0; i < 10; i++ {
		mustAuth(t, s, token, true)
	}
	if n := repo.readCount(); n != 1 {
		t.Fatalf("10 calls within the TTL read the session %d times, want 1", n)
	}
	clk.Advance(5 * time.Second)
	mustAuth(t, s, token, true)
	if n := repo.readCount(); n != 2 {
		t.Fatalf("a call after the TTL must read again (reads %d)", n)
	}
}

func TestSessionCacheOff(t *testing.T) {
	s, repo, _, token := newCachedAuth(t, 0)
	for i := 0; i < 3; i++ {
		mustAuth(t, s, token, true)
	}
	if n := repo.readCount(); n != 3 {
		t.Fatalf("without a TTL every call reads (reads %d)", n)
	}
}

func TestSessionCacheRevocation(t *testing.T) {
	t.Run("logout here applies at once", func(t *testing.T) {
		s, _, _, token := newCachedAuth(t, time.Minute)
		mustAuth(t, s, token, true)
		if err := s.Logout(context.Background(), token); err != nil {
			t.Fatal(err)
		}
		mustAuth(t, s, token, false)
	})
	t.Run("account deletion here applies at once", func(t *testing.T) {
		s, repo, _, token := newCachedAuth(t, time.Minute)
		mustAuth(t, s, token, true)
		repo.revoked[HashToken(token)] = true
		s.ForgetUser(7)
		mustAuth(t, s, token, false)
	})
	t.Run("a revocation elsewhere applies within the TTL", func(t *testing.T) {
		s, repo, clk, token := newCachedAuth(t, 5*time.Second)
		mustAuth(t, s, token, true)
		repo.revoked[HashToken(token)] = true
		mustAuth(t, s, token, true) // still cached
		clk.Advance(5 * time.Second)
		mustAuth(t, s, token, false)
	})
}

func TestSessionCacheKeepsExpiry(t *testing.T) {
	s, repo, clk, token := newCachedAuth(t, time.Hour)
	mustAuth(t, s, token, true)
	// Within the cache's TTL the idle limit (30 minutes) still ends the session.
	clk.Advance(59 * time.Minute)
	mustAuth(t, s, token, false)
	if n := repo.readCount(); n != 1 {
		t.Fatalf("expiry must be judged on the cached copy (reads %d)", n)
	}
}

func TestSessionCacheTouchesLastSeen(t *testing.T) {
	s, repo, clk, token := newCachedAuth(t, time.Hour)
	mustAuth(t, s, token, true)
	// Used every 20 minutes (idle limit 30): the cached copy must carry the touches forward,
	// or the session would look idle after 30 minutes of steady use.
	for i := 0; i < 2; i++ {
		clk.Advance(20 * time.Minute)
		mustAuth(t, s, token, true)
	}
	if got := repo.sessions[HashToken(token)].LastSeenAt; !got.Equal(clk.Now()) {
		t.Fatalf("last seen %v, want %v", got, clk.Now())
	}
}
