import {
  AddToCartDocument,
  AddressesDocument,
  CartDocument,
  MarkOrderPaidDocument,
  OrdersDocument,
  PlaceOrderDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentMethodDocument,
  SetPaymentProviderDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import {
  cartOf,
  commerce,
  productId,
  signIn,
  useTestShop,
} from '../../test-shop'

// Checking a cart out and placing it: by invoice, and by card with a new card after a decline.
useTestShop()

describe('cart and checkout', () => {
  it('computes every price and total on the server and places the order', async () => {
    const token = await signIn(0)
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const needles = await productId('NDL-E-G23-L25-P100')
    const { cart: empty } = await commerce.request(CartDocument, {}, { token })
    let cart = cartOf(
      (
        await commerce.request(
          AddToCartDocument,
          { token: empty.token, productId: gloves.id },
          { token },
        )
      ).addToCart,
    )
    expect(cart.items[0]?.quantity).toBe(1)
    cart = cartOf(
      (
        await commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: needles.id, quantity: 3 },
          { token },
        )
      ).addToCart,
    )
    const glovesLine = cart.items.find((i) => i.product.id === gloves.id)!
    cart = cartOf(
      (
        await commerce.request(
          UpdateCartItemDocument,
          { token: cart.token, cartItemId: glovesLine.id, quantity: 4 },
          { token },
        )
      ).updateCartItem,
    )
    expect(cart.subtotalNet).toBe(4 * 899 + 3 * needles.storeValues[0]!.price)
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    const address = addresses[0]!.id
    cart = cartOf(
      (
        await commerce.request(
          SetCheckoutAddressesDocument,
          {
            token: cart.token,
            shippingAddressId: address,
            invoiceAddressId: address,
          },
          { token },
        )
      ).setCheckoutAddresses,
    )
    cart = cartOf(
      (
        await commerce.request(
          SetCarrierDocument,
          { token: cart.token, carrierIdentifier: 'express' },
          { token },
        )
      ).setCarrier,
    )
    expect(cart.adjustmentItems).toEqual([
      {
        typeIdentifier: 'shipping',
        label: 'Shipping: Express delivery',
        amountNet: 2495,
      },
    ])
    expect(cart.totalNet).toBe(cart.subtotalNet + 2495)
    expect(cart.items).toHaveLength(2)
    cart = cartOf(
      (
        await commerce.request(
          SetPaymentProviderDocument,
          { token: cart.token, paymentProviderIdentifier: 'invoice' },
          { token },
        )
      ).setPaymentProvider,
    )
    const placed = cartOf(
      (
        await commerce.request(
          PlaceOrderDocument,
          { token: cart.token },
          { token },
        )
      ).placeOrder,
    )
    expect(placed.state).toBe('new')
    expect(placed.number).toMatch(/^SO-\d+$/)
    expect(placed.totalNet).toBe(cart.totalNet)
    // A new, empty cart takes its place.
    const { cart: next } = await commerce.request(CartDocument, {}, { token })
    expect(next.token).not.toBe(placed.token)
    expect(next.items).toEqual([])
    const { orders } = await commerce.request(OrdersDocument, {}, { token })
    expect(orders.orders[0]?.number).toBe(placed.number)
  })

  it('lets an order awaiting its card payment switch cards, and nothing else change', async () => {
    const token = await signIn(0)
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const { cart: empty } = await commerce.request(CartDocument, {}, { token })
    await commerce.request(
      AddToCartDocument,
      { token: empty.token, productId: gloves.id, quantity: 2 },
      { token },
    )
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    const steps = [
      [
        SetCheckoutAddressesDocument,
        {
          shippingAddressId: addresses[0]!.id,
          invoiceAddressId: addresses[0]!.id,
        },
      ],
      [SetCarrierDocument, { carrierIdentifier: 'standard' }],
      [SetPaymentProviderDocument, { paymentProviderIdentifier: 'stripe' }],
      [SetPaymentMethodDocument, { paymentMethodId: 'pm_declined_card' }],
    ] as const
    for (const [document, variables] of steps)
      await commerce.request(
        document as typeof SetCarrierDocument,
        { token: empty.token, ...variables } as never,
        { token },
      )
    const placed = cartOf(
      (
        await commerce.request(
          PlaceOrderDocument,
          { token: empty.token },
          { token },
        )
      ).placeOrder,
    )
    expect(placed).toMatchObject({
      state: 'payment_pending',
      paymentMethodId: 'pm_declined_card',
    })
    // After a declined payment the buyer picks another card for the same order.
    const switched = cartOf(
      (
        await commerce.request(
          SetPaymentMethodDocument,
          { token: placed.token, paymentMethodId: 'pm_other_card' },
          { token },
        )
      ).setPaymentMethod,
    )
    expect(switched).toMatchObject({
      state: 'payment_pending',
      paymentMethodId: 'pm_other_card',
      totalNet: placed.totalNet,
    })
    // Another customer cannot, and a paid order keeps its card.
    const stranger = await commerce.request(
      SetPaymentMethodDocument,
      { token: placed.token, paymentMethodId: 'pm_stolen' },
      { token: await signIn(1) },
    )
    expect(stranger.setPaymentMethod.__typename).not.toBe('CartSuccess')
    await commerce.request(
      MarkOrderPaidDocument,
      { token: placed.token, paymentReference: 'pi_paid' },
      { headers: { 'x-service-secret': 'test-service-secret' } },
    )
    const late = await commerce.request(
      SetPaymentMethodDocument,
      { token: placed.token, paymentMethodId: 'pm_late' },
      { token },
    )
    expect(late.setPaymentMethod).toMatchObject({
      message: 'This order has already been placed.',
    })
  })
})
