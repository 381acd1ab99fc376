package api

import (
	"fmt"
	"sort"
	"strings"
)

// TypeScriptPaths renders the route table as TypeScript: the list of API paths and the
// params each reads. web/src/lib/api/paths.gen.ts is this output; a Go test fails when the
// file is stale and a Vitest test fails when the front end calls a path not in it, so the
// server and the client cannot drift.
func (s *Server) TypeScriptPaths() string {
	type entry struct {
		path   string
		method string
		params []reqParam
	}
	var es []entry
	for _, rt := range s.apiRoutes() {
		es = append(es, entry{rt.Path, rt.Method, requestParams(rt.Request)})
	}
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].path != es[j].path {
			return es[i].path < es[j].path
		}
		return es[i].method < es[j].method
	})
	var b strings.Builder
	b.WriteString("// Code generated from the Go route table by `pautang openapi-ts`; DO NOT EDIT.\n")
	b.WriteString("// Regenerate with `make gen` after changing internal/api/routes.go.\n\n")
	b.WriteString("/** Every API path below the base prefix, with the methods it answers. */\n")
	b.WriteString("export const apiRoutes = {\n")
	seen := map[string][]string{}
	var order []string
	params := map[string][]reqParam{}
	for _, e := range es {
		if _, ok := seen[e.path]; !ok {
			order = append(order, e.path)
		}
		seen[e.path] = append(seen[e.path], e.method)
		params[e.path] = e.params
	}
	for _, p := range order {
		fmt.Fprintf(&b, "  %q: [%s],\n", p, quoteAll(seen[p]))
	}
	b.WriteString("} as const\n\n")
	b.WriteString("/** An API path below the base prefix. */\n")
	b.WriteString("export type ApiPath = keyof typeof apiRoutes\n\n")
	b.WriteString("/** The form or query fields each path reads (optional ones marked ?). */\n")
	b.WriteString("export interface ApiParams {\n")
	for _, p := range order {
		fmt.Fprintf(&b, "  %q: {", p)
		for i, f := range params[p] {
			name := strings.Join(f.Names, "|")
			if f.Items {
				name = "<item codes>"
			}
			if i > 0 {
				b.WriteString(";")
			}
			q := ""
			if f.Optional {
				q = "?"
			}
			fmt.Fprintf(&b, " %q%s: string | number", name, q)
		}
		if len(params[p]) > 0 {
			b.WriteString(" ")
		}
		b.WriteString("}\n")
	}
	b.WriteString("}\n")
	return b.String()
}

func quoteAll(ss []string) string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(out, ", ")
}
