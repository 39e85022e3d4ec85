import { z } from 'zod'

// The shapes of the API's answers: what a caller of `/api` may rely on. The API checks its own
// answers against them outside production, so a shape that drifts from the backend fails a test.
// Objects are strict: a field the API starts sending must be documented here first.

/** Amounts are integers in minor units (cents), net: business prices. */
export const money = z.number().int()

export const image = z.strictObject({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
})

const attributeValue = {
  id: z.string(),
  name: z.string(),
  badgeName: z.string().nullable(),
  valueText: z.string(),
  valueColor: z.string().nullable(),
  sorting: z.number(),
}

export const attribute = z.strictObject({
  ...attributeValue,
  group: z.strictObject({
    id: z.string(),
    identifier: z.string(),
    name: z.string(),
    sorting: z.number(),
  }),
})

/**
 * A product's unit, pack, quantity rule, availability and status (decision 031): every answer
 * that shows a product to order carries them (`ProductUnitFields`).
 */
export const productUnit = {
  /** Lower case: each, box, case, pack … Quantities count units. */
  unit: z.string(),
  /** Pieces in one unit. */
  packSize: z.number().int(),
  quantityRule: z.strictObject({
    min: z.number().int(),
    increment: z.number().int(),
    max: z.number().int().nullable(),
  }),
  availability: z.strictObject({
    state: z.enum([
      'IN_STOCK',
      'LOW_STOCK',
      'BACKORDERED',
      'OUT_OF_STOCK',
      'DISCONTINUED',
    ]),
    /** Units left, only while low. */
    stock: z.number().int().nullable(),
    leadTimeDays: z.number().int(),
    /** YYYY-MM-DD, while out of stock or backordered. */
    restockDate: z.string().nullable(),
    backorder: z.boolean(),
  }),
  status: z.enum(['ACTIVE', 'DISCONTINUED']),
  /** What a discontinued product's page offers instead. */
  replacedBy: z
    .strictObject({ id: z.string(), sku: z.string(), name: z.string() })
    .nullable(),
}

export const productCard = z.strictObject({
  id: z.string(),
  sku: z.string(),
  identifier: z.string(),
  name: z.string(),
  storeValues: z.array(z.strictObject({ price: money })),
  mainImage: image,
  attributes: z.array(attribute),
  ...productUnit,
})

const categoryLink = {
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
}

/** A category's parent and theirs: three levels up. */
const parentCategory = z
  .strictObject({
    ...categoryLink,
    parentCategory: z
      .strictObject({
        ...categoryLink,
        parentCategory: z.strictObject(categoryLink).nullable(),
      })
      .nullable(),
  })
  .nullable()

const attributeGroupSummary = {
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  sorting: z.number(),
  isHighlighted: z.boolean(),
}

export const product = productCard.extend({
  description: z.string(),
  explorePage: z.string().nullable(),
  /** The GS1 trade item number; null when the seller has none. */
  gtin: z.string().nullable(),
  stage: image,
  categories: z.array(
    z.strictObject({
      ...categoryLink,
      parentCategory: z
        .strictObject({
          ...categoryLink,
          parentCategory: z.strictObject(categoryLink).nullable(),
        })
        .nullable(),
    }),
  ),
  allowedAttributeGroups: z.array(z.strictObject(attributeGroupSummary)),
  relatedProducts: z.array(productCard),
})

const categoryFields = {
  ...categoryLink,
  description: z.string(),
  productsMinPrice: money,
  activateConfigurator: z.boolean(),
  configuratorOverviewHeadline: z.string().nullable(),
  configuratorDetailHeadline: z.string().nullable(),
  configuratorDescription: z.string().nullable(),
  images: z.array(image),
}

export const categorySummary = z.strictObject(categoryFields)

/** The category tree: three levels. */
export const categoryTree = z.array(
  categorySummary.extend({
    categories: z.array(
      categorySummary.extend({ categories: z.array(categorySummary) }),
    ),
  }),
)

export const category = categorySummary.extend({
  configureHero: z.array(image),
  parentCategory,
  categories: z.array(categorySummary),
  allowedAttributeGroups: z.array(
    z.strictObject({
      ...attributeGroupSummary,
      guideHeadline: z.string().nullable(),
      guideContent: z.string().nullable(),
      attributes: z.array(
        // A pack size's pieces: the shop compares packs by their price per piece.
        z.strictObject({
          ...attributeValue,
          pieces: z.number().int().nullable(),
        }),
      ),
    }),
  ),
})

const listingPage = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  products: z.array(productCard),
}

export const categoryListing = z.strictObject({
  ...listingPage,
  category: z.strictObject({ id: z.string() }).nullable(),
  /** The lowest price of the products the selection lists (null: none). */
  minPrice: money.nullable(),
  availableAttributeIds: z.array(z.string()),
  attributeCounts: z.array(
    z.strictObject({
      attributeId: z.string(),
      count: z.number().int(),
      /** The lowest price of the products the attribute would leave (null: none). */
      minPrice: money.nullable(),
    }),
  ),
})

export const searchResults = z.strictObject(listingPage)

export const skuProduct = z.strictObject({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  storeValues: z.array(z.strictObject({ price: money })),
  mainImage: image,
  ...productUnit,
})

const link = z.strictObject({ label: z.string(), url: z.string() })

export const appConfig = z.strictObject({
  footerLogo: image,
  shopHeaderLogo: image,
  socialMediaLinks: z.array(
    z.strictObject({ name: z.string(), link: z.string() }),
  ),
  shopHomePage: z.strictObject({
    headline: z.string(),
    intro: z.string(),
    featuredCategories: z.array(
      z.strictObject({
        identifier: z.string(),
        path: z.string(),
        name: z.string(),
        description: z.string(),
        image,
      }),
    ),
    explore: z.array(
      z.strictObject({ title: z.string(), text: z.string(), link }),
    ),
  }),
  footerLinks: z.strictObject({
    left: z.array(link),
    centre: z.array(link),
    bottom: z.array(link),
  }),
  fallbackImage: image,
  authImages: z.array(image),
  imageSizes: z.array(
    z.strictObject({ name: z.string(), width: z.number(), height: z.number() }),
  ),
  support: z
    .strictObject({ phone: z.string(), email: z.string(), hours: z.string() })
    .nullable(),
})

export const contentPage = z.strictObject({
  identifier: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z.array(
    z.strictObject({ heading: z.string(), paragraphs: z.array(z.string()) }),
  ),
})

// The answers' types by name, for callers that hand them around (components, hooks).
export type ApiImage = z.output<typeof image>
export type ApiProductCard = z.output<typeof productCard>
export type ApiProduct = z.output<typeof product>
export type ApiCategory = z.output<typeof category>
export type ApiCategoryTree = z.output<typeof categoryTree>
export type ApiCategoryListing = z.output<typeof categoryListing>
export type ApiSearchResults = z.output<typeof searchResults>
export type ApiSkuProduct = z.output<typeof skuProduct>
export type ApiAppConfig = z.output<typeof appConfig>
export type ApiContentPage = z.output<typeof contentPage>
