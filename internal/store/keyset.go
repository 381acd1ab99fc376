package store

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/backoffice"
)

// The back office's lists share one machinery: keyset pages on a sort column and the row's
// id (page 1,000 costs what page 1 does; a row added while someone pages is never repeated or
// skipped), an opaque cursor, and an unpaginated walk for the CSV exports that reads one row
// at a time.

// maxPage is the largest page any list answers; a bigger one is refused, never cut.
const maxPage = 200

// sortKey is a sortable column: the SQL expression and whether its values are text.
type sortKey struct {
	col  string
	text bool
}

// listSpec describes a list: its sort keys (and default), its id column, and the SELECT ...
// FROM ... JOIN ... it reads (no WHERE).
type listSpec struct {
	what   string // "loans", "transfers" ... for messages
	sorts  map[string]sortKey
	def    string
	id     string
	selekt string
}

// sortNames is the list's sort keys, for the message refusing an unknown one.
func (sp listSpec) sortNames() string {
	names := make([]string, 0, len(sp.sorts))
	for k := range sp.sorts {
		names = append(names, k)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// conds gathers a list's WHERE conditions and their numbered arguments ($1, $2 ...).
type conds struct {
	where []string
	args  []any
}

func (c *conds) arg(v any) string {
	c.args = append(c.args, v)
	return "$" + strconv.Itoa(len(c.args))
}

func (c *conds) add(cond string) { c.where = append(c.where, cond) }

// in adds "col IN (...)" for a non-empty list of values.
func in[T any](c *conds, col string, vals []T) {
	if len(vals) == 0 {
		return
	}
	ph := make([]string, len(vals))
	for i, v := range vals {
		ph[i] = c.arg(v)
	}
	c.add(col + " IN (" + strings.Join(ph, ",") + ")")
}

// like adds a case-insensitive partial match of q on any of the columns (already lowered
// where needed), wildcards in q matched literally, and extra conditions ORed in.
func (c *conds) likeAny(q string, cols []string, extra ...string) {
	p := c.arg("%" + strings.ToLower(likeEscape.Replace(q)) + "%")
	cond := make([]string, 0, len(cols)+len(extra))
	for _, col := range cols {
		cond = append(cond, col+` LIKE `+p+` ESCAPE '\'`)
	}
	cond = append(cond, extra...)
	c.add("(" + strings.Join(cond, " OR ") + ")")
}

// phoneLike is the condition matching a partial phone (any form, see searchPhone) on col, ""
// when q is not a phone.
func (c *conds) phoneLike(q, col string) string {
	if p := searchPhone(q); p != "" {
		return col + ` LIKE ` + c.arg("0%"+p+"%")
	}
	return ""
}

// keysetCursor is where a page ends: the sort column's value and the id.
type keysetCursor struct {
	V  json.RawMessage `json:"v"`
	ID int64           `json:"id"`
}

func badCursor() error {
	return apperr.Invalid("The page cursor is not valid; start from the first page.")
}

// sql builds the list's query: the conditions, the cursor's (unless all), the order and
// LIMIT page+1 (the extra row tells whether there is a next page).
func (sp listSpec) sql(p backoffice.Paging, c *conds, all bool) (string, sortKey, error) {
	name := p.Sort
	if name == "" {
		name = sp.def
	}
	key, known := sp.sorts[name]
	if !known {
		return "", key, apperr.Invalid("sort must be one of %s.", sp.sortNames())
	}
	cmp, dir := "<", "DESC"
	if p.Asc {
		cmp, dir = ">", "ASC"
	}
	if p.After != "" && !all {
		raw, err := base64.RawURLEncoding.DecodeString(p.After)
		var cur keysetCursor
		if err == nil {
			err = json.Unmarshal(raw, &cur)
		}
		if err != nil || len(cur.V) == 0 {
			return "", key, badCursor()
		}
		var v any
		if key.text {
			var sv string
			err = json.Unmarshal(cur.V, &sv)
			v = sv
		} else {
			var iv int64
			err = json.Unmarshal(cur.V, &iv)
			v = iv
		}
		if err != nil {
			return "", key, badCursor()
		}
		c.add("(" + key.col + ", " + sp.id + ") " + cmp + " (" + c.arg(v) + ", " + c.arg(cur.ID) + ")")
	}
	q := sp.selekt
	if len(c.where) > 0 {
		q += " WHERE " + strings.Join(c.where, " AND ")
	}
	q += " ORDER BY " + key.col + " " + dir + ", " + sp.id + " " + dir
	if !all {
		q += " LIMIT " + c.arg(p.Limit+1)
	}
	return q, key, nil
}

// pageLimit checks and defaults a page size.
func (sp listSpec) pageLimit(p *backoffice.Paging) error {
	if p.Limit <= 0 {
		p.Limit = 50
	}
	if p.Limit > maxPage {
		return apperr.Invalid("A page holds at most %d %s.", maxPage, sp.what)
	}
	return nil
}

// keyOf answers a row's value of the sort column and its id, for the next cursor.
type keyOf[T any] func(row T, sort string) (any, int64)

// listPage reads one page of a list: rows and the cursor of the next page ("" on the last).
func listPage[T any](ctx context.Context, db Querier, sp listSpec, p backoffice.Paging, c *conds, scan func(Row) (T, error), key keyOf[T]) ([]T, string, error) {
	if err := sp.pageLimit(&p); err != nil {
		return nil, "", err
	}
	q, _, err := sp.sql(p, c, false)
	if err != nil {
		return nil, "", err
	}
	rows := make([]T, 0, p.Limit+1)
	err = queryEach(ctx, db, q, c.args, func(r Row) error {
		row, err := scan(r)
		rows = append(rows, row)
		return err
	})
	if err != nil {
		return nil, "", err
	}
	if len(rows) <= p.Limit {
		return rows, "", nil
	}
	rows = rows[:p.Limit]
	sort := p.Sort
	if sort == "" {
		sort = sp.def
	}
	v, id := key(rows[p.Limit-1], sort)
	vb, _ := json.Marshal(v)
	cb, _ := json.Marshal(keysetCursor{V: vb, ID: id})
	return rows, base64.RawURLEncoding.EncodeToString(cb), nil
}

// listEach streams every row the conditions select, in the list's order, to each: one row
// at a time (no page, no cursor), so memory does not grow with the rows.
func listEach[T any](ctx context.Context, db Querier, sp listSpec, p backoffice.Paging, c *conds, scan func(Row) (T, error), each func(T) error) error {
	q, _, err := sp.sql(p, c, true)
	if err != nil {
		return err
	}
	return queryEach(ctx, db, q, c.args, func(r Row) error {
		row, err := scan(r)
		if err != nil {
			return err
		}
		return each(row)
	})
}

// listErr wraps a list's database error; the envelope's own errors (a bad cursor or sort)
// pass as they are.
func listErr(what string, err error) error {
	if err == nil {
		return nil
	}
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return err
	}
	return fmt.Errorf("store: unable to %s: %w", what, err)
}
