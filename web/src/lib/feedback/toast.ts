import type { Toast } from 'antd-mobile'

/** Info and error toasts last 2 s (spec section 9). */
export const TOAST_DURATION_MS = 2000

type ToastApi = typeof Toast

let toastApi: ToastApi | undefined
let toastLoad: Promise<ToastApi> | undefined
let loadingHandle: { close: () => void } | undefined
let loadingCount = 0

/**
 * Loads antd-mobile's Toast once. It is not in the pages' first chunks (no first view shows a
 * toast; the Lighthouse budget): `warmToast` loads it once the app has started, and a
 * toast asked for before that shows as soon as it is there.
 */
function loadToast(): Promise<ToastApi> {
  toastLoad ??= import('./antd-toast').then(
    (m) => (toastApi = m.Toast),
    (err: unknown) => {
      toastLoad = undefined // a failed load (offline) is tried again by the next toast
      throw err
    },
  )
  return toastLoad
}

function withToast(show: (toast: ToastApi) => void): void {
  if (toastApi) show(toastApi)
  else loadToast().then(show, () => {})
}

/** Loads the toast code ahead of the first toast (so an offline error can still be shown). */
export function warmToast(): void {
  loadToast().catch(() => {})
}

/**
 * Shows a message toast that also closes on any tap (spec section 8: "a tap
 * closes it"). antd-mobile has no tap-to-close option, so a one-shot capture
 * listener on the document does it without blocking the tapped control.
 */
export function showToast(content: string, durationMs = TOAST_DURATION_MS): void {
  if (!content) return
  withToast((toast) => {
    replacesLoading()
    const handle = toast.show({ content, duration: durationMs, maskClickable: true })
    const closeOnTap = () => {
      handle.close()
      document.removeEventListener('pointerdown', closeOnTap, true)
    }
    // Registered after the current event so the tap that caused the toast does not close it.
    window.setTimeout(() => document.addEventListener('pointerdown', closeOnTap, true), 0)
    window.setTimeout(() => document.removeEventListener('pointerdown', closeOnTap, true), durationMs + 50)
  })
}

/** A success toast (check icon), same duration and tap-to-close. */
export function showSuccess(content: string): void {
  withToast((toast) => {
    replacesLoading()
    toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS })
  })
}

/**
 * antd-mobile shows one toast at a time and hands every show() the same handle: a message shown
 * while the loading toast is up takes its place, and closing the loading handle would close the
 * message too (a failed request toasts 'error', then its finally hides the loading toast). The
 * loading toast is gone once replaced, so hideLoading has nothing left to close.
 */
function replacesLoading(): void {
  loadingHandle = undefined
}

/** Starts (or keeps) the loading toast; balanced by hideLoading. */
export function showLoading(content: string): void {
  loadingCount += 1
  if (loadingCount !== 1) return
  withToast((toast) => {
    // Still loading, and not already shown by an earlier call waiting on the same load.
    if (loadingCount > 0 && !loadingHandle) {
      loadingHandle = toast.show({ icon: 'loading', content, duration: 0, maskClickable: false })
    }
  })
}

export function hideLoading(): void {
  if (loadingCount === 0) return
  loadingCount -= 1
  if (loadingCount === 0) {
    loadingHandle?.close()
    loadingHandle = undefined
  }
}

export const feedback = { showToast, showSuccess, showLoading, hideLoading }
