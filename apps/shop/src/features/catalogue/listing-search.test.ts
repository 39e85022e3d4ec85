import { MAX_LISTING_PAGE } from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import {
  pageCount,
  parsePage,
  validateCategorySearch,
  validateProductSearch,
} from './listing-search'

describe('search params of the listings', () => {
  it('keeps a page from 2 up, drops what is no page, and caps what the API would refuse', () => {
    expect(parsePage(3)).toBe(3)
    expect(parsePage('4')).toBe(4)
    expect(parsePage(2.7)).toBe(2)
    for (const junk of [1, 0, -3, 'abc', null, undefined, [], {}, true, NaN])
      expect(parsePage(junk)).toBeUndefined()
    // A huge page is kept as "past the end", so the loader can send the buyer to the last page.
    expect(parsePage(1e20)).toBe(MAX_LISTING_PAGE)
    expect(parsePage(Infinity)).toBe(MAX_LISTING_PAGE)
  })

  it('cleans a category search instead of refusing it, and leaves defaults out', () => {
    expect(
      validateCategorySearch({ attrs: 'abc', page: -3, sort: 'cheapest' }),
    ).toEqual({
      attrs: undefined,
      page: undefined,
      sort: undefined,
      available: undefined,
    })
    expect(
      validateCategorySearch({
        attrs: '12,x,3,0',
        page: 2,
        sort: 'price-desc',
      }),
    ).toEqual({
      attrs: '3,12',
      page: 2,
      sort: 'price-desc',
      available: undefined,
    })
    // The availability filter: `?available=true` (parsed as a boolean or kept as text), else off.
    expect(validateCategorySearch({ available: true }).available).toBe(true)
    expect(validateCategorySearch({ available: 'true' }).available).toBe(true)
    for (const junk of [false, 'false', 'yes', 1])
      expect(validateCategorySearch({ available: junk }).available).toBe(
        undefined,
      )
    expect(validateCategorySearch({ sort: 'name' }).sort).toBeUndefined()
    // Search relevance is no order of a category.
    expect(validateCategorySearch({ sort: 'relevance' }).sort).toBeUndefined()
  })

  it('reads at most 20 attribute ids, however many a link carries', () => {
    const attrs = Array.from({ length: 400 }, (_, i) => i + 1).join(',')
    expect(validateCategorySearch({ attrs }).attrs?.split(',')).toHaveLength(20)
  })

  it('cleans a product search: the query as text, and no page or order without one', () => {
    expect(
      validateProductSearch({ q: '  nitrile  ', page: 3, sort: 'price-asc' }),
    ).toEqual({ q: 'nitrile', page: 3, sort: 'price-asc' })
    expect(validateProductSearch({ q: 123 }).q).toBe('123')
    expect(validateProductSearch({ q: 'x'.repeat(300) }).q).toHaveLength(200)
    expect(
      validateProductSearch({ q: { a: 1 }, page: 2, sort: 'name' }),
    ).toEqual({ q: '', page: undefined, sort: undefined })
    expect(validateProductSearch({ q: 'gloves', sort: 'relevance' }).sort).toBe(
      undefined,
    )
  })

  it('counts at least one page, so an empty listing is page 1 of 1', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(24)).toBe(1)
    expect(pageCount(25)).toBe(2)
    expect(pageCount(116)).toBe(5)
  })
})
