export { feedback, showToast, showSuccess, showLoading, hideLoading, TOAST_DURATION_MS } from './toast'
