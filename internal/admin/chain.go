package admin

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
)

// The audit trail is a hash chain: every audit row carries its place in the chain (Seq), the
// hash of the row before it (PrevHash; "" for the first) and its own hash, the SHA-256 of the
// canonical encoding of its fields and PrevHash. Editing, removing or inserting a row breaks
// the chain at that row; the chain's head (the last seq and hash, kept in its own row) catches
// rows cut off the end. docs/security.md, "Audit trail".

// ChainLink is one audit row as the chain sees it: its stored fields exactly as written.
type ChainLink struct {
	ID         int64
	Seq        int64
	OperatorID int64
	Action     string
	Entity     string
	EntityID   string
	Before     string // the stored JSON text
	After      string // the stored JSON text
	IP         string
	At         int64
	PrevHash   string
	Hash       string
}

// chainVersion starts every canonical encoding, so a later encoding can never collide with it.
const chainVersion = "pautang-audit-v1"

// Canonical is the link's canonical encoding: the version, then seq, operator, action,
// entity, entity id, before, after, ip, at and the previous hash, each written as its byte
// length, a colon, the bytes and a newline (no value can run into the next).
func (l ChainLink) Canonical() []byte {
	fields := []string{chainVersion, strconv.FormatInt(l.Seq, 10), strconv.FormatInt(l.OperatorID, 10), l.Action, l.Entity,
		l.EntityID, l.Before, l.After, l.IP, strconv.FormatInt(l.At, 10), l.PrevHash}
	n := 0
	for _, f := range fields {
		n += len(f) + 8
	}
	b := make([]byte, 0, n)
	for _, f := range fields {
		b = strconv.AppendInt(b, int64(len(f)), 10)
		b = append(b, ':')
		b = append(b, f...)
		b = append(b, '\n')
	}
	return b
}

// ComputeHash is the hex SHA-256 of the link's canonical encoding (Hash itself is not part of it).
func (l ChainLink) ComputeHash() string {
	sum := sha256.Sum256(l.Canonical())
	return hex.EncodeToString(sum[:])
}

// ChainBreak names the first audit row where the chain does not hold.
type ChainBreak struct {
	ID      int64  // the row's id (0 when the break is at the head: rows cut off the end)
	Seq     int64  // its place in the chain
	Action  string // what it records
	At      int64
	Problem string
}

func (b ChainBreak) String() string {
	if b.ID == 0 {
		return fmt.Sprintf("chain head: %s", b.Problem)
	}
	return fmt.Sprintf("audit entry %d (seq %d, %s, at %d): %s", b.ID, b.Seq, b.Action, b.At, b.Problem)
}

// ChainCheck walks the chain in seq order: Next takes each link, Head the stored head at the
// end. The first break is kept; later links are still counted.
type ChainCheck struct {
	Checked  int64
	LastSeq  int64
	LastHash string
	Break    *ChainBreak
}

// Next checks one link against the one before it.
func (c *ChainCheck) Next(l ChainLink) {
	c.Checked++
	defer func() { c.LastSeq, c.LastHash = l.Seq, l.Hash }()
	if c.Break != nil {
		return
	}
	fail := func(p string) {
		c.Break = &ChainBreak{ID: l.ID, Seq: l.Seq, Action: l.Action, At: l.At, Problem: p}
	}
	switch {
	case l.Seq != c.LastSeq+1:
		fail(fmt.Sprintf("seq %d follows seq %d: entries between them are missing", l.Seq, c.LastSeq))
	case l.PrevHash != c.LastHash:
		fail("its previous hash is not the hash of the entry before it (that entry was removed or replaced)")
	case l.ComputeHash() != l.Hash:
		fail("its fields do not match its hash (the entry was changed after it was written)")
	}
}

// Unchained reports a row outside the chain (no seq: written around the store).
func (c *ChainCheck) Unchained(l ChainLink) {
	if c.Break == nil {
		c.Break = &ChainBreak{ID: l.ID, Action: l.Action, At: l.At, Problem: "it is not in the chain (written around the audit log's writer)"}
	}
}

// Head checks the stored head against the last link walked.
func (c *ChainCheck) Head(seq int64, hash string) {
	if c.Break != nil {
		return
	}
	switch {
	case seq != c.LastSeq:
		c.Break = &ChainBreak{Seq: seq, Problem: fmt.Sprintf("the head records seq %d but the last entry is seq %d (entries were removed from the end, or the head was changed)", seq, c.LastSeq)}
	case hash != c.LastHash:
		c.Break = &ChainBreak{Seq: seq, Problem: "the head's hash is not the last entry's hash (the last entry was replaced, or the head was changed)"}
	}
}
