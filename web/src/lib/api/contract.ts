// Types of the API contract (docs/api-contract.md): the data of a call's success and the
// named schemas, read from schema.gen.ts, which `make gen` writes from the server's
// /openapi.json. Use them instead of hand-written response interfaces, so that `tsc` fails
// when a page reads a field the server does not answer.
import type { components, paths } from './schema.gen'

/** The base below which the borrower API lives (APIBase; the document is generated with it). */
export type BorrowerBase = '/gw'

type Method = 'get' | 'post'

/** Every answer of a call (HTTP 200): its success envelope or the error envelope. */
export type ApiAnswer<P extends keyof paths, M extends Method = 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } }
}
  ? A
  : never

/** The data of a call's success, e.g. ApiData<'/gw/v3/loan-details/loan-details'>. */
export type ApiData<P extends keyof paths, M extends Method = 'post'> =
  Extract<ApiAnswer<P, M>, { success: true }> extends { data: infer D } ? D : never

/** The data of a borrower call by its path below the base, e.g. BorrowerData<'/v3/order/list'>. */
export type BorrowerData<P extends string, M extends Method = 'post'> = `${BorrowerBase}${P}` extends keyof paths
  ? ApiData<`${BorrowerBase}${P}`, M>
  : never

/** A named schema of the document (a Go response struct), e.g. Schema<'ErrorEnvelope'>. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N]

/** The base of the operator API (the back office). */
export type AdminBase = '/admin/api'

/** The data of an operator call by its path below /admin/api, e.g. AdminData<'/orders/{id}', 'get'>. */
export type AdminData<P extends string, M extends Method = 'get'> = `${AdminBase}${P}` extends keyof paths
  ? ApiData<`${AdminBase}${P}`, M>
  : never
