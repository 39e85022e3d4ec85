import { describe, expect, it } from 'vitest'
import { list } from './format.js'
import { parseRules } from './parse.js'
import {
  FALLBACK_MESSAGE,
  resolveLabel,
  validateField,
  validateForm,
} from './validate.js'

describe('parseRules', () => {
  it('reads rule strings with arguments and hints', () => {
    expect(
      parseRules('required|length:5,10|ends_with:.com,.org'),
    ).toMatchObject([
      { name: 'required', args: [] },
      { name: 'length', args: ['5', '10'] },
      { name: 'ends_with', args: ['.com', '.org'] },
    ])
    expect(parseRules('*+?(500)email')[0]).toEqual({
      name: 'email',
      args: [],
      force: true,
      runOnEmpty: true,
      blocking: false,
      debounce: 500,
    })
  })

  it('reads rule arrays', () => {
    expect(parseRules([['required'], ['*length', 5, 10]])).toMatchObject([
      { name: 'required', force: false },
      { name: 'length', args: [5, 10], force: true },
    ])
  })
})

describe('validateField', () => {
  it('skips every rule on an empty value except required, accepted and require_one', async () => {
    for (const empty of [undefined, null, '', {}, []]) {
      expect(
        (await validateField(empty, 'email|length:5|number', { name: 'x' }))
          .valid,
      ).toBe(true)
      expect(
        (await validateField(empty, 'required', { name: 'x' })).valid,
      ).toBe(false)
    }
  })

  it('never treats a number as empty', async () => {
    expect(
      (await validateField(0, 'required|min:1', { name: 'quantity' }))
        .messages[0]?.message,
    ).toBe('Quantity must be at least 1.')
  })

  it('runs a + rule on an empty value', async () => {
    expect((await validateField('', '+length:1', { name: 'x' })).valid).toBe(
      false,
    )
  })

  it('stops at the first failure unless a later rule is forced', async () => {
    const stopped = await validateField('a', 'email|length:5', {
      name: 'email',
    })
    expect(stopped.messages.map((m) => m.rule)).toEqual(['email'])
    const forced = await validateField('a', 'email|*length:5', {
      name: 'email',
    })
    expect(forced.messages.map((m) => m.rule)).toEqual(['email', 'length'])
  })

  it('shows a ? rule without blocking', async () => {
    const result = await validateField('abc', '?contains_numeric', {
      name: 'password',
    })
    expect(result.messages[0]?.message).toBe('Password must contain numbers.')
    expect(result.valid).toBe(true)
  })

  it('resolves the label: validation label, else label, else name', async () => {
    expect(
      resolveLabel({
        name: 'npi',
        label: 'NPI number',
        validationLabel: 'the NPI',
      }),
    ).toBe('the NPI')
    expect(resolveLabel({ name: 'npi', label: 'NPI number' })).toBe(
      'NPI number',
    )
    expect(resolveLabel({ name: 'npi' })).toBe('npi')
    expect(
      (
        await validateField('', 'required', {
          name: 'npi',
          label: 'nPI number',
        })
      ).messages[0]?.message,
    ).toBe('NPI number is required.')
  })

  it('runs custom rules with custom or fallback messages', async () => {
    const luhn = ({ value }: { value: unknown }) => String(value).endsWith('3')
    expect(
      (await validateField('1', 'npi', { name: 'npi', rules: { npi: luhn } }))
        .messages[0]?.message,
    ).toBe(FALLBACK_MESSAGE)
    const custom = await validateField('1', 'npi', {
      name: 'npi',
      label: 'NPI number',
      rules: { npi: async (c) => luhn(c) },
      messages: { npi: (c) => `${c.label} has a wrong check digit.` },
    })
    expect(custom.messages[0]?.message).toBe(
      'NPI number has a wrong check digit.',
    )
  })

  it('overrides built-in messages', async () => {
    const result = await validateField('', 'required', {
      name: 'city',
      messages: { required: 'Tell us the city.' },
    })
    expect(result.messages[0]?.message).toBe('Tell us the city.')
  })

  it('gives the fallback message for an unknown rule', async () => {
    expect(
      (await validateField('x', 'nope', { name: 'x' })).messages[0]?.message,
    ).toBe('This field is not valid.')
  })
})

describe('validateForm', () => {
  it('validates every field and lets rules see the other values', async () => {
    const result = await validateForm(
      { email: 'x', password: 'secret1', password_confirm: 'secret2' },
      {
        email: { rules: 'required|email' },
        password: { rules: 'required|length:6' },
        password_confirm: {
          rules: 'required|confirm',
          label: 'password confirmation',
        },
      },
    )
    expect(result.valid).toBe(false)
    expect(result.errors.email?.[0]?.message).toBe(
      'Please enter a valid email address.',
    )
    expect(result.errors.password).toBeUndefined()
    expect(result.errors.password_confirm?.[0]?.message).toBe(
      'Password confirmation does not match.',
    )
  })
})

describe('list', () => {
  it('reads a, b, or c and a or b', () => {
    expect(list(['a', 'b', 'c'])).toBe('a, b, or c')
    expect(list(['a', 'b'])).toBe('a or b')
    expect(list(['a'])).toBe('a')
  })
})
