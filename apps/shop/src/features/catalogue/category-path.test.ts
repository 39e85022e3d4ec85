import { describe, expect, it } from 'vitest'
import type { Category } from '#lib/queries'
import {
  breadcrumbTrail,
  nextSearch,
  parseAttributeIds,
  parseCategoryPath,
  pathMatches,
  toggleAttribute,
  usableSelection,
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

  it('leads from the shop down to the category', () => {
    expect(breadcrumbTrail(gloves)).toEqual([
      { name: 'Shop', path: '/en/shop' },
      { name: 'Protection', path: '/en/shop/protection' },
      { name: 'Gloves', path: '/en/shop/protection/gloves' },
      {
        name: 'Examination gloves',
        path: '/en/shop/protection/gloves/examination-gloves',
      },
    ])
  })
})

describe('attribute selection', () => {
  it('parses ids from the URL, dropping junk and duplicates', () => {
    expect(parseAttributeIds('12,3,x,3')).toEqual(['3', '12'])
    expect(parseAttributeIds(undefined)).toEqual([])
    // The API refuses an id of 0 or one beyond 32 bits: neither reaches it.
    expect(parseAttributeIds('0,7,9999999999')).toEqual(['7'])
  })

  it('keeps one value per group and toggles off a selected one', () => {
    expect(toggleAttribute(['1', '7'], '2', ['1', '2', '3'])).toEqual([
      '2',
      '7',
    ])
    expect(toggleAttribute(['2', '7'], '2', ['1', '2', '3'])).toEqual(['7'])
  })

  it('keeps only ids of the category’s groups, one per group', () => {
    const groups = [
      { attributes: [{ id: '1' }, { id: '2' }] },
      { attributes: [{ id: '5' }] },
    ]
    expect(usableSelection(['1', '2', '5', '99'], groups)).toEqual(['1', '5'])
  })

  it('goes back to page 1 on a new selection, keeping the order', () => {
    const next = nextSearch((current) => [...current, '4'])
    expect(next({ attrs: '2', page: 3, sort: 'price-asc' })).toEqual({
      attrs: '2,4',
      sort: 'price-asc',
    })
    expect(nextSearch(() => [])({ attrs: '2', page: 3 })).toEqual({})
    // The availability filter stays on when an attribute changes.
    expect(nextSearch(() => ['5'])({ page: 2, available: true })).toEqual({
      attrs: '5',
      available: true,
    })
  })
})
