import { describe, expect, it } from 'vitest'
import { mapViolations } from './violations.js'

describe('mapViolations', () => {
  const fields = ['street', 'city', 'items.0.quantity', 'email']

  it('maps property paths onto the matching fields', () => {
    const mapped = mapViolations(
      {
        message: 'The request is not valid.',
        violations: [
          { propertyPath: 'address.street', message: 'Is required.' },
          { propertyPath: 'city', message: 'Is too long.' },
          { propertyPath: 'city', message: 'Has digits.' },
          { propertyPath: 'items[0].quantity', message: 'Must be at least 1.' },
        ],
      },
      fields,
    )
    expect(mapped.fields).toEqual({
      street: ['Is required.'],
      city: ['Is too long.', 'Has digits.'],
      'items.0.quantity': ['Must be at least 1.'],
    })
    expect(mapped.form).toEqual([])
  })

  it('keeps unmatched violations, or the error message, at form level', () => {
    expect(
      mapViolations(
        {
          message: 'Invalid',
          violations: [{ propertyPath: 'token', message: 'Expired.' }],
        },
        fields,
      ).form,
    ).toEqual(['Expired.'])
    expect(mapViolations({ message: 'Something failed.' }, fields)).toEqual({
      fields: {},
      form: ['Something failed.'],
    })
  })
})
