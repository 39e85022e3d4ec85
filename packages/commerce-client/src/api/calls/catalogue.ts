import { z } from 'zod'
import {
  CATEGORY_SORTS,
  MAX_LISTING_PAGE,
  SEARCH_SORTS,
} from '../../listing-sort.js'
import { defineCalls } from '../define.js'
import {
  categoriesQuery,
  categoryProductsQuery,
  categoryQuery,
  productQuery,
  productsBySkuQuery,
  searchProductsQuery,
} from '../../generated/commerce/answers.js'
import {
  appConfigQuery,
  contentPageQuery,
} from '../../generated/content/answers.js'
import { id, localeQuery } from '../inputs.js'

/** Attribute ids as a comma-separated list (`12,40`), answered as strings. */
const idList = z
  .string()
  .max(500)
  .optional()
  .transform((value, ctx) => {
    const ids = (value ?? '').split(',').filter(Boolean)
    const parsed = ids.map((part) => id.safeParse(part))
    if (parsed.some((p) => !p.success)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Must be a comma-separated list of ids.',
      })
      return z.NEVER
    }
    return parsed.map((p) => String(p.data))
  })

const pageQuery = {
  page: z.coerce
    .number<number | string>()
    .int('Must be a whole number.')
    .min(1)
    .max(MAX_LISTING_PAGE)
    .default(1),
  pageSize: z.coerce
    .number<number | string>()
    .int('Must be a whole number.')
    .min(1)
    .max(100)
    .default(24),
}

export const catalogueCalls = defineCalls({
  'GET /app-config': {
    publicSeconds: 300,
    summary: 'The app configuration: logos, home page, footer links, images',
    tag: 'content',
    auth: false,
    query: localeQuery,
    response: appConfigQuery,
  },
  'GET /translations': {
    publicSeconds: 300,
    summary:
      'Messages of every locale, merged over the bundled catalogue (cached 30 minutes)',
    tag: 'content',
    auth: false,
    response: z.record(z.string(), z.record(z.string(), z.string())),
  },
  'GET /shop/categories': {
    publicSeconds: 60,
    summary: 'The category tree',
    tag: 'catalogue',
    auth: false,
    query: localeQuery,
    response: categoriesQuery,
  },
  'GET /shop/categories/:id': {
    publicSeconds: 60,
    summary: 'One category with its parents, children and attribute groups',
    tag: 'catalogue',
    auth: false,
    query: localeQuery,
    response: z.strictObject({
      category: categoryQuery.shape.category.unwrap(),
    }),
  },
  'GET /shop/categories/:id/products': {
    publicSeconds: 60,
    summary:
      'Products of a category, narrowed by attribute ids, one page at a time',
    tag: 'catalogue',
    auth: false,
    query: localeQuery.extend({
      attributeIds: idList,
      ...pageQuery,
      sort: z.enum(CATEGORY_SORTS).default(CATEGORY_SORTS[0]),
      // `true`: only what can be ordered now (sold, and in stock or backordered; decision 031).
      available: z.enum(['true', 'false']).default('false'),
    }),
    response: categoryProductsQuery.shape.categoryProducts,
  },
  'GET /shop/products/:id': {
    publicSeconds: 60,
    summary: 'One product by id or SKU (in any case)',
    tag: 'catalogue',
    auth: false,
    query: localeQuery,
    response: z.strictObject({
      product: productQuery.shape.product.unwrap(),
    }),
  },
  'GET /shop/products-by-sku': {
    publicSeconds: 60,
    summary: 'Looks up products by SKU (quick order)',
    tag: 'catalogue',
    auth: false,
    query: z.object({
      skus: z
        .string({ error: 'Is required.' })
        .max(20_000)
        .transform((value) =>
          [
            ...new Set(
              value
                .split(',')
                .map((s) => s.trim().toUpperCase())
                .filter(Boolean),
            ),
          ].slice(0, 500),
        ),
    }),
    response: z.strictObject({
      products: productsBySkuQuery.shape.productsBySku,
    }),
  },
  'GET /shop/search': {
    publicSeconds: 60,
    summary:
      'Searches products by name, description and SKU, one page at a time, best match first',
    tag: 'catalogue',
    auth: false,
    query: z.object({
      q: z.string().trim().max(200).default(''),
      ...pageQuery,
      sort: z.enum(SEARCH_SORTS).default(SEARCH_SORTS[0]),
    }),
    response: searchProductsQuery.shape.searchProducts,
  },
  'GET /content/pages/:identifier': {
    publicSeconds: 300,
    summary:
      'A page of text (terms of sale, privacy, imprint) by its identifier',
    tag: 'content',
    auth: false,
    response: z.strictObject({
      page: contentPageQuery.shape.page.unwrap(),
    }),
  },
})
