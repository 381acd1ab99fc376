import { SESSION_PARAM_NAMES } from './common'

/**
 * Where a borrower who has to log in first is taken afterwards: the page they opened (a
 * reminder SMS's link to a loan's repayment page, a page whose session ended). It travels as
 * the `next` param of /loginError and /login, as a path with its own query; the session params
 * are left out of it (the login brings new ones).
 */
export const NEXT_PARAM = 'next'

/** Params that never travel inside `next`: the session, and the login pages' own. */
const DROPPED = new Set<string>([...SESSION_PARAM_NAMES, 'reason', NEXT_PARAM])

/** Pages that are no target after a login. */
const NOT_A_TARGET = new Set(['/login', '/loginError'])

/** The current page as a `next` value ('' on the login pages themselves). */
export function returnTarget(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  if (NOT_A_TARGET.has(location.pathname)) return ''
  const query = new URLSearchParams(location.search)
  for (const name of [...query.keys()]) if (DROPPED.has(name)) query.delete(name)
  const qs = query.toString()
  return `${location.pathname}${qs ? `?${qs}` : ''}`
}

export interface LoginTarget {
  path: string
  params: Record<string, string>
}

/**
 * A `next` value made safe: a path of this site (never another origin, `//host`, a scheme or a
 * backslash trick), not a login page, with its params less the session ones; null otherwise.
 */
export function parseNext(raw: string | null | undefined): LoginTarget | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  let url: URL
  try {
    url = new URL(raw, 'https://pautang.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'https://pautang.invalid' || url.hash || NOT_A_TARGET.has(url.pathname) || !/^\/[A-Za-z]/.test(url.pathname)) return null
  const params: Record<string, string> = {}
  url.searchParams.forEach((value, name) => {
    if (!DROPPED.has(name)) params[name] = value
  })
  return { path: url.pathname, params }
}
