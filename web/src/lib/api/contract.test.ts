import { describe, expectTypeOf, it } from 'vitest'
import type { AdminData, ApiAnswer, ApiData, BorrowerData, Schema } from './contract'

// Compile-time checks (tsc runs them in `npm run typecheck`): the helpers read the generated
// contract, so a page typed with them follows the server.
describe('API contract types', () => {
  it('reads the success data of a call', () => {
    expectTypeOf<ApiData<'/gw/v3/login/logout'>>().toEqualTypeOf<null>()
    expectTypeOf<BorrowerData<'/v3/login/logout'>>().toEqualTypeOf<null>()
    expectTypeOf<BorrowerData<'/v3/no/such/call'>>().toBeNever()
  })

  it('reads the data of an operator call below /admin/api (GET unless named)', () => {
    expectTypeOf<AdminData<'/orders/{id}'>>().toEqualTypeOf<Schema<'AdminOrderData'>>()
    expectTypeOf<AdminData<'/orders/{id}'>>().toEqualTypeOf<ApiData<'/admin/api/orders/{id}', 'get'>>()
    expectTypeOf<AdminData<'/totp/confirm', 'post'>>().toEqualTypeOf<Schema<'TotpConfirmed'>>()
    expectTypeOf<AdminData<'/no/such/call'>>().toBeNever()
  })

  it('keeps the error envelope in the answer', () => {
    expectTypeOf<Extract<ApiAnswer<'/gw/v3/login/logout'>, { success: false }>>().toEqualTypeOf<Schema<'ErrorEnvelope'>>()
    expectTypeOf<Schema<'ErrorEnvelope'>['code']>().toEqualTypeOf<string>()
  })
})
