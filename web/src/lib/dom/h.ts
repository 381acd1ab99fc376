export type Child = Node | string | number | false | null | undefined | Child[]
export type Props = Record<string, unknown> & {
  class?: string
  style?: Partial<CSSStyleDeclaration> | string
  dataset?: Record<string, string>
}

/**
 * Creates an element: on* props become listeners, class/style/dataset are applied,
 * other props are set as properties when the element has them, else as attributes.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue
    if (key === 'class') el.className = String(value)
    else if (key === 'style') {
      if (typeof value === 'string') el.setAttribute('style', value)
      else Object.assign(el.style, value)
    } else if (key === 'dataset') Object.assign(el.dataset, value as Record<string, string>)
    else if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value as EventListener)
    else if (key in el && !key.includes('-')) (el as unknown as Record<string, unknown>)[key] = value
    else el.setAttribute(key, value === true ? '' : String(value))
  }
  append(el, children)
  return el
}

function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    if (Array.isArray(child)) append(parent, child)
    else parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)))
  }
}

/** Replaces an element's content. */
export function clear(el: Element, ...children: Child[]): void {
  el.replaceChildren()
  append(el, children)
}
