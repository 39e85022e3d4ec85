import {
  AddressesDocument,
  ApproveOrderDocument,
  AuthorizeDocument,
  BulkAddToCartDocument,
  CartDocument,
  OrderDocument,
  PlaceOrderDocument,
  RejectOrderDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentProviderDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { startTestBackend } from '../../test-backend'
import { usePostgresServer } from '../../test-postgres'
import { commerce, useTestShop } from '../../test-shop'

// Approvals on a real Postgres server, where two backend instances truly decide at the same
// moment: the order gets one decision.
describe('on a Postgres server', () => {
  const postgres = usePostgresServer('approvals-test')
  useTestShop(() => ({ databaseUrl: postgres.url }))

  it('records one decision when an approval and a rejection race on two backend instances', async () => {
    const second = await startTestBackend({ databaseUrl: postgres.url })
    try {
      const signInTo = async (
        client: typeof commerce,
        username: string,
      ): Promise<string> => {
        const { authorize } = await client.request(AuthorizeDocument, {
          username,
          password: 'demo1234',
        })
        if (authorize.__typename !== 'AuthorizeSuccess')
          throw new Error('sign-in failed')
        return authorize.token
      }
      const buyer = await signInTo(commerce, 'buyer@riverside-health.example')
      const approverHere = await signInTo(
        commerce,
        'approver@riverside-health.example',
      )
      const approverThere = await signInTo(
        second.commerce,
        'approver@riverside-health.example',
      )
      const { addresses } = await commerce.request(
        AddressesDocument,
        {},
        { token: buyer },
      )
      const addressId = addresses[0]!.id
      for (let round = 0; round < 10; round++) {
        const { cart } = await commerce.request(
          CartDocument,
          {},
          { token: buyer },
        )
        // Lines from an earlier round's rejection are in the cart: the order goes over $200 anyway.
        await commerce.request(
          BulkAddToCartDocument,
          { token: cart.token, items: [{ productId: '1', quantity: 40 }] },
          { token: buyer },
        )
        for (const [document, variables] of [
          [
            SetCheckoutAddressesDocument,
            { shippingAddressId: addressId, invoiceAddressId: addressId },
          ],
          [SetCarrierDocument, { carrierIdentifier: 'standard' }],
          [
            SetPaymentProviderDocument,
            { paymentProviderIdentifier: 'invoice' },
          ],
        ] as const)
          await commerce.request(
            document as typeof SetCarrierDocument,
            { token: cart.token, ...variables } as never,
            { token: buyer },
          )
        const { placeOrder } = await commerce.request(
          PlaceOrderDocument,
          { token: cart.token },
          { token: buyer },
        )
        expect(placeOrder).toMatchObject({
          cart: { state: 'awaiting_approval' },
        })
        const [approved, rejected] = await Promise.all([
          commerce.request(
            ApproveOrderDocument,
            { token: cart.token },
            { token: approverHere },
          ),
          second.commerce.request(
            RejectOrderDocument,
            { token: cart.token, reason: 'Too many' },
            { token: approverThere },
          ),
        ])
        const answers = [approved.approveOrder, rejected.rejectOrder]
        // Exactly one decision; the other is told the order no longer waits.
        expect(
          answers.filter((a) => a.__typename === 'CartSuccess'),
        ).toHaveLength(1)
        const loser = answers.find((a) => a.__typename !== 'CartSuccess')
        expect(loser).toMatchObject({
          __typename: 'ValidationError',
          message: 'This order is not waiting for approval.',
        })
        const { order } = await commerce.request(
          OrderDocument,
          { token: cart.token },
          { token: buyer },
        )
        expect(order?.approval?.state).toBe(
          approved.approveOrder.__typename === 'CartSuccess'
            ? 'APPROVED'
            : 'REJECTED',
        )
        expect(order?.state).toBe(
          approved.approveOrder.__typename === 'CartSuccess'
            ? 'new'
            : 'rejected',
        )
        // A rejection put the lines back once, not twice.
        const { cart: next } = await commerce.request(
          CartDocument,
          {},
          { token: buyer },
        )
        const back = next.items.find((i) => i.product.id === '1')?.quantity ?? 0
        expect(back).toBe(
          order?.state === 'rejected' ? order.items[0]!.quantity : 0,
        )
      }
    } finally {
      await second.backend.close()
    }
  }, 120_000)
})
