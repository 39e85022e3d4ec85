import {
  DeleteAddressDocument,
  InventoryDocument,
  MarkOrderPaidDocument,
  OrderDocument,
  OrdersDocument,
  PaymentProvidersDocument,
  PlaceOrderDocument,
  SetCheckoutAddressesDocument,
  UpdateAddressDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { createOrderServices } from '../../services'
import {
  ADDRESS,
  add,
  addAddress,
  backend,
  cartOf,
  checkout,
  commerce,
  mailTo,
  newBuyer,
  newProduct,
  prepare,
  productId,
  shipAll,
  useTestShop,
} from '../../test-shop'

// Placed orders: frozen as placed, paid once, bringing inventory lots once shipped.
useTestShop()

describe('placed orders', () => {
  it('keep their addresses and lines as placed, whatever changes later', async () => {
    const buyer = await newBuyer('frozen')
    const { token } = buyer
    const product = await newProduct('TEST-FROZEN', 1234)
    cartOf(await add(token, buyer.cart.token, product.id, 2))
    const placed = cartOf(
      await checkout(token, buyer.cart.token, buyer.address.id),
    )
    expect(placed.shippingAddress?.city).toBe('New York')

    const { updateAddress } = await commerce.request(
      UpdateAddressDocument,
      { id: buyer.address.id, input: { ...ADDRESS, city: 'Boston' } },
      { token },
    )
    expect(updateAddress.__typename).toBe('AddressSuccess')
    await backend.database.db
      .update(t.products)
      .set({
        name: 'Renamed',
        sku: 'TEST-FROZEN-RENAMED',
        price: 9999,
        imageKey: 'needle-123456',
      })
      .where(eq(t.products.id, product.id))
    const { order } = await commerce.request(
      OrderDocument,
      { token: placed.token },
      { token },
    )
    expect(order).toMatchObject(placed)
    const { deleteAddress } = await commerce.request(
      DeleteAddressDocument,
      { id: buyer.address.id },
      { token },
    )
    expect(deleteAddress.__typename).toBe('DeleteSuccess')
    const { orders } = await commerce.request(OrdersDocument, {}, { token })
    expect(orders.orders[0]).toMatchObject(placed)
    expect(placed.items[0]).toMatchObject({
      itemPriceNet: 1234,
      product: {
        name: 'Test product TEST-FROZEN',
        sku: 'TEST-FROZEN',
        mainImage: { url: '/media/cart-item/glove-0a6477.svg' },
      },
    })
  })

  it('refuses to place an order whose chosen address was deleted, and to choose a deleted one', async () => {
    const buyer = await newBuyer('deleted')
    const { token } = buyer
    const cartToken = buyer.cart.token
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const other = await addAddress(token, 'Chicago')
    cartOf(await add(token, cartToken, Number(gloves.id), 1))
    await prepare(token, cartToken, other.id, buyer.address.id)
    await commerce.request(DeleteAddressDocument, { id: other.id }, { token })
    const placed = (
      await commerce.request(
        PlaceOrderDocument,
        { token: cartToken },
        { token },
      )
    ).placeOrder
    expect(placed).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'shippingAddress',
          message:
            'The shipping address you chose was deleted. Choose another one.',
        },
      ],
    })
    expect(
      (await commerce.request(OrderDocument, { token: cartToken }, { token }))
        .order?.state,
    ).toBe('cart')
    const chosen = await commerce.request(
      SetCheckoutAddressesDocument,
      {
        token: cartToken,
        shippingAddressId: other.id,
        invoiceAddressId: buyer.address.id,
      },
      { token },
    )
    expect(chosen.setCheckoutAddresses).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'shippingAddressId' }],
    })
  })

  it('e-mail the confirmation with the addresses as US mail writes them (issue 31)', async () => {
    const buyer = await newBuyer('mail-address')
    const product = await newProduct('TEST-MAIL-ADDRESS', 1000)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    cartOf(await checkout(buyer.token, buyer.cart.token, buyer.address.id))
    const [confirmation] = await mailTo(buyer.email)
    expect(confirmation?.text).toContain(
      'Riverside Clinic\nAna Lee\n1 Main Street\nNew York, NY 10001\nUnited States\n+1 212 555 0100',
    )
  })
  it('are numbered in the order they are placed, not by when their cart was opened (issue 31)', async () => {
    const early = await newBuyer('opened-first')
    const late = await newBuyer('opened-second')
    const product = await newProduct('TEST-NUMBERING', 1000)
    for (const buyer of [early, late])
      cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    // The cart opened second is placed first.
    const first = cartOf(
      await checkout(late.token, late.cart.token, late.address.id),
    )
    const second = cartOf(
      await checkout(early.token, early.cart.token, early.address.id),
    )
    const numberOf = (order: typeof first) =>
      Number(/^SO-(\d+)$/.exec(order.number ?? '')?.[1])
    expect(numberOf(second)).toBeGreaterThan(numberOf(first))
  })
})

describe('payments and inventory', () => {
  const service = { headers: { 'x-service-secret': 'test-service-secret' } }
  const lotsOf = async (token: string, orderNumber: string | null) =>
    (await commerce.request(InventoryDocument, {}, { token })).inventory.filter(
      (lot) => lot.orderNumber === orderNumber,
    )

  it('pays a card order once, and adds its lots only when it ships (issue 35)', async () => {
    const buyer = await newBuyer('lots')
    const { token } = buyer
    const product = await newProduct('TEST-LOTS', 500)
    cartOf(await add(token, buyer.cart.token, product.id, 3))
    const card = cartOf(
      await checkout(token, buyer.cart.token, buyer.address.id, 'stripe'),
    )
    expect(card.state).toBe('payment_pending')
    const paid = await Promise.all(
      ['evt_lots_1', 'evt_lots_1', 'evt_lots_2', undefined].map((eventId) =>
        commerce.request(
          MarkOrderPaidDocument,
          { token: card.token, paymentReference: 'pi_lots', eventId },
          service,
        ),
      ),
    )
    for (const { markOrderPaid } of paid)
      expect(cartOf(markOrderPaid).state).toBe('paid')
    // Paying invents no lot: the lot is what the warehouse ships.
    expect(await lotsOf(token, card.number)).toEqual([])
    await shipAll(card.number ?? '', 'LOT-PAID')
    expect(await lotsOf(token, card.number)).toMatchObject([
      {
        quantity: 3,
        lotNumber: 'LOT-PAID-0',
        expiryDate: '2029-06-30',
        product: { sku: 'TEST-LOTS' },
      },
    ])
    await shipAll(card.number ?? '', 'LOT-PAID')
    expect(await lotsOf(token, card.number)).toHaveLength(1)
  })

  it('refuses a payment provider that is not enabled, when chosen and when placing', async () => {
    const buyer = await newBuyer('nocards')
    const { token } = buyer
    const { paymentProviders } = await commerce.request(
      PaymentProvidersDocument,
      {},
    )
    expect(paymentProviders.map((p) => p.identifier)).toEqual([
      'invoice',
      'stripe',
    ])
    // The same database behind a backend without card payments.
    const cardsOff = createOrderServices(backend.database.db, {
      cardPayments: false,
      invoiceOn: 'shipped',
      mail: {
        publicUrl: 'http://shop.test',
        currency: 'USD',
        queued: () => {},
      },
    })
    expect(
      (await cardsOff.payments.paymentProviders()).map((p) => p.identifier),
    ).toEqual(['invoice'])
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    cartOf(await add(token, buyer.cart.token, Number(gloves.id), 1))
    await expect(
      cardsOff.checkout.setPaymentProvider(
        buyer.customerId,
        buyer.cart.token,
        'stripe',
      ),
    ).rejects.toMatchObject({
      result: {
        __typename: 'ValidationError',
        violations: [{ propertyPath: 'paymentProviderIdentifier' }],
      },
    })
    // Chosen while cards were on: placing with cards off is refused, and nothing is placed.
    await prepare(
      token,
      buyer.cart.token,
      buyer.address.id,
      buyer.address.id,
      'stripe',
    )
    await expect(
      cardsOff.placement.placeOrder(buyer.customerId, buyer.cart.token),
    ).rejects.toMatchObject({
      result: { violations: [{ propertyPath: 'paymentProvider' }] },
    })
    expect(
      (
        await commerce.request(
          OrderDocument,
          { token: buyer.cart.token },
          { token },
        )
      ).order?.state,
    ).toBe('cart')
  })
})
