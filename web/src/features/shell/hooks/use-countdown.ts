import { useCallback, useEffect, useRef, useState } from 'react'

/** Seconds left before a code may be resent; start(n) begins a new countdown. */
export function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  const stop = () => {
    if (timer.current !== undefined) window.clearInterval(timer.current)
    timer.current = undefined
  }
  const start = useCallback((seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = window.setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }, [])
  useEffect(() => stop, [])
  return { left, running: left > 0, start }
}
