import { useCallback, useEffect, useState } from 'react'
import { api, ApiError } from './api'

/** Loads a GET path; reload() fetches again. Errors come back as the server's message. */
export function useLoad<T>(path: string | null) {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(true)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!path) return
    let live = true
    setLoading(true)
    api
      .get<T>(path)
      .then((d) => {
        if (!live) return
        setData(d)
        setError('')
      })
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [path, tick])
  const reload = useCallback(() => setTick((n) => n + 1), [])
  return { data, error, loading, reload, setData }
}
