import { describe, expectTypeOf, it } from 'vitest'
import type { ApiAnswer, ApiData, BorrowerData, Schema } from './contract'

// Compile-time checks (tsc runs them in `npm run typecheck`): the helpers read the generated
// contract, so a page typed with them follows the server.
describe('API contract types', () => {
  it('reads the success data of a call', () => {
    expectTypeOf<ApiData<'/gw/v3/login/logout'>>().toEqualTypeOf<null>()
    expectTypeOf<BorrowerData<'/v3/login/logout'>>().toEqualTypeOf<null>()
    expectTypeOf<BorrowerData<'/v3/no/such/call'>>().toBeNever()
  })

  it('keeps the error envelope in the answer', () => {
    expectTypeOf<Extract<ApiAnswer<'/gw/v3/login/logout'>, { success: false }>>().toEqualTypeOf<Schema<'ErrorEnvelope'>>()
    expectTypeOf<Schema<'ErrorEnvelope'>['code']>().toEqualTypeOf<string>()
  })
})
