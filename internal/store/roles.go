package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
)

// The custom roles (roles as data, migration 0057): a role a supervisor defined is its name,
// title and permission set; the built-in roles are not stored.

// CustomRole reads a custom role; found is false when there is none of that name.
func (s Operators) CustomRole(ctx context.Context, name admin.Role) (admin.CustomRole, bool, error) {
	r, err := scanCustomRole(s.DB.QueryRowContext(ctx, `SELECT `+customRoleCols+` FROM custom_roles WHERE name = $1`, string(name)))
	if errors.Is(err, ErrNotFound) {
		return r, false, nil
	}
	return r, err == nil, err
}

// CustomRoles lists the custom roles by name.
func (s Operators) CustomRoles(ctx context.Context) ([]admin.CustomRole, error) {
	out := []admin.CustomRole{}
	err := queryEach(ctx, s.DB, `SELECT `+customRoleCols+` FROM custom_roles ORDER BY name`, nil, func(r Row) error {
		c, err := scanCustomRole(r)
		out = append(out, c)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list custom roles: %w", err)
	}
	return out, nil
}

const customRoleCols = `name, title, permissions, version, updated_at`

func scanCustomRole(sc interface{ Scan(...any) error }) (admin.CustomRole, error) {
	var r admin.CustomRole
	var perms string
	err := sc.Scan(&r.Name, &r.Title, &perms, &r.Version, &r.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	}
	if err != nil {
		return r, fmt.Errorf("store: unable to read custom role: %w", err)
	}
	if err := json.Unmarshal([]byte(perms), &r.Permissions); err != nil {
		return r, fmt.Errorf("store: custom role %s has unreadable permissions: %w", r.Name, err)
	}
	return r, nil
}

// SaveCustomRole creates or replaces custom role r (validated by the caller) in the unit of
// work t, only over version basedOn (0: the role does not exist yet; ErrConflict otherwise),
// with its audit row (before and after).
func (t *Tx) SaveCustomRole(ctx context.Context, r admin.CustomRole, basedOn, by int64, audit admin.Entry) (admin.CustomRole, error) {
	s := t.s
	q := t.q
	if err := s.lockKey(ctx, q, "custom-role:"+string(r.Name)); err != nil {
		return r, err
	}
	before, err := scanCustomRole(q.QueryRowContext(ctx, `SELECT `+customRoleCols+` FROM custom_roles WHERE name = $1`+s.ForUpdate(), string(r.Name)))
	found := err == nil
	if err != nil && !errors.Is(err, ErrNotFound) {
		return r, err
	}
	if before.Version != basedOn {
		return r, ErrConflict
	}
	perms, err := json.Marshal(r.Permissions)
	if err != nil {
		return r, err
	}
	now := s.Now()
	r.Version, r.UpdatedAt = basedOn+1, now
	if found {
		_, err = q.ExecContext(ctx, `UPDATE custom_roles SET title = $1, permissions = $2, version = $3, updated_by = $4, updated_at = $5 WHERE name = $6`,
			r.Title, string(perms), r.Version, by, now, string(r.Name))
		audit.Before = before
	} else {
		_, err = q.ExecContext(ctx, `INSERT INTO custom_roles (name, title, permissions, version, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6)`,
			string(r.Name), r.Title, string(perms), r.Version, by, now)
	}
	if err != nil {
		return r, fmt.Errorf("store: unable to save custom role %s: %w", r.Name, err)
	}
	after, _ := audit.After.(map[string]any)
	if after == nil {
		after = map[string]any{}
	}
	after["role"] = r
	audit.Entity, audit.EntityID, audit.At, audit.After = "role", string(r.Name), now, after
	return r, t.AddAudit(ctx, audit)
}
