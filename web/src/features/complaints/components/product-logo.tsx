import { useState } from 'react'

/** The product logo, or its initial on a soft tile when there is none or it fails to load. */
export function ProductLogo({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <span className="pt-cp-logo" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return <img className="pt-cp-logo" src={src} alt="" onError={() => setFailed(true)} />
}
