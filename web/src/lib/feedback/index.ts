export { feedback, showToast, showSuccess, showLoading, hideLoading, warmToast, TOAST_DURATION_MS } from './toast'
