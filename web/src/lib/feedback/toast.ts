import { Toast } from 'antd-mobile'

/** Info and error toasts last 2 s (spec section 9). */
export const TOAST_DURATION_MS = 2000

let loadingHandle: { close: () => void } | undefined
let loadingCount = 0

/**
 * Shows a message toast that also closes on any tap (spec section 8: "a tap
 * closes it"). antd-mobile has no tap-to-close option, so a one-shot capture
 * listener on the document does it without blocking the tapped control.
 */
export function showToast(content: string, durationMs = TOAST_DURATION_MS): void {
  if (!content) return
  const handle = Toast.show({ content, duration: durationMs, maskClickable: true })
  const closeOnTap = () => {
    handle.close()
    document.removeEventListener('pointerdown', closeOnTap, true)
  }
  // Registered after the current event so the tap that caused the toast does not close it.
  window.setTimeout(() => document.addEventListener('pointerdown', closeOnTap, true), 0)
  window.setTimeout(() => document.removeEventListener('pointerdown', closeOnTap, true), durationMs + 50)
}

/** A success toast (check icon), same duration and tap-to-close. */
export function showSuccess(content: string): void {
  Toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS })
}

/** Starts (or keeps) the loading toast; balanced by hideLoading. */
export function showLoading(content: string): void {
  loadingCount += 1
  if (loadingCount === 1) {
    loadingHandle = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false })
  }
}

export function hideLoading(): void {
  if (loadingCount === 0) return
  loadingCount -= 1
  if (loadingCount === 0) {
    loadingHandle?.close()
    loadingHandle = undefined
  }
}

/** Toast functions behind one object, so tests can spy on them. */
export const feedback = { showToast, showSuccess, showLoading, hideLoading }
