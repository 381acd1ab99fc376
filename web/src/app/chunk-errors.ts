/**
 * A page's code that failed to load: the messages browsers give a failed dynamic import
 * (Chromium, Firefox, Safari) and Vite's failed preload of a chunk's CSS or dependencies.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i.test(
    error.message,
  )
}

const RELOAD_KEY = 'pt-chunk-reload'
/** One reload per this many ms at most: a build that keeps failing must not reload in a loop. */
const RELOAD_GUARD_MS = 60_000

/**
 * Called when a chunk failed to load again on 'Try again'. If the server answers this page's
 * own address, it is up and the chunk is gone: a deploy replaced the build the borrower's page
 * came from, so the page reloads (once a minute at most) onto the new one. If the server does
 * not answer, the connection is down: the retry screen stays.
 */
export async function reloadOnceForNewBuild(
  probe: () => Promise<boolean> = serverAnswers,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): Promise<boolean> {
  if (!(await probe())) return false
  let last = 0
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0)
  } catch {
    // storage unavailable: reload anyway, the guard is best effort
  }
  if (now() - last < RELOAD_GUARD_MS) return false
  try {
    window.sessionStorage.setItem(RELOAD_KEY, String(now()))
  } catch {
    // see above
  }
  reload()
  return true
}

async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    return res.ok
  } catch {
    return false
  }
}
