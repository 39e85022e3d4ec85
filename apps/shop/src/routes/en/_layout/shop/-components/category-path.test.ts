import { describe, expect, it } from 'vitest'
import type { Category } from '../../../../../lib/queries'
import {
  parseAttributeIds,
  parseCategoryPath,
  pathMatches,
  toggleAttribute,
} from './category-path'

const gloves = {
  identifier: 'examination-gloves',
  name: 'Examination gloves',
  parentCategory: {
    identifier: 'gloves',
    name: 'Gloves',
    parentCategory: {
      identifier: 'protection',
      name: 'Protection',
      parentCategory: null,
    },
  },
} as unknown as Category

describe('category paths', () => {
  it('reads the identifiers and the configure suffix', () => {
    expect(
      parseCategoryPath('protection/gloves/examination-gloves/configure'),
    ).toEqual({
      segments: ['protection', 'gloves', 'examination-gloves'],
      configure: true,
    })
    expect(parseCategoryPath('protection/')).toEqual({
      segments: ['protection'],
      configure: false,
    })
  })

  it('accepts only the real chain of ancestors', () => {
    expect(
      pathMatches(gloves, ['protection', 'gloves', 'examination-gloves']),
    ).toBe(true)
    expect(pathMatches(gloves, ['examination-gloves'])).toBe(false)
    expect(
      pathMatches(gloves, ['injection', 'gloves', 'examination-gloves']),
    ).toBe(false)
  })
})

describe('attribute selection', () => {
  it('parses ids from the URL, dropping junk and duplicates', () => {
    expect(parseAttributeIds('12,3,x,3')).toEqual(['3', '12'])
    expect(parseAttributeIds(undefined)).toEqual([])
  })

  it('keeps one value per group and toggles off a selected one', () => {
    expect(toggleAttribute(['1', '7'], '2', ['1', '2', '3'])).toEqual([
      '2',
      '7',
    ])
    expect(toggleAttribute(['2', '7'], '2', ['1', '2', '3'])).toEqual(['7'])
  })
})
