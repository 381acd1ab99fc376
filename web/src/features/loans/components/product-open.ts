import { bridge } from '@/lib/bridge'
import { browser } from '@/lib/params'
import { getProductLink, saveEvent } from '../api/loans'
import type { RecProduct } from '../api/types'
import { productLinkTarget } from '../logic/rules'

/**
 * A recommended product was tapped: the tracking event (fire-and-forget), then the
 * product link. A link starting with http opens as a page; anything else (an app
 * scheme, a path the host maps) goes to the native bridge.
 */
export async function openRecommendedProduct(product: RecProduct, moduleId: number, position: number): Promise<void> {
  saveEvent(product.id, moduleId, position)
  let link = ''
  try {
    link = await getProductLink(product.id)
  } catch {
    return // the client toasted 'error' or the product has no link
  }
  if (!link) return
  if (productLinkTarget(link) === 'page') browser.assign(link)
  else bridge.openPageWithParams(link)
}
