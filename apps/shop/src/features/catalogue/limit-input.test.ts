import { describe, expect, it } from 'vitest'
import { formatLimitInput, parseLimitInput } from './limit-input'

describe('parseLimitInput', () => {
  it('reads dollars as the administrator types them, in cents', () => {
    expect(parseLimitInput('200')).toBe(20_000)
    expect(parseLimitInput('1,250.50')).toBe(125_050)
    expect(parseLimitInput(' $1250.5 ')).toBe(125_050)
    expect(parseLimitInput('0.29')).toBe(29)
    expect(parseLimitInput('1,000,000')).toBe(100_000_000)
  })

  it('reads an empty field as no limit', () => {
    expect(parseLimitInput('')).toBe(null)
    expect(parseLimitInput('   ')).toBe(null)
  })

  it('refuses what is not an amount a limit may have', () => {
    for (const text of [
      '$',
      'abc',
      '12.345',
      '-5',
      '1,25',
      '12,50',
      '0',
      '0.00',
      '1,000,000.01',
      '1e3',
    ])
      expect(parseLimitInput(text), text).toBe(undefined)
  })
})

describe('formatLimitInput', () => {
  it('writes cents as plain dollars, and no limit as an empty field', () => {
    expect(formatLimitInput(20_000)).toBe('200')
    expect(formatLimitInput(125_050)).toBe('1250.50')
    expect(formatLimitInput(7)).toBe('0.07')
    expect(formatLimitInput(null)).toBe('')
  })

  it('writes what it reads back', () => {
    for (const cents of [1, 99, 100, 125_050, 100_000_000])
      expect(parseLimitInput(formatLimitInput(cents))).toBe(cents)
  })
})
