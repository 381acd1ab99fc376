// antd-mobile's Toast (with its imperative render, mask and spinner: ~17 KiB brotli) in a chunk of
// its own, loaded by ./toast on the first toast or once the app has started (warmToast).
export { Toast } from 'antd-mobile'
