import { MAX_LISTING_PAGE } from '@shop/commerce-client'
import { createGraphQLError } from 'graphql-yoga'
import { written } from '../../db/client'
import { IMAGE_SIZES, imageUrl, isImageSize } from '../../images'
import { toId } from '../../shared/validation'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import { page } from '../../graphql/resolver-helpers'
import { availabilityOf, ruleOf } from '../stock'

/** Looks a record up by an id argument; an id that is no number finds nothing. */
const byId = <T>(value: unknown, find: (id: number) => T) => {
  const id = toId(value)
  return id === null ? null : find(id)
}

const image = (key: string, size: string | null | undefined, alt: string) => {
  const named = isImageSize(size) ? size : 'product-overview'
  return { size: named, url: imageUrl(key, named), ...IMAGE_SIZES[named], alt }
}

/** Categories, products, search and carriers: public, no sign-in needed. */
export const catalogueResolvers = {
  Query: {
    categories: (_, __, ctx) => ctx.services.categories.rootCategories(),
    category: (_, args, ctx) =>
      args.id !== undefined && args.id !== null
        ? byId(args.id, (id) => ctx.services.categories.categoryBy({ id }))
        : ctx.services.categories.categoryBy({
            identifier: args.identifier ?? '',
          }),
    categoryProducts: async (_, args, ctx) => {
      const given = (value: unknown) => value !== undefined && value !== null
      if (given(args.categoryId) === given(args.categoryIdentifier))
        throw createGraphQLError(
          'Give the category by its id or by its identifier: exactly one of categoryId and categoryIdentifier.',
          { extensions: { code: 'BAD_USER_INPUT' } },
        )
      // Arguments with a default may still be an explicit null.
      const attributeIds = (args.attributeIds ?? [])
        .map(toId)
        .filter((id): id is number => id !== null)
      const pageNumber = page(args.page, 1, MAX_LISTING_PAGE)
      const pageSize = page(args.pageSize, 24, 100)
      // A caller with only the identifier (a URL's last segment) needs no lookup of its own.
      const categoryId = toId(args.categoryId)
      const category =
        args.categoryIdentifier !== undefined &&
        args.categoryIdentifier !== null
          ? await ctx.services.categories.categoryBy({
              identifier: args.categoryIdentifier,
            })
          : categoryId === null
            ? null
            : await ctx.services.categories.categoryBy({ id: categoryId })
      if (!category)
        return {
          category: null,
          products: [],
          total: 0,
          page: pageNumber,
          pageSize,
          minPrice: null,
          availableAttributeIds: [],
          attributeCounts: [],
        }
      const listing = await ctx.services.listing.categoryProducts(
        category.id,
        attributeIds.slice(0, 50),
        pageNumber,
        pageSize,
        args.sort ?? undefined,
        args.orderableOnly ?? false,
      )
      return {
        ...listing,
        category,
        page: pageNumber,
        pageSize,
        availableAttributeIds: listing.availableAttributeIds.map(String),
        attributeCounts: listing.attributeCounts.map((a) => ({
          attributeId: String(a.attributeId),
          count: a.count,
          minPrice: a.minPrice,
        })),
      }
    },
    product: (_, args, ctx) =>
      args.sku
        ? ctx.services.products.productBy({ sku: args.sku })
        : byId(args.id, (id) => ctx.services.products.productBy({ id })),
    productsBySku: (_, args, ctx) =>
      ctx.services.products.productsBySku(args.skus),
    searchProducts: async (_, args, ctx) => {
      const pageNumber = page(args.page, 1, MAX_LISTING_PAGE)
      const pageSize = page(args.pageSize, 24, 100)
      const found = await ctx.services.listing.search(
        args.query.slice(0, 200),
        pageNumber,
        pageSize,
        args.sort ?? undefined,
      )
      return { ...found, page: pageNumber, pageSize }
    },
    carriers: (_, __, ctx) => ctx.services.checkout.carriers(),
  },

  ProductCategory: {
    id: (c) => String(c.id),
    productsMinPrice: (c, _, ctx) => ctx.services.categories.minPrice(c.id),
    parentCategory: (c, _, ctx) =>
      c.parentId === null
        ? null
        : ctx.services.categories.categoryBy({ id: c.parentId }),
    images: (c, args) => [image(c.imageKey, args.size, c.name)],
    allowedAttributeGroups: (c, _, ctx) =>
      ctx.services.categories.allowedGroups(c.id),
    categories: (c, _, ctx) => ctx.services.categories.childCategories(c.id),
  },

  AttributeGroup: {
    id: (g) => String(g.id),
    attributes: (g, _, ctx) => ctx.services.categories.groupAttributes(g.id),
  },

  Attribute: {
    id: (a) => String(a.id),
    // The foreign key keeps every attribute's group present.
    group: async (a, _, ctx) =>
      written((await ctx.loaders.group.load(a.groupId)) ?? undefined),
  },

  Product: {
    id: (p) => String(p.id),
    storeValues: (p) => [{ price: p.price }],
    categories: (p, _, ctx) => ctx.services.products.productCategories(p.id),
    attributes: (p, _, ctx) => ctx.loaders.productAttributes.load(p.id),
    mainImage: (p, args) => image(p.imageKey, args.size, p.name),
    allowedAttributeGroups: (p, _, ctx) =>
      ctx.services.products.productGroups(p.id),
    relatedProducts: (p, _, ctx) => ctx.services.products.relatedProducts(p.id),
    quantityRule: (p) => ruleOf(p),
    availability: (p) => availabilityOf(p),
    status: (p) => (p.discontinuedAt === null ? 'ACTIVE' : 'DISCONTINUED'),
    replacedBy: (p, _, ctx) =>
      p.replacedById === null
        ? null
        : ctx.services.products.productBy({ id: p.replacedById }),
  },

  Carrier: {
    id: (c) => String(c.id),
    price_net: (c) => c.priceNet,
  },
} satisfies Resolvers
