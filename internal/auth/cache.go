package auth

import (
	"sync"
	"time"
)

// sessionCache keeps sessions the database confirmed recently, so a borrower's burst of calls
// reads the sessions table once per TTL instead of once per call. Logout and account deletion
// on this instance drop entries at once; a session revoked by another instance stays usable
// here for at most TTL (README, PAUTANG_SESSION_CACHE). Expiry (idle and absolute) is
// still checked on every call against the cached times and the injected clock.
type sessionCache struct {
	mu sync.RWMutex
	m  map[string]cachedSession
}

type cachedSession struct {
	sess      Session
	checkedAt time.Time
}

// maxCachedSessions bounds the cache; past it, stale entries are swept and, if that is not
// enough, the cache starts over (it only saves reads).
const maxCachedSessions = 200_000

func (c *sessionCache) get(hash string, now time.Time, ttl time.Duration) (Session, bool) {
	c.mu.RLock()
	e, ok := c.m[hash]
	c.mu.RUnlock()
	if !ok {
		return Session{}, false
	}
	if age := now.Sub(e.checkedAt); age < 0 || age >= ttl {
		return Session{}, false
	}
	return e.sess, true
}

func (c *sessionCache) put(hash string, sess Session, now time.Time, ttl time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = make(map[string]cachedSession)
	}
	if len(c.m) >= maxCachedSessions {
		for k, e := range c.m {
			if now.Sub(e.checkedAt) >= ttl {
				delete(c.m, k)
			}
		}
		if len(c.m) >= maxCachedSessions {
			c.m = make(map[string]cachedSession)
		}
	}
	c.m[hash] = cachedSession{sess: sess, checkedAt: now}
}

// touch records a last-seen write in the cached copy.
func (c *sessionCache) touch(hash string, at time.Time) {
	c.mu.Lock()
	if e, ok := c.m[hash]; ok {
		e.sess.LastSeenAt = at
		c.m[hash] = e
	}
	c.mu.Unlock()
}

func (c *sessionCache) drop(hash string) {
	c.mu.Lock()
	delete(c.m, hash)
	c.mu.Unlock()
}

func (c *sessionCache) dropUser(userID int64) {
	c.mu.Lock()
	for k, e := range c.m {
		if e.sess.UserID == userID {
			delete(c.m, k)
		}
	}
	c.mu.Unlock()
}
