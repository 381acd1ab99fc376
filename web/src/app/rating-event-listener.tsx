import { lazy, Suspense, useEffect, useState } from 'react'
import { RATE_EVENT } from '@/lib/bridge'

const RatingDialog = lazy(() => import('./rating-dialog'))

/** Listens for bridge.goRate() in the web shell and loads the rating dialog on first use. */
export function RatingEventListener() {
  const [requests, setRequests] = useState(0)
  useEffect(() => {
    const onRate = () => setRequests((n) => n + 1)
    window.addEventListener(RATE_EVENT, onRate)
    return () => window.removeEventListener(RATE_EVENT, onRate)
  }, [])
  if (requests === 0) return null
  return (
    <Suspense fallback={null}>
      <RatingDialog requestCount={requests} />
    </Suspense>
  )
}
