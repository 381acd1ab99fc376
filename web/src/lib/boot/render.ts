import { unstableSetRender } from 'antd-mobile'
import { createRoot } from 'react-dom/client'

// antd-mobile 5 renders Toast, Dialog and Modal imperatively with the legacy
// ReactDOM.render, which React 19 removed; without this they silently break.
export function installReactRender(): void {
  unstableSetRender((node, container) => {
    const root = createRoot(container)
    root.render(node)
    return async () => {
      root.unmount()
    }
  })
}
