package admin

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// Argon2id parameters: the OWASP baseline (19 MiB, 2 passes, 1 lane), which keeps a login
// around 30 ms on the 2-core machines this runs on while making offline guessing costly.
const (
	argonMemoryKiB = 19 * 1024
	argonTime      = 2
	argonThreads   = 1
	argonKeyLen    = 32
	argonSaltLen   = 16
)

// Password length limits. The upper one bounds the KDF's input, not the user's choice.
const (
	MinPasswordLen = 10
	MaxPasswordLen = 128
)

// ErrWeakPassword is returned by CheckPassword for a password outside the length limits.
var ErrWeakPassword = errors.New("admin: the password must be 10 to 128 characters")

// CheckPassword enforces the password policy (length only: long passphrases beat rules).
func CheckPassword(pw string) error {
	n := utf8.RuneCountInString(pw)
	if n < MinPasswordLen || n > MaxPasswordLen {
		return ErrWeakPassword
	}
	return nil
}

// HashPassword returns a PHC-style argon2id hash with a random salt:
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>.
func HashPassword(pw string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("admin: unable to read random salt: %w", err)
	}
	key := argon2.IDKey([]byte(pw), salt, argonTime, argonMemoryKiB, argonThreads, argonKeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemoryKiB, argonTime, argonThreads,
		enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// VerifyPassword reports whether pw matches hash, comparing in constant time. A malformed
// hash never matches. The parameters are read from the hash, so raising them later keeps
// old hashes working.
func VerifyPassword(hash, pw string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false
	}
	var mem, iters uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iters, &threads); err != nil || mem == 0 || iters == 0 || threads == 0 || mem > 1<<20 || iters > 16 {
		return false
	}
	enc := base64.RawStdEncoding
	salt, err := enc.DecodeString(parts[4])
	if err != nil {
		return false
	}
	want, err := enc.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false
	}
	got := argon2.IDKey([]byte(pw), salt, iters, mem, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// dummyHash is verified against when the e-mail is unknown, so an unknown e-mail costs the
// same time as a wrong password and the login does not reveal which operators exist.
func dummyHash() string {
	dummyOnce.Do(func() { dummy, _ = HashPassword("not-a-real-password-0000") })
	return dummy
}

var (
	dummyOnce sync.Once
	dummy     string
)
