package compliance

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/aml"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/store"
)

// Sources of the sanctions lists.
const (
	SourceUN    = "un"    // the UN Security Council consolidated list, its published XML
	SourceWatch = "watch" // the lender's own watch list: CSV of ref,name,birth_date
)

// ErrSource refuses an unknown list source.
var ErrSource = apperr.Invalid("source must be un (the UN consolidated list's XML) or watch (the lender's CSV of ref,name,birth_date).")

// Loaded is a list kept and the screening of every borrower against it.
type Loaded struct {
	List     store.AMLList `json:"list"`
	Screened int           `json:"screened"`
	NewHits  int           `json:"newHits"`
}

// LoadList reads a list file of source, keeps it audited aml.list_load by, then screens every
// borrower against it and keeps the hits (aml.hit each).
func (s *Service) LoadList(ctx context.Context, source string, file []byte, by admin.Entry) (Loaded, error) {
	var l aml.List
	var err error
	switch source {
	case SourceUN:
		l, err = aml.ParseUN(bytes.NewReader(file))
	case SourceWatch:
		l, err = parseWatch(file)
	default:
		return Loaded{}, ErrSource
	}
	if err != nil {
		return Loaded{}, apperr.Invalid("%s", err.Error())
	}
	body, _ := json.Marshal(l.Entries)
	sum := sha256.Sum256(file)
	now := s.Clock.Now().UnixMilli()
	gen := now
	if !l.Generated.IsZero() {
		gen = l.Generated.UnixMilli()
	}
	kept := store.AMLList{Source: source, GeneratedAt: gen, SHA256: hex.EncodeToString(sum[:]), Entries: len(l.Entries), Body: string(body),
		LoadedBy: actorName(by), LoadedAt: now}
	by.Action, by.Entity = "aml.list_load", "aml_list"
	by.After = map[string]any{"source": source, "entries": len(l.Entries), "sha256": kept.SHA256, "generated": gen}
	if by.At == 0 {
		by.At = now
	}
	kept, err = s.Store.Compliance().SaveAMLList(ctx, kept, by)
	if err != nil {
		return Loaded{}, err
	}
	out := Loaded{List: kept}
	var after int64
	for {
		people, err := s.Store.Compliance().PeopleToScreen(ctx, after, 500)
		if err != nil {
			return out, err
		}
		if len(people) == 0 {
			return out, nil
		}
		var hits []store.AMLHit
		for _, p := range people {
			after = p.UserID
			out.Screened++
			hits = append(hits, s.hitsOf(p, kept.ID, l)...)
		}
		n, err := s.Store.Compliance().RecordAMLHits(ctx, hits)
		if err != nil {
			return out, err
		}
		out.NewHits += n
	}
}

// ScreenPerson screens a borrower against the newest list of each source, keeps new hits and
// returns the borrower's hits still open (an application waits while there is one).
func (s *Service) ScreenPerson(ctx context.Context, p store.ScreenedPerson) ([]store.AMLHit, error) {
	ids, err := s.Store.Compliance().LatestAMLListIDs(ctx)
	if err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, nil // no list loaded: nothing to screen against
	}
	var hits []store.AMLHit
	for source, id := range ids {
		entries, err := s.entriesOf(ctx, id)
		if err != nil {
			return nil, err
		}
		hits = append(hits, s.hitsOf(p, id, aml.List{Source: source, Entries: entries})...)
	}
	if _, err := s.Store.Compliance().RecordAMLHits(ctx, hits); err != nil {
		return nil, err
	}
	return s.Store.Compliance().OpenAMLHits(ctx, p.UserID)
}

// entriesOf reads a kept list's entries once per process: a kept list never changes (a newer
// copy is a new row), so screening an application parses nothing but the borrower.
func (s *Service) entriesOf(ctx context.Context, id int64) ([]aml.Listed, error) {
	s.listsMu.Lock()
	defer s.listsMu.Unlock()
	if e, ok := s.lists[id]; ok {
		return e, nil
	}
	body, err := s.Store.Compliance().AMLListBody(ctx, id)
	if err != nil {
		return nil, err
	}
	var entries []aml.Listed
	if err := json.Unmarshal([]byte(body), &entries); err != nil {
		return nil, fmt.Errorf("compliance: list %d: %w", id, err)
	}
	if s.lists == nil {
		s.lists = map[int64][]aml.Listed{}
	}
	s.lists[id] = entries
	return entries, nil
}

func (s *Service) hitsOf(p store.ScreenedPerson, listID int64, l aml.List) []store.AMLHit {
	var out []store.AMLHit
	for _, h := range aml.Screen(p.Name, p.BirthDate, l) {
		out = append(out, store.AMLHit{UserID: p.UserID, ListID: listID, Ref: l.Source + ":" + h.Ref, ListedName: h.Name, ScreenedName: p.Name,
			Score: strconv.FormatFloat(h.Score, 'f', 3, 64), Birth: string(h.Birth), CreatedAt: s.Clock.Now().UnixMilli()})
	}
	return out
}

// parseWatch reads the lender's watch list: CSV with a header row ref,name,birth_date (the
// birth date YYYY-MM-DD or empty).
func parseWatch(file []byte) (aml.List, error) {
	r := csv.NewReader(bytes.NewReader(file))
	r.FieldsPerRecord = 3
	head, err := r.Read()
	if err != nil || strings.ToLower(strings.Join(head, ",")) != "ref,name,birth_date" {
		return aml.List{}, errors.New("the watch list is a CSV whose first row is ref,name,birth_date")
	}
	l := aml.List{Source: SourceWatch}
	for line := 2; ; line++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return aml.List{}, fmt.Errorf("watch list line %d: %v", line, err)
		}
		ref, name, born := strings.TrimSpace(rec[0]), strings.TrimSpace(rec[1]), strings.TrimSpace(rec[2])
		if ref == "" || name == "" {
			return aml.List{}, fmt.Errorf("watch list line %d: ref and name are required", line)
		}
		e := aml.Listed{Ref: ref, Names: []string{name}}
		if born != "" {
			e.Births = []aml.Birth{{Date: born}}
		}
		l.Entries = append(l.Entries, e)
	}
	if len(l.Entries) == 0 {
		return aml.List{}, errors.New("the watch list has no entry")
	}
	return l, nil
}

// OpenHitsOf screens borrower userID against the newest lists and counts their hits still
// open: the lending service holds their applications while it is not zero.
func (s *Service) OpenHitsOf(ctx context.Context, userID int64) (int, error) {
	p, found, err := s.Store.Compliance().PersonToScreen(ctx, userID)
	if err != nil || !found {
		return 0, err
	}
	hits, err := s.ScreenPerson(ctx, p)
	if err != nil {
		return 0, err
	}
	_, err = s.RateBorrower(ctx, userID) // an applicant's rating is current when they are decided
	return len(hits), err
}
