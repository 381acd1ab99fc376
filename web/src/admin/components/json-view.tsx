/** A JSON value, pretty-printed (audit before/after). */
export function JsonView({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>
  return <pre className="adm-json">{JSON.stringify(value, null, 1)}</pre>
}
