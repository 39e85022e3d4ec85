import { toId } from '../../shared/validation'
import { PricesChanged } from './placement'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import {
  orderResult,
  published,
  requireCustomer,
  result,
} from '../../graphql/resolver-helpers'

/** The cart and its checkout: lines, addresses, carrier, payment, placing. */
export const cartResolvers = {
  Query: {
    cart: async (_, __, ctx) => {
      const customerId = requireCustomer(ctx)
      return ctx.services.carts.cart(customerId)
    },
    paymentProviders: (_, __, ctx) => ctx.services.payments.paymentProviders(),
  },

  Mutation: {
    addToCart: (_, args, ctx) =>
      result('CartSuccess', async () => {
        const { view, added } = await ctx.services.carts.addItems(
          requireCustomer(ctx),
          args.token,
          // An argument with a default may still be an explicit null.
          [{ productId: toId(args.productId), quantity: args.quantity ?? 1 }],
        )
        return { ...orderResult(view), added: added[0] }
      }),
    bulkAddToCart: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          (
            await ctx.services.carts.addItems(
              requireCustomer(ctx),
              args.token,
              args.items.map((item) => ({
                productId: toId(item.productId),
                quantity: item.quantity,
              })),
            )
          ).view,
        ),
      ),
    updateCartItem: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.carts.updateItem(
            requireCustomer(ctx),
            args.token,
            toId(args.cartItemId),
            args.quantity,
          ),
        ),
      ),
    removeCartItem: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.carts.removeItem(
            requireCustomer(ctx),
            args.token,
            toId(args.cartItemId),
          ),
        ),
      ),
    replaceCartItem: (_, args, ctx) =>
      result('CartReplaceSuccess', async () => {
        const { view, replacement } = await ctx.services.carts.replaceItem(
          requireCustomer(ctx),
          args.token,
          toId(args.cartItemId),
        )
        return { ...orderResult(view), replacement }
      }),
    setCheckoutAddresses: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.checkout.setAddresses(
            requireCustomer(ctx),
            args.token,
            toId(args.shippingAddressId),
            toId(args.invoiceAddressId),
          ),
        ),
      ),
    setCarrier: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.checkout.setCarrier(
            requireCustomer(ctx),
            args.token,
            args.carrierIdentifier,
          ),
        ),
      ),
    setPaymentProvider: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.checkout.setPaymentProvider(
            requireCustomer(ctx),
            args.token,
            args.paymentProviderIdentifier,
          ),
        ),
      ),
    setPaymentMethod: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.checkout.setPaymentMethod(
            requireCustomer(ctx),
            args.token,
            args.paymentMethodId.slice(0, 200),
          ),
        ),
      ),
    setPurchaseOrderReference: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          await ctx.services.checkout.setCartField(
            requireCustomer(ctx),
            args.token,
            // Blank clears it: the checkout saves the field as the buyer leaves it.
            { poReference: args.reference.trim().slice(0, 60) || null },
          ),
        ),
      ),
    placeOrder: async (_, args, ctx) => {
      const placed = await result('CartSuccess', async () => {
        const order = await ctx.services.placement.placeOrder(
          requireCustomer(ctx),
          args.token,
        )
        return order instanceof PricesChanged
          ? { changed: order }
          : orderResult(published(ctx, order))
      })
      return 'changed' in placed ? placed.changed : placed
    },
  },

  PaymentProvider: { id: (p) => String(p.id) },
} satisfies Resolvers
