import { describe, expect, it } from 'vitest'
import { apiCalls } from './contract.js'

/** The messages a call's body is refused with, as a shop page shows them to a buyer. */
function refusal(
  body: { safeParse: (value: unknown) => unknown },
  value: unknown,
) {
  const result = body.safeParse(value) as {
    success: boolean
    error?: { issues: { message: string }[] }
  }
  return result.success ? [] : result.error!.issues.map((i) => i.message)
}

describe('the messages of refused inputs', () => {
  // Pages also show them in a sentence or a list, where no label stands beside them (issue 31).
  it('name the field they are about', () => {
    const forgot = apiCalls['POST /auth/forgot-password'].body
    expect(refusal(forgot, { email: ' ' })).toEqual([
      'Email address is required.',
    ])
    expect(refusal(forgot, { email: `${'a'.repeat(250)}@x.example` })).toEqual([
      'Email address must be at most 254 characters.',
    ])
    const signUp = apiCalls['POST /auth/sign-up'].body
    expect(
      refusal(signUp, {
        email: 'new@clinic.example',
        password: 'short',
        firstname: '',
        lastname: 'Ortiz',
        company: 'Clinic',
        npiNumber: '1234567893',
      }),
    ).toEqual([
      'Password needs at least 8 characters.',
      'First name is required.',
    ])
    const update = apiCalls['POST /shop/cart/update'].body
    expect(
      refusal(update, { token: 'abc', cartItemId: 1, quantity: 10_001 }),
    ).toEqual(['Quantity must be at most 10,000.'])
  })
})
