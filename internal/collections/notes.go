package collections

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
)

// Notes are what agents write about a borrower: text, author and time, append-only (never
// edited or deleted), each with its audit row. The borrower 360 page and the case page show
// them, newest first.

// MaxNoteLen bounds a note's text, in characters.
const MaxNoteLen = 2000

// ErrBadNote refuses an empty or too long note.
var ErrBadNote = errors.New("collections: invalid note")

// CheckNote trims a note's text and refuses it empty or over MaxNoteLen characters.
func CheckNote(text string) (string, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return "", fmt.Errorf("%w: the note is empty", ErrBadNote)
	}
	if n := len([]rune(t)); n > MaxNoteLen {
		return "", fmt.Errorf("%w: the note is %d characters; at most %d", ErrBadNote, n, MaxNoteLen)
	}
	return t, nil
}

// NoteRepo appends notes; the store implements it.
type NoteRepo interface {
	// AddBorrowerNote appends a note with its audit row in one transaction.
	AddBorrowerNote(ctx context.Context, userID, authorID int64, body string, now int64, audit admin.Entry) (int64, error)
}

// AddNote checks and appends an agent's note about a borrower at the clock's time.
func AddNote(ctx context.Context, repo NoteRepo, clk clock.Clock, userID, authorID int64, text string, audit admin.Entry) (int64, error) {
	body, err := CheckNote(text)
	if err != nil {
		return 0, err
	}
	audit.After = map[string]any{"body": body}
	return repo.AddBorrowerNote(ctx, userID, authorID, body, clk.Now().UnixMilli(), audit)
}
