import { MAX_LISTING_PAGE } from '@shop/commerce-client'
import type { ProductSort } from '@shop/commerce-client'
import { createGraphQLError } from 'graphql-yoga'
import { IMAGE_SIZES, imageUrl, isImageSize } from '../images'
import type {
  AttributeRow,
  CategoryRow,
  GroupRow,
  ProductRow,
} from '../services/catalogue'
import type {
  AddressInput,
  AddressRow,
  CustomerRow,
} from '../services/customers'
import type { OrderView } from '../services/orders'
import { ResultError, notFound } from '../services/results'
import { toId } from '../services/validation'
import type { GraphQLContext } from './context'
import { Money } from './money'

type Args = Record<string, unknown>

function requireCustomer(ctx: GraphQLContext): number {
  if (ctx.customerId !== null) return ctx.customerId
  throw createGraphQLError(
    ctx.tokenError === 'expired'
      ? 'The access token has expired.'
      : 'Please sign in.',
    {
      extensions: {
        code: 'UNAUTHENTICATED',
        reason: ctx.tokenError ?? 'missing',
      },
    },
  )
}

function requireTrusted(ctx: GraphQLContext) {
  if (!ctx.trusted)
    throw createGraphQLError('Not allowed.', {
      extensions: { code: 'FORBIDDEN' },
    })
}

/** Runs a mutation and turns a thrown result (Error or ValidationError) into the union's arm. */
async function result<T>(typename: string, run: () => Promise<T>) {
  try {
    return { __typename: typename, ...(await run()) }
  } catch (error) {
    if (error instanceof ResultError) return error.result
    throw error
  }
}

const page = (value: unknown, fallback: number, max: number) =>
  Number.isInteger(value) && (value as number) >= 1
    ? Math.min(value as number, max)
    : fallback

const image = (key: string, size: unknown, alt: string) => {
  const named = isImageSize(size) ? size : 'product-overview'
  return { size: named, url: imageUrl(key, named), ...IMAGE_SIZES[named], alt }
}

const orderResult = (view: OrderView) => ({ cart: view })

/** Tells `orderUpdated` subscribers about an order's new state. */
function published(ctx: GraphQLContext, view: OrderView) {
  ctx.events.publish('orderUpdated', view.row.token, view)
  return view
}

/** A customer's address through the request's loader: one query for all asked at once. */
const loadAddress = (ctx: GraphQLContext, id: number | null) =>
  id === null ? null : ctx.loaders.address.load(id)

export const commerceResolvers = {
  Money,

  Query: {
    me: async (_: unknown, __: Args, ctx: GraphQLContext) => {
      // No token: nobody. A refused token (expired, ended): UNAUTHENTICATED, so the caller
      // refreshes its session instead of taking the buyer for signed out.
      if (ctx.customerId === null)
        return ctx.tokenError ? requireCustomer(ctx) : null
      // Read with the session check; queries change nothing, so it is current.
      const customer =
        ctx.customer ?? (await ctx.services.customers.byId(ctx.customerId))
      return customer ? { id: String(customer.id), customer } : null
    },
    categories: (_: unknown, __: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.rootCategories(),
    category: (_: unknown, args: Args, ctx: GraphQLContext) =>
      args.id !== undefined && args.id !== null
        ? toId(args.id) === null
          ? null
          : ctx.services.catalogue.categoryBy({ id: toId(args.id)! })
        : ctx.services.catalogue.categoryBy({
            identifier: String(args.identifier ?? ''),
          }),
    categoryProducts: async (_: unknown, args: Args, ctx: GraphQLContext) => {
      const given = (value: unknown) => value !== undefined && value !== null
      if (given(args.categoryId) === given(args.categoryIdentifier))
        throw createGraphQLError(
          'Give the category by its id or by its identifier: exactly one of categoryId and categoryIdentifier.',
          { extensions: { code: 'BAD_USER_INPUT' } },
        )
      const attributeIds = ((args.attributeIds as unknown[]) ?? [])
        .map(toId)
        .filter((id): id is number => id !== null)
      const pageNumber = page(args.page, 1, MAX_LISTING_PAGE)
      const pageSize = page(args.pageSize, 24, 100)
      // A caller with only the identifier (a URL's last segment) needs no lookup of its own.
      const categoryId = toId(args.categoryId)
      const category = given(args.categoryIdentifier)
        ? await ctx.services.catalogue.categoryBy({
            identifier: String(args.categoryIdentifier),
          })
        : categoryId === null
          ? null
          : await ctx.services.catalogue.categoryBy({ id: categoryId })
      if (!category)
        return {
          category: null,
          products: [],
          total: 0,
          page: pageNumber,
          pageSize,
          availableAttributeIds: [],
          attributeCounts: [],
        }
      const listing = await ctx.services.catalogue.categoryProducts(
        category.id,
        attributeIds.slice(0, 50),
        pageNumber,
        pageSize,
        (args.sort ?? undefined) as ProductSort | undefined,
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
        })),
      }
    },
    product: (_: unknown, args: Args, ctx: GraphQLContext) =>
      args.sku
        ? ctx.services.catalogue.productBy({ sku: String(args.sku) })
        : toId(args.id) === null
          ? null
          : ctx.services.catalogue.productBy({ id: toId(args.id)! }),
    productsBySku: (_: unknown, args: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.productsBySku((args.skus as string[]) ?? []),
    searchProducts: async (_: unknown, args: Args, ctx: GraphQLContext) => {
      const pageNumber = page(args.page, 1, MAX_LISTING_PAGE)
      const pageSize = page(args.pageSize, 24, 100)
      const found = await ctx.services.catalogue.search(
        String(args.query ?? '').slice(0, 200),
        pageNumber,
        pageSize,
        (args.sort ?? undefined) as ProductSort | undefined,
      )
      return { ...found, page: pageNumber, pageSize }
    },
    cart: async (_: unknown, __: Args, ctx: GraphQLContext) => {
      const customerId = requireCustomer(ctx)
      return ctx.services.orders.view(
        await ctx.services.orders.currentCart(customerId),
      )
    },
    order: (_: unknown, args: Args, ctx: GraphQLContext) =>
      ctx.services.orders.orderByToken(
        requireCustomer(ctx),
        String(args.token),
      ),
    orders: async (_: unknown, args: Args, ctx: GraphQLContext) => {
      const pageNumber = page(args.page, 1, 1000)
      const pageSize = page(args.pageSize, 20, 100)
      const listed = await ctx.services.orders.orders(
        requireCustomer(ctx),
        pageNumber,
        pageSize,
      )
      return { ...listed, page: pageNumber, pageSize }
    },
    addresses: (_: unknown, __: Args, ctx: GraphQLContext) =>
      ctx.services.customers.addresses(requireCustomer(ctx)),
    carriers: (_: unknown, __: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.carriers(),
    paymentProviders: (_: unknown, __: Args, ctx: GraphQLContext) =>
      ctx.services.orders.paymentProviders(),
    inventory: async (_: unknown, __: Args, ctx: GraphQLContext) =>
      (await ctx.services.orders.inventory(requireCustomer(ctx))).map(
        ({ lot, product, orderNumber }) => ({
          ...lot,
          product,
          orderNumber,
        }),
      ),
  },

  Mutation: {
    authorize: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('AuthorizeSuccess', () =>
        ctx.services.customers.authorize(
          String(args.username),
          String(args.password),
          ctx.clientAddress,
        ),
      ),
    refreshToken: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('AuthorizeSuccess', () =>
        ctx.services.customers.refresh(String(args.refreshToken)),
      ),
    revokeRefreshToken: (_: unknown, args: Args, ctx: GraphQLContext) =>
      ctx.services.customers.revoke(String(args.refreshToken)),
    endSession: (_: unknown, _args: Args, ctx: GraphQLContext) => {
      requireCustomer(ctx)
      return ctx.services.customers.endSession(ctx.sessionId!)
    },
    signUp: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('AuthorizeSuccess', () =>
        ctx.services.customers.signUp(args.input as never, ctx.clientAddress),
      ),
    updateProfile: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CustomerSuccess', async () => ({
        customer: await ctx.services.customers.updateProfile(
          requireCustomer(ctx),
          args.input as never,
        ),
      })),
    createAddress: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('AddressSuccess', async () => ({
        address: await ctx.services.customers.createAddress(
          requireCustomer(ctx),
          args.input as AddressInput,
        ),
      })),
    updateAddress: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('AddressSuccess', async () => ({
        address: await ctx.services.customers.updateAddress(
          requireCustomer(ctx),
          toId(args.id),
          args.input as AddressInput,
        ),
      })),
    deleteAddress: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('DeleteSuccess', async () => ({
        id: String(
          await ctx.services.customers.deleteAddress(
            requireCustomer(ctx),
            toId(args.id),
          ),
        ),
      })),
    setDefaultAddresses: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CustomerSuccess', async () => ({
        customer: await ctx.services.customers.setDefaults(
          requireCustomer(ctx),
          args.shippingAddressId === undefined ||
            args.shippingAddressId === null
            ? undefined
            : toId(args.shippingAddressId),
          args.invoiceAddressId === undefined || args.invoiceAddressId === null
            ? undefined
            : toId(args.invoiceAddressId),
        ),
      })),
    addToCart: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () => {
        const { view, added } = await ctx.services.orders.addItems(
          requireCustomer(ctx),
          args.token as string | null,
          [{ productId: toId(args.productId), quantity: args.quantity ?? 1 }],
        )
        return { ...orderResult(view), added: added[0] }
      }),
    bulkAddToCart: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          (
            await ctx.services.orders.addItems(
              requireCustomer(ctx),
              args.token as string | null,
              (
                (args.items as { productId: unknown; quantity: unknown }[]) ??
                []
              ).map((item) => ({
                productId: toId(item.productId),
                quantity: item.quantity,
              })),
            )
          ).view,
        ),
      ),
    updateCartItem: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.orders.updateItem(
            requireCustomer(ctx),
            String(args.token),
            toId(args.cartItemId),
            args.quantity,
          ),
        ),
      ),
    removeCartItem: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.orders.removeItem(
            requireCustomer(ctx),
            String(args.token),
            toId(args.cartItemId),
          ),
        ),
      ),
    setCheckoutAddresses: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.orders.setAddresses(
            requireCustomer(ctx),
            String(args.token),
            toId(args.shippingAddressId),
            toId(args.invoiceAddressId),
          ),
        ),
      ),
    setCarrier: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.orders.setCarrier(
            requireCustomer(ctx),
            String(args.token),
            String(args.carrierIdentifier),
          ),
        ),
      ),
    setPaymentProvider: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.orders.setPaymentProvider(
            requireCustomer(ctx),
            String(args.token),
            String(args.paymentProviderIdentifier),
          ),
        ),
      ),
    setPaymentMethod: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.orders.setPaymentMethod(
            requireCustomer(ctx),
            String(args.token),
            String(args.paymentMethodId).slice(0, 200),
          ),
        ),
      ),
    setPurchaseOrderReference: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.orders.setCartField(
            requireCustomer(ctx),
            String(args.token),
            { poReference: String(args.reference).trim().slice(0, 60) },
          ),
        ),
      ),
    placeOrder: (_: unknown, args: Args, ctx: GraphQLContext) =>
      result('CartSuccess', async () =>
        orderResult(
          published(
            ctx,
            await ctx.services.orders.placeOrder(
              requireCustomer(ctx),
              String(args.token),
            ),
          ),
        ),
      ),
    markOrderPaid: (_: unknown, args: Args, ctx: GraphQLContext) => {
      requireTrusted(ctx)
      return result('CartSuccess', async () =>
        orderResult(
          published(
            ctx,
            await ctx.services.orders.markPaid(
              String(args.token),
              String(args.paymentReference),
              args.eventId ? String(args.eventId) : undefined,
            ),
          ),
        ),
      )
    },
    setPaymentCustomerId: (_: unknown, args: Args, ctx: GraphQLContext) => {
      requireTrusted(ctx)
      return result('CustomerSuccess', async () => ({
        customer: await ctx.services.customers.setPaymentCustomerId(
          requireCustomer(ctx),
          String(args.paymentCustomerId),
        ),
      }))
    },
  },

  Subscription: {
    orderUpdated: {
      subscribe: async (_: unknown, args: Args, ctx: GraphQLContext) => {
        const token = String(args.token)
        const order = await ctx.services.orders.orderByToken(
          requireCustomer(ctx),
          token,
        )
        if (!order)
          throw createGraphQLError('The order was not found.', {
            extensions: { code: 'NOT_FOUND' },
          })
        return ctx.events.subscribe('orderUpdated', token)
      },
      resolve: (view: OrderView) => view,
    },
  },

  AuthorizeSuccess: {
    user: async (
      parent: { customerId: number },
      _: Args,
      ctx: GraphQLContext,
    ) => {
      const customer = await ctx.services.customers.byId(parent.customerId)
      if (!customer) throw notFound('The customer')
      return { id: String(customer.id), customer }
    },
  },

  Customer: {
    id: (c: CustomerRow) => String(c.id),
    company: (c: CustomerRow) => ({ name: c.companyName }),
    defaultShippingAddress: (c: CustomerRow, _: Args, ctx: GraphQLContext) =>
      loadAddress(ctx, c.defaultShippingAddressId),
    defaultInvoiceAddress: (c: CustomerRow, _: Args, ctx: GraphQLContext) =>
      loadAddress(ctx, c.defaultInvoiceAddressId),
    defaultAddress: (c: CustomerRow, _: Args, ctx: GraphQLContext) =>
      loadAddress(ctx, c.defaultShippingAddressId ?? c.defaultInvoiceAddressId),
  },

  Address: {
    id: (a: AddressRow) => String(a.id),
    country: (a: AddressRow) => ({ isoCode: a.country }),
  },

  ProductCategory: {
    id: (c: CategoryRow) => String(c.id),
    productsMinPrice: (c: CategoryRow, _: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.minPrice(c.id),
    parentCategory: (c: CategoryRow, _: Args, ctx: GraphQLContext) =>
      c.parentId === null
        ? null
        : ctx.services.catalogue.categoryBy({ id: c.parentId }),
    images: (c: CategoryRow, args: Args) => [
      image(c.imageKey, args.size, c.name),
    ],
    allowedAttributeGroups: (c: CategoryRow, _: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.allowedGroups(c.id),
    categories: (c: CategoryRow, _: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.childCategories(c.id),
  },

  AttributeGroup: {
    id: (g: GroupRow) => String(g.id),
    attributes: (g: GroupRow, _: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.groupAttributes(g.id),
  },

  Attribute: {
    id: (a: AttributeRow) => String(a.id),
    group: (a: AttributeRow, _: Args, ctx: GraphQLContext) =>
      ctx.loaders.group.load(a.groupId),
  },

  Product: {
    id: (p: ProductRow) => String(p.id),
    storeValues: (p: ProductRow) => [{ price: p.price }],
    categories: (p: ProductRow, _: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.productCategories(p.id),
    attributes: (p: ProductRow, _: Args, ctx: GraphQLContext) =>
      ctx.loaders.productAttributes.load(p.id),
    mainImage: (p: ProductRow, args: Args) =>
      image(p.imageKey, args.size, p.name),
    allowedAttributeGroups: (p: ProductRow, _: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.productGroups(p.id),
    relatedProducts: (p: ProductRow, _: Args, ctx: GraphQLContext) =>
      ctx.services.catalogue.relatedProducts(p.id),
  },

  Carrier: {
    id: (c: { id: number }) => String(c.id),
    price_net: (c: { priceNet: number }) => c.priceNet,
  },
  PaymentProvider: { id: (p: { id: number }) => String(p.id) },

  Order: {
    id: (o: OrderView) => String(o.row.id),
    token: (o: OrderView) => o.row.token,
    state: (o: OrderView) => o.row.state,
    number: (o: OrderView) => o.row.number,
    placedAt: (o: OrderView) => o.row.placedAt?.toISOString() ?? null,
    paymentMethodId: (o: OrderView) => o.row.paymentMethodId,
    purchaseOrderReference: (o: OrderView) => o.row.poReference,
    adjustmentItems: (o: OrderView) => o.adjustments,
  },
  OrderItem: { id: (i: { id: number }) => String(i.id) },
  InventoryLot: {
    id: (l: { id: number }) => String(l.id),
    expiryDate: (l: { expiryDate: string }) => String(l.expiryDate),
  },
}
