import { describe, expect, it } from 'vitest'
import { firstMessage as message } from './test-first-message.js'

// The presence, choice and other-field rules (./choices.ts), through validateField as a form runs them.

describe('every rule with its English message', () => {
  it.each([
    // rule, failing value, message, passing value
    ['accepted', 'no', 'Please accept the name.', 'yes'],
    ['is:gloves,masks', 'tape', 'Name is not an allowed value.', 'masks'],
    ['not:admin,root', 'admin', '“admin” is not an allowed name.', 'nurse'],
    ['required', '', 'Name is required.', 'x'],
    ['required:trim', '   ', 'Name is required.', ' x '],
  ] as const)('%s', async (rules, bad, expected, good) => {
    expect(await message(bad, rules)).toBe(expected)
    if (good !== null) expect(await message(good, rules)).toBeNull()
  })

  it('accepts every accepted value, native or string', async () => {
    for (const value of ['yes', 'on', '1', 1, true, 'true'])
      expect(await message(value, 'accepted')).toBeNull()
    expect(await message(undefined, 'accepted', { label: 'terms' })).toBe(
      'Please accept the terms.',
    )
  })

  it('required keeps whitespace as a value unless trim is asked for', async () => {
    expect(await message('  ', 'required')).toBeNull()
  })

  it('confirm compares with the {name}_confirm field, or x with x_confirm', async () => {
    expect(
      await message('a', 'confirm', {
        name: 'password',
        values: { password_confirm: 'b' },
      }),
    ).toBe('Password does not match.')
    expect(
      await message('a', 'confirm', {
        name: 'password',
        values: { password_confirm: 'a' },
      }),
    ).toBeNull()
    expect(
      await message('b', 'confirm', {
        name: 'password_confirm',
        label: 'confirmation',
        values: { password: 'a' },
      }),
    ).toBe('Confirmation does not match.')
    expect(
      await message('a', 'confirm', {
        name: 'email_confirmed',
        values: { email: 'a' },
      }),
    ).toBeNull()
  })

  it('confirm compares loosely unless strict, and can name the other field', async () => {
    expect(
      await message(1, 'confirm:code', {
        name: 'repeat',
        values: { code: '1' },
      }),
    ).toBeNull()
    expect(
      await message(1, 'confirm:code,strict', {
        name: 'repeat',
        values: { code: '1' },
      }),
    ).toBe('Repeat does not match.')
  })

  it('require_one passes when this or any listed field has a value and joins the labels', async () => {
    const options = {
      name: 'phone',
      label: 'phone',
      labels: { email: 'Email' },
    }
    expect(
      await message('', 'require_one:email', {
        ...options,
        values: { email: '' },
      }),
    ).toBe('phone or Email is required.')
    expect(
      await message('', 'require_one:email', {
        ...options,
        values: { email: 'a@b.co' },
      }),
    ).toBeNull()
  })

  it('is compares loosely and deeply, not strictly', async () => {
    expect(await message(5, 'is:5')).toBeNull()
    expect(await message({ a: 1 }, [['is', { a: '1' }]])).toBeNull()
    expect(await message('5', [['not', 5]])).toBeNull()
  })
})

describe('as the reference form library does it', () => {
  it('require_one names the other fields by their labels as given and leaves out unknown names', async () => {
    expect(
      await message('', 'require_one:email,fax,pager', {
        name: 'phone',
        label: 'phone number',
        values: { email: '', fax: '' },
        labels: { email: 'email address', fax: 'fax number' },
      }),
    ).toBe('phone number or email address or fax number is required.')
  })
})
