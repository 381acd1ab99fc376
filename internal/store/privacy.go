package store

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// PersonalData is every row of the database that names one borrower, by table: the tables with
// a user_id column (their rows), with an order_id column (the rows of the borrower's orders)
// or with a phone column (the rows of the borrower's phone number). The tables are found by
// reading the schema, so a table added later is in the export without a change here.
// Columns holding a secret's hash or a sealed value are listed with the value withheld.
type PersonalData map[string][]map[string]any

// withheld names a column whose value never leaves the database in an export: hashes of
// secrets, sealed values and the one-time codes sent by SMS.
func withheld(table, col string) bool {
	return strings.HasSuffix(col, "_hash") || strings.HasSuffix(col, "_cipher") || strings.HasSuffix(col, "_sealed") ||
		strings.Contains(col, "password") || strings.Contains(col, "secret") || (table == "sms_outbox" && col == "code")
}

// columnsByTable reads the schema: each table's columns in order (River's and the migration
// runner's own tables left out).
func (s *Store) columnsByTable(ctx context.Context) (map[string][]string, error) {
	q := `SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' ORDER BY m.name, p.cid`
	if s.Dialect == Postgres {
		q = `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`
	}
	out := map[string][]string{}
	err := queryEach(ctx, s.DB, q, nil, func(r Row) error {
		var t, c string
		if err := r.Scan(&t, &c); err != nil {
			return err
		}
		if strings.HasPrefix(t, "river_") || t == "schema_migrations" || strings.HasPrefix(t, "sqlite_") {
			return nil
		}
		out[t] = append(out[t], c)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the schema: %w", err)
	}
	return out, nil
}

// PersonalTables are the tables an export of a borrower reads, with the column that names
// them (users: id; else user_id, order_id or phone, in that order of preference).
func (s Users) PersonalTables(ctx context.Context) (map[string]string, error) {
	cols, err := s.columnsByTable(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for t, cs := range cols {
		switch {
		case t == "users":
			out[t] = "id"
		case slices.Contains(cs, "user_id"):
			out[t] = "user_id"
		case slices.Contains(cs, "order_id"):
			out[t] = "order_id"
		case slices.Contains(cs, "phone"):
			out[t] = "phone"
		}
	}
	return out, nil
}

// PersonalDataOf reads every row that names borrower userID (PersonalData).
func (s Users) PersonalDataOf(ctx context.Context, userID int64) (PersonalData, error) {
	cols, err := s.columnsByTable(ctx)
	if err != nil {
		return nil, err
	}
	tables, err := s.PersonalTables(ctx)
	if err != nil {
		return nil, err
	}
	var phone string
	if err := s.DB.QueryRowContext(ctx, `SELECT phone FROM users WHERE id = $1`, userID).Scan(&phone); err != nil {
		return nil, fmt.Errorf("store: unable to read the borrower: %w", err)
	}
	names := make([]string, 0, len(tables))
	for t := range tables {
		names = append(names, t)
	}
	slices.Sort(names)
	out := PersonalData{}
	for _, t := range names {
		var where string
		var arg any = userID
		switch tables[t] {
		case "id":
			where = `id = $1`
		case "user_id":
			where = `user_id = $1`
		case "order_id":
			where = `order_id IN (SELECT id FROM orders WHERE user_id = $1)`
		case "phone":
			where, arg = `phone = $1`, phone
		}
		// Table and column names come from the schema, never from input.
		list := make([]string, len(cols[t]))
		for i, c := range cols[t] {
			list[i] = `"` + c + `"`
		}
		rows := []map[string]any{}
		err := queryEach(ctx, s.DB, `SELECT `+strings.Join(list, ", ")+` FROM "`+t+`" WHERE `+where, []any{arg}, func(r Row) error {
			vals := make([]any, len(cols[t]))
			ptrs := make([]any, len(vals))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := r.Scan(ptrs...); err != nil {
				return err
			}
			row := map[string]any{}
			for i, c := range cols[t] {
				v := vals[i]
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				if withheld(t, c) && v != nil && v != "" {
					v = "(withheld)"
				}
				row[c] = v
			}
			rows = append(rows, row)
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("store: unable to export %s: %w", t, err)
		}
		if len(rows) > 0 {
			out[t] = rows
		}
	}
	return out, nil
}
