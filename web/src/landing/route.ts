/** The landing's hash routes (spec section 2). */
export const ROUTES = { register: '/register', download: '/downloadTemplate', agreement: '/agreementTemplate' } as const

/**
 * Splits '#/path?query'. Params of the hash win over the page's own query, so campaign
 * links may put tracking params on either side of the '#'.
 */
export function parseHash(hash: string, search: string): { path: string; params: URLSearchParams } {
  const raw = hash.replace(/^#/, '')
  const [path, query = ''] = raw.split('?')
  const params = new URLSearchParams(search)
  for (const [k, v] of new URLSearchParams(query)) params.set(k, v)
  return { path: path || ROUTES.register, params }
}

export function go(path: string, params: Record<string, string> = {}): void {
  const qs = new URLSearchParams(params).toString()
  window.location.hash = `#${path}${qs ? `?${qs}` : ''}`
}
