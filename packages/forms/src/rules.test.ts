import { describe, expect, it } from 'vitest'
import { validateField } from './validate.js'
import type { FieldOptions } from './validate.js'

/** The first message for a value, or null when it passes. */
async function message(
  value: unknown,
  rules: string | Parameters<typeof validateField>[1],
  options: Partial<FieldOptions> = {},
) {
  const result = await validateField(value, rules, { name: 'name', ...options })
  return result.messages[0]?.message ?? null
}

describe('every rule with its English message', () => {
  it.each([
    // rule, failing value, message, passing value
    ['accepted', 'no', 'Please accept the name.', 'yes'],
    ['alpha', 'abc1', 'Name can only contain alphabetical characters.', 'Zoë'],
    [
      'alphanumeric',
      'abc-1',
      'Name can only contain letters and numbers.',
      'abc1',
    ],
    [
      'alpha_spaces',
      'ab1 c',
      'Name can only contain letters and spaces.',
      'ab c',
    ],
    [
      'contains_alpha',
      '123',
      'Name must contain alphabetical characters.',
      '1a',
    ],
    [
      'contains_alphanumeric',
      '--',
      'Name must contain letters or numbers.',
      '-1',
    ],
    [
      'contains_alpha_spaces',
      '12',
      'Name must contain letters or spaces.',
      '1 2',
    ],
    ['contains_symbol', 'abc', 'Name must contain a symbol.', 'ab!'],
    [
      'contains_uppercase',
      'abc',
      'Name must contain an uppercase letter.',
      'aBc',
    ],
    [
      'contains_lowercase',
      'ABC',
      'Name must contain a lowercase letter.',
      'AbC',
    ],
    ['contains_numeric', 'abc', 'Name must contain numbers.', 'a1'],
    ['symbol', '!a', 'Name must be a symbol.', '!?'],
    ['uppercase', 'ABc', 'Name can only contain uppercase letters.', 'ABC'],
    ['lowercase', 'abC', 'Name can only contain lowercase letters.', 'abc'],
    [
      'lowercase:allow_non_alpha',
      'aB1',
      'Name can only contain lowercase letters, numbers and symbols.',
      'a-1!',
    ],
    [
      'lowercase:allow_numeric',
      'a-1',
      'Name can only contain lowercase letters and numbers.',
      'a1',
    ],
    [
      'lowercase:allow_numeric_dashes',
      'a_1',
      'Name can only contain lowercase letters, numbers and dashes.',
      'a-1',
    ],
    ['lowercase:latin', 'é', 'Name can only contain lowercase letters.', 'e'],
    [
      'date_after:2026-01-05',
      '2026-01-05',
      'Name must be after Jan 5, 2026.',
      '2026-01-06',
    ],
    ['date_after', '2000-01-01', 'Name must be in the future.', '2999-01-01'],
    [
      'date_before:2026-01-05',
      '2026-01-05',
      'Name must be before Jan 5, 2026.',
      '2026-01-04',
    ],
    ['date_before', '2999-01-01', 'Name must be in the past.', '2000-01-01'],
    [
      'date_between:2026-01-01,2026-01-31',
      '2026-02-01',
      'Name must be between Jan 1, 2026 and Jan 31, 2026',
      '2026-01-31',
    ],
    [
      'date_format:MM/DD/YYYY',
      '13/01/2026',
      'Name is not a valid date, please use the format MM/DD/YYYY',
      '12/01/2026',
    ],
    [
      'date_format:M/D/YY',
      '1/32/26',
      'Name is not a valid date, please use the format M/D/YY',
      '1/31/26',
    ],
    [
      'date_format',
      '01/01/26',
      'This field was configured incorrectly and can’t be submitted',
      null,
    ],
    ['between:10,1', 11, 'Name must be between 1 and 10.', 10],
    [
      'between:a,10',
      5,
      'This field was configured incorrectly and can’t be submitted.',
      null,
    ],
    [
      'email',
      'buyer@clinic',
      'Please enter a valid email address.',
      'buyer@clinic.example',
    ],
    [
      'ends_with:.com,.org',
      'a.net',
      'Name doesn’t end with .com or .org.',
      'a.org',
    ],
    [
      'ends_with:.com,.org,.net',
      'a.io',
      'Name doesn’t end with .com, .org, or .net.',
      'a.net',
    ],
    ['starts_with:NPI', 'X1', 'Name doesn’t start with NPI.', 'NPI1'],
    ['is:gloves,masks', 'tape', 'Name is not an allowed value.', 'masks'],
    ['not:admin,root', 'admin', '“admin” is not an allowed name.', 'nurse'],
    [
      'matches:/^\\d{5}$/,none',
      '1234',
      'Name is not an allowed value.',
      '12345',
    ],
    ['length:1', [], null, null],
    [
      'length:5,10',
      'abc',
      'Name must be between 5 and 10 characters.',
      'abcdef',
    ],
    [
      'length:0,3',
      'abcd',
      'Name must be less than or equal to 3 characters.',
      'abc',
    ],
    ['length:4,4', 'abc', 'Name should be 4 characters long.', 'abcd'],
    [
      'length:3',
      'ab',
      'Name must be greater than or equal to 3 characters.',
      'abc',
    ],
    [
      'length:10,5',
      'abc',
      'Name must be between 5 and 10 characters.',
      'abcde',
    ],
    ['max:5', 6, 'Name must be no more than 5.', 5],
    ['max', 11, 'Name must be no more than 10.', 10],
    ['min:2', 1, 'Name must be at least 2.', 2],
    ['min', 0, 'Name must be at least 1.', 1],
    ['number', 'ten', 'Name must be a number.', '10.5'],
    ['required', '', 'Name is required.', 'x'],
    ['required:trim', '   ', 'Name is required.', ' x '],
    [
      'url',
      'clinic.example',
      'Please enter a valid URL.',
      'https://clinic.example',
    ],
    [
      'url:ftp:',
      'https://clinic.example',
      'Please enter a valid URL.',
      'ftp://clinic.example',
    ],
  ] as const)('%s', async (rules, bad, expected, good) => {
    expect(await message(bad, rules)).toBe(expected)
    if (good !== null) expect(await message(good, rules)).toBeNull()
  })

  it('length: min 1 without max asks for at least one character', async () => {
    expect(await message('x', 'length:1')).toBeNull()
    expect(await message('', '+length:1')).toBe(
      'Name must be at least one character.',
    )
  })

  it('length counts array items and object keys', async () => {
    expect(await message([1, 2, 3], 'length:0,2')).toBe(
      'Name must be less than or equal to 2 characters.',
    )
    expect(await message({ a: 1, b: 2 }, 'length:2,2')).toBeNull()
  })

  it('max and min name array items', async () => {
    expect(await message([1, 2, 3], 'max:2', { label: 'attachments' })).toBe(
      'Cannot have more than 2 attachments.',
    )
    expect(await message([1], 'min:2', { label: 'attachments' })).toBe(
      'Cannot have fewer than 2 attachments.',
    )
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

  it('matches takes regular expressions given as objects too', async () => {
    expect(await message('AB-1', [['matches', /^[A-Z]{2}-\d$/]])).toBeNull()
  })
})

describe('as the reference form library does it', () => {
  it('date_after_or_equal takes the date itself and later, now by default', async () => {
    expect(await message('2026-01-05', 'date_after_or_equal:2026-01-05')).toBe(
      null,
    )
    expect(await message('2026-01-04', 'date_after_or_equal:2026-01-05')).toBe(
      'Name must be after or equal to Jan 5, 2026.',
    )
    expect(await message('2000-01-01', 'date_after_or_equal')).toBe(
      'Name must be in the future.',
    )
    expect(await message('2999-01-01', 'date_after_or_equal')).toBeNull()
  })

  it('date_before_or_equal takes the date itself and earlier, now by default', async () => {
    expect(
      await message('2026-01-05', 'date_before_or_equal:2026-01-05'),
    ).toBeNull()
    expect(await message('2026-01-06', 'date_before_or_equal:2026-01-05')).toBe(
      'Name must be before or equal to Jan 5, 2026.',
    )
    expect(await message('2999-01-01', 'date_before_or_equal')).toBe(
      'Name must be in the past.',
    )
    expect(await message('2000-01-01', 'date_before_or_equal')).toBeNull()
  })

  it('email takes letters of any script in the local part and the domain', async () => {
    for (const address of [
      'àlphä@❤️.ly',
      'zoë@bücher.example',
      'δοκιμή@παράδειγμα.δοκιμή',
    ])
      expect(await message(address, 'email')).toBeNull()
    for (const address of ['buyer@clinic', 'a b@clinic.example', 'a@b.c'])
      expect(await message(address, 'email')).toBe(
        'Please enter a valid email address.',
      )
  })

  it('starts_with and ends_with without arguments pass any text', async () => {
    expect(await message('anything', 'starts_with')).toBeNull()
    expect(await message('anything', 'ends_with')).toBeNull()
  })

  it('length without arguments runs from 0 to Infinity and fails what has no length', async () => {
    expect(await message('any text', 'length')).toBeNull()
    expect(await message(12345, 'length')).toBe(
      'Name must be less than or equal to Infinity characters.',
    )
  })

  it('date_between with one date runs from now to it and says it lacks the other', async () => {
    expect(await message('2000-01-01', 'date_between:2999-01-01')).toBe(
      'Name must be between Jan 1, 2999 and (unknown)',
    )
    expect(await message('2998-01-01', 'date_between:2999-01-01')).toBeNull()
  })

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

describe('quantity', () => {
  it('takes whole numbers from 1 to 10,000, typed or native', async () => {
    for (const good of ['1', '250', '10000', ' 12 ', 1, 10_000])
      expect(await message(good, 'quantity')).toBeNull()
  })

  it('refuses everything else with the one message, empty included', async () => {
    for (const bad of ['0', '-1', 'abc', '2.5', '99999', '1e3', '', 0, 2.5])
      expect(await message(bad, 'quantity')).toBe(
        'Enter a whole number from 1 to 10,000.',
      )
  })
})
