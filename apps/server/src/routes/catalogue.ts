import {
  AppConfigDocument,
  CATEGORY_SORTS,
  CategoriesDocument,
  CategoryDocument,
  CategoryProductsDocument,
  MAX_LISTING_PAGE,
  ProductDocument,
  ProductsBySkuDocument,
  SEARCH_SORTS,
  SearchProductsDocument,
  productSort,
} from '@shop/commerce-client'
import { z } from 'zod'
import { defineEndpoint } from '../context'
import { notFound } from '../http/errors'
import { id, localeQuery } from '../http/schemas'

/** A category by its numeric id or its identifier (the last segment of a category path). */
const categoryRef = z
  .string()
  .max(80)
  .regex(/^[a-z0-9-]+$/i, 'Is not a category.')
const productRef = z
  .string()
  .max(80)
  .regex(/^[A-Za-z0-9-]+$/, 'Is not a product.')

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
    .number()
    .int('Must be a whole number.')
    .min(1)
    .max(MAX_LISTING_PAGE)
    .default(1),
  pageSize: z.coerce
    .number()
    .int('Must be a whole number.')
    .min(1)
    .max(100)
    .default(24),
}

export const catalogueEndpoints = [
  defineEndpoint({
    method: 'get',
    path: '/app-config',
    publicSeconds: 300,
    summary: 'The app configuration: logos, home page, footer links, images',
    tag: 'content',
    auth: false,
    query: localeQuery,
    handler: async ({ query, ctx }) => {
      const { appConfig } = await ctx.deps.content.request(AppConfigDocument, {
        locale: query.locale,
      })
      return { appConfig }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/translations',
    publicSeconds: 300,
    summary:
      'Messages of every locale, merged over the bundled catalogue (cached 30 minutes)',
    tag: 'content',
    auth: false,
    handler: async ({ ctx }) => {
      return ctx.deps.translations.load()
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/categories',
    publicSeconds: 60,
    summary: 'The category tree',
    tag: 'catalogue',
    auth: false,
    query: localeQuery,
    handler: async ({ query, ctx }) => {
      const { categories } = await ctx.session.anonymous(CategoriesDocument, {
        locale: query.locale,
      })
      return { categories }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/categories/:id',
    publicSeconds: 60,
    summary: 'One category with its parents, children and attribute groups',
    tag: 'catalogue',
    auth: false,
    query: localeQuery,
    handler: async ({ req, query, ctx }) => {
      const ref = categoryRef.safeParse(req.params.id)
      if (!ref.success) throw notFound('The category')
      const variables = /^\d+$/.test(ref.data)
        ? { id: ref.data }
        : { identifier: ref.data }
      const { category } = await ctx.session.anonymous(CategoryDocument, {
        ...variables,
        locale: query.locale,
      })
      if (!category) throw notFound('The category')
      return { category }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/categories/:id/products',
    publicSeconds: 60,
    summary:
      'Products of a category, narrowed by attribute ids, one page at a time',
    tag: 'catalogue',
    auth: false,
    query: localeQuery.extend({
      attributeIds: idList,
      ...pageQuery,
      sort: z.enum(CATEGORY_SORTS).default(CATEGORY_SORTS[0]),
    }),
    handler: async ({ req, query, ctx }) => {
      const ref = categoryRef.safeParse(req.params.id)
      if (!ref.success) throw notFound('The category')
      // One backend call: the backend finds the category by either, and says when there is none.
      const { categoryProducts } = await ctx.session.anonymous(
        CategoryProductsDocument,
        {
          ...(/^\d+$/.test(ref.data)
            ? { categoryId: ref.data }
            : { categoryIdentifier: ref.data }),
          attributeIds: query.attributeIds,
          page: query.page,
          pageSize: query.pageSize,
          locale: query.locale,
          sort: productSort(query.sort),
        },
      )
      if (!categoryProducts.category) throw notFound('The category')
      return categoryProducts
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/products/:id',
    publicSeconds: 60,
    summary: 'One product by id or SKU (in any case)',
    tag: 'catalogue',
    auth: false,
    query: localeQuery,
    handler: async ({ req, query, ctx }) => {
      const ref = productRef.safeParse(req.params.id)
      if (!ref.success) throw notFound('The product')
      // SKUs are upper case (as in the quick order); the shop redirects to the SKU's own spelling.
      const variables = /^\d+$/.test(ref.data)
        ? { id: ref.data }
        : { sku: ref.data.toUpperCase() }
      const { product } = await ctx.session.anonymous(ProductDocument, {
        ...variables,
        locale: query.locale,
      })
      if (!product) throw notFound('The product')
      return { product }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/products-by-sku',
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
    handler: async ({ query, ctx }) => {
      const { productsBySku } = await ctx.session.anonymous(
        ProductsBySkuDocument,
        { skus: query.skus },
      )
      return { products: productsBySku }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/search',
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
    handler: async ({ query, ctx }) => {
      const { searchProducts } = await ctx.session.anonymous(
        SearchProductsDocument,
        {
          query: query.q,
          page: query.page,
          pageSize: query.pageSize,
          sort: productSort(query.sort),
        },
      )
      return searchProducts
    },
  }),
]
