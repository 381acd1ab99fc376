package payments

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"time"
)

// SignatureHeader carries "t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">" on every
// webhook, the scheme Stripe and PayMongo use: the timestamp is signed with the body, so a
// captured delivery cannot be replayed after the tolerance.
const SignatureHeader = "Pautang-Signature"

// SignatureTolerance is how far a webhook's timestamp may be from our clock.
const SignatureTolerance = 300 * time.Second

// Sign returns the header value for body sent at t.
func Sign(secret []byte, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + mac(secret, ts, body)
}

func mac(secret []byte, ts string, body []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(ts))
	m.Write([]byte("."))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

// Verify checks a header against body at now: ErrBadSignature when the header is malformed or
// no v1 signature matches (several are allowed while the secret rotates), ErrStaleTimestamp
// when it is more than tolerance away from now.
func Verify(secret []byte, header string, body []byte, now time.Time, tolerance time.Duration) error {
	var ts string
	var sigs []string
	for _, part := range strings.Split(header, ",") {
		k, v, found := strings.Cut(strings.TrimSpace(part), "=")
		if !found {
			continue
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			sigs = append(sigs, v)
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return ErrBadSignature
	}
	want := mac(secret, ts, body)
	matched := false
	for _, s := range sigs {
		if hmac.Equal([]byte(s), []byte(want)) {
			matched = true
		}
	}
	if !matched {
		return ErrBadSignature
	}
	if d := now.Sub(time.Unix(sec, 0)); d > tolerance || d < -tolerance {
		return ErrStaleTimestamp
	}
	return nil
}
