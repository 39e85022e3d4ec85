import { describe, expect, it } from 'vitest'
import { firstMessage as message } from './test-first-message.js'

// The text rules (./text.ts), through validateField as a form runs them.

describe('every rule with its English message', () => {
  it.each([
    // rule, failing value, message, passing value
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

  it('matches takes regular expressions given as objects too', async () => {
    expect(await message('AB-1', [['matches', /^[A-Z]{2}-\d$/]])).toBeNull()
  })
})

describe('as the reference form library does it', () => {
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
})
