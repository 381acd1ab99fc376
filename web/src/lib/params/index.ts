export {
  COMMON_PARAM_NAMES,
  SESSION_PARAM_NAMES,
  SESSION_STORAGE_KEY,
  captureCommonParams,
  clearSession,
  commonQuery,
  getCommonParam,
  getCommonParams,
  parseCommonParams,
  saveSession,
  withCommon,
} from './common'
export type { CommonParamName, CommonParams, ExtraParams } from './common'
export { ensureDeviceId } from './device-id'
export { useNav } from './use-nav'
export type { Nav, NavOptions } from './use-nav'
export { browser } from './browser'
export { NEXT_PARAM, parseNext, returnTarget } from './next'
export type { LoginTarget } from './next'
