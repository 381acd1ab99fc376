import './toast.css'

/** Info and success toasts last 2 s (spec section 9); a tap closes them (section 8). */
export const TOAST_MS = 2000

let current: { el: HTMLElement; timer: number } | undefined

function close(): void {
  if (!current) return
  window.clearTimeout(current.timer)
  current.el.remove()
  document.removeEventListener('pointerdown', close, true)
  current = undefined
}

/** Shows one message toast (a new one replaces the old); kind 'success' adds a check mark. */
export function toast(message: string, kind: 'info' | 'success' = 'info'): void {
  if (!message) return
  close()
  const el = document.createElement('div')
  el.className = `pt-toast pt-toast-${kind}`
  el.setAttribute('role', 'alert')
  el.textContent = message
  document.body.appendChild(el)
  current = { el, timer: window.setTimeout(close, TOAST_MS) }
  // Armed after the current event, so the tap that caused the toast does not close it.
  window.setTimeout(() => document.addEventListener('pointerdown', close, true), 0)
}
