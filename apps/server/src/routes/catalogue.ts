import {
  AppConfigDocument,
  CategoriesDocument,
  CategoryDocument,
  CategoryProductsDocument,
  ProductDocument,
  ProductsBySkuDocument,
  SearchProductsDocument,
  productSort,
} from '@shop/commerce-client'
import { z } from 'zod'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'

/** A category by its numeric id or its identifier (the last segment of a category path). */
const categoryRef = z
  .string()
  .max(80)
  .regex(/^[a-z0-9-]+$/i, 'Is not a category.')
const productRef = z
  .string()
  .max(80)
  .regex(/^[A-Za-z0-9-]+$/, 'Is not a product.')

export const catalogueHandlers = {
  'GET /app-config': async ({ query, ctx }) => {
    const { appConfig } = await ctx.deps.content.request(AppConfigDocument, {
      locale: query.locale,
    })
    return { appConfig }
  },
  'GET /translations': async ({ ctx }) => {
    return ctx.deps.translations.load()
  },
  'GET /shop/categories': async ({ query, ctx }) => {
    const { categories } = await ctx.session.anonymous(CategoriesDocument, {
      locale: query.locale,
    })
    return { categories }
  },
  'GET /shop/categories/:id': async ({ req, query, ctx }) => {
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
  'GET /shop/categories/:id/products': async ({ req, query, ctx }) => {
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
        orderableOnly: query.available === 'true',
      },
    )
    if (!categoryProducts.category) throw notFound('The category')
    return categoryProducts
  },
  'GET /shop/products/:id': async ({ req, query, ctx }) => {
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
  'GET /shop/products-by-sku': async ({ query, ctx }) => {
    const { productsBySku } = await ctx.session.anonymous(
      ProductsBySkuDocument,
      { skus: query.skus },
    )
    return { products: productsBySku }
  },
  'GET /shop/search': async ({ query, ctx }) => {
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
} satisfies Partial<ApiHandlers>
