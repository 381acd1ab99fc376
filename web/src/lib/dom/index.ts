/**
 * A tiny DOM toolkit for the bundles that must stay very small (the public site and the
 * registration landing load no React: their first paint is the whole budget).
 */
export { h, clear, type Child, type Props } from './h'
export { toast, TOAST_MS } from './toast'
