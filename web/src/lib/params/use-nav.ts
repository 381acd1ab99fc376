import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { getCommonParams, withCommon, type CommonParams, type ExtraParams } from './common'
import { browser } from './browser'

export interface NavOptions {
  /** Replace the current history entry instead of pushing. */
  replace?: boolean
  /** Carry the device params but not the borrower's (after logout or account deletion). */
  dropSession?: boolean
}

export interface Nav {
  /** In-app route, e.g. go('/loanDetail', { orderId }). Common params are always carried. */
  go: (path: string, extra?: ExtraParams, options?: NavOptions) => void
  /** Full page load (another bundle such as /payway#/, or a server URL), common params carried. */
  assign: (url: string, extra?: ExtraParams) => void
  back: () => void
  /** The href for a link, with the common params. */
  href: (path: string, extra?: ExtraParams) => string
}

/** The only way pages navigate: every move carries the common params on (spec section 2). */
export function useNav(): Nav {
  const navigate = useNavigate()
  const go = useCallback<Nav['go']>(
    (path, extra = {}, options = {}) => {
      const to = options.dropSession ? withCommon(path, extra, deviceParamsOnly()) : withCommon(path, extra)
      navigate(to, { replace: options.replace })
    },
    [navigate],
  )
  return useMemo(
    () => ({
      go,
      assign: (url, extra = {}) => browser.assign(isExternal(url) ? url : withCommon(url, extra)),
      back: () => navigate(-1),
      href: (path, extra = {}) => withCommon(path, extra),
    }),
    [go, navigate],
  )
}

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith(window.location.origin)
}

function deviceParamsOnly(): CommonParams {
  const { deviceId, building, gather, swift, eyes, lang } = getCommonParams()
  return { deviceId, building, gather, swift, eyes, lang }
}
