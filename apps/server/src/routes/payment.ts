import {
  MarkOrderPaidDocument,
  MarkPaymentFailedDocument,
  OrderDocument,
  PaymentCustomerDocument,
  SetPaymentCustomerIdDocument,
} from '@shop/commerce-client'
import type { Request, Response } from 'express'
import { unwrap } from '../commerce/session'
import type { CommerceSession } from '../commerce/session'
import type { ApiContext, ApiDependencies, ApiHandlers } from '../context'
import { badRequest, notFound, unauthorized, unavailable } from '../http/errors'
import { StripePayments } from '../payment/stripe-payments'

/** Calls the backend may only accept from us: they carry the shared service secret. */
function trusted(deps: ApiDependencies) {
  return { headers: { 'x-service-secret': deps.config.serviceSecret } }
}

/** The signed-in customer and the Stripe side of the payment, or 400 when cards are off. */
async function paymentContext(ctx: ApiContext) {
  const payments = ctx.deps.payments
  if (!payments) throw badRequest('Card payments are not available.')
  const { me } = await ctx.session.asCustomer(PaymentCustomerDocument, {})
  if (!me) throw unauthorized()
  return { payments, customer: me.customer }
}

/** Stripe customer ids live with the commerce customer, so one Stripe customer belongs to one customer. */
export function paymentCustomerStore(
  session: CommerceSession,
  deps: ApiDependencies,
  known: string | null,
) {
  return {
    get: () => Promise.resolve(known),
    set: async (_customerId: string, stripeCustomerId: string) => {
      const { setPaymentCustomerId } = await session.asCustomer(
        SetPaymentCustomerIdDocument,
        { paymentCustomerId: stripeCustomerId },
        trusted(deps),
      )
      unwrap(setPaymentCustomerId, 'CustomerSuccess')
    },
  }
}

async function markPaid(
  ctx: ApiContext,
  orderToken: string,
  reference: string,
) {
  const { markOrderPaid } = await ctx.deps.commerce.request(
    MarkOrderPaidDocument,
    { token: orderToken, paymentReference: reference },
    trusted(ctx.deps),
  )
  return unwrap(markOrderPaid, 'CartSuccess').cart
}

export const paymentHandlers = {
  'GET /shop/payment/config': ({ ctx }) => {
    const stripe = ctx.deps.config.stripe
    if (!stripe) throw badRequest('Card payments are not available.')
    return {
      publishableKey: stripe.publishableKey,
      scriptUrl: stripe.scriptUrl,
    }
  },
  'POST /shop/payment/create-setup-intent': async ({ ctx }) => {
    const { payments, customer } = await paymentContext(ctx)
    return payments
      .withCustomers(
        paymentCustomerStore(ctx.session, ctx.deps, customer.paymentCustomerId),
      )
      .createSetupIntent(customer)
  },
  'GET /shop/payment/payment-methods': async ({ ctx }) => {
    if (!ctx.deps.payments) return { paymentMethods: [] }
    const { payments, customer } = await paymentContext(ctx)
    return {
      paymentMethods: await payments
        .withCustomers(
          paymentCustomerStore(
            ctx.session,
            ctx.deps,
            customer.paymentCustomerId,
          ),
        )
        .listPaymentMethods(customer),
    }
  },
  'POST /shop/payment/update-payment-method-metadata': async ({
    body,
    ctx,
  }) => {
    const { payments, customer } = await paymentContext(ctx)
    const store = paymentCustomerStore(
      ctx.session,
      ctx.deps,
      customer.paymentCustomerId,
    )
    return {
      paymentMethod: await payments
        .withCustomers(store)
        .updatePaymentMethodMetadata(customer, body.paymentMethodId),
    }
  },
  'POST /shop/payment/create-payment-intent': async ({ body, ctx }) => {
    const { payments, customer } = await paymentContext(ctx)
    const { order } = await ctx.session.asCustomer(OrderDocument, {
      token: body.orderToken,
    })
    // Administrators see the company's orders, but only the buyer pays one, with their cards.
    if (!order || order.placedBy.id !== customer.id) throw notFound('The order')
    if (
      order.paymentProvider?.identifier !== 'stripe' ||
      order.state !== 'payment_pending'
    ) {
      throw badRequest('This order is not waiting for a card payment.', [
        {
          propertyPath: 'orderToken',
          message: 'Not awaiting a card payment.',
        },
      ])
    }
    const store = paymentCustomerStore(
      ctx.session,
      ctx.deps,
      customer.paymentCustomerId,
    )
    return payments.withCustomers(store).createPaymentIntent({
      customer,
      orderToken: order.token,
      // What the buyer was shown and owes: the goods and their sales tax (decision 036).
      amount: order.totalWithTax,
      paymentMethodId: order.paymentMethodId,
    })
  },
  'POST /shop/payment/confirm-payment-intent': async ({ body, ctx }) => {
    const { payments, customer } = await paymentContext(ctx)
    const store = paymentCustomerStore(
      ctx.session,
      ctx.deps,
      customer.paymentCustomerId,
    )
    const result = await payments
      .withCustomers(store)
      .confirmPaymentIntent(customer, body.paymentIntentId)
    // The status comes from Stripe itself, not from the browser: a verified payment.
    const order =
      result.status === 'succeeded'
        ? await markPaid(ctx, result.orderToken, result.paymentIntentId)
        : null
    return { ...result, orderState: order?.state ?? null }
  },
} satisfies Partial<ApiHandlers>

/**
 * Stripe's webhook: the signature is checked on the raw body; `payment_intent.succeeded` marks the
 * order paid (idempotent: a replayed event or one out of order never moves an order backwards);
 * `payment_intent.payment_failed` has the buyer e-mailed a link to pay again.
 */
export function stripeWebhook(deps: ApiDependencies) {
  return async (req: Request, res: Response) => {
    if (!deps.payments) throw unavailable()
    const event = deps.payments.verifyWebhook(
      req.body as Buffer,
      req.get('stripe-signature'),
    )
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object
      const orderToken = intent.metadata?.orderToken
      if (orderToken) {
        const { markOrderPaid } = await deps.commerce.request(
          MarkOrderPaidDocument,
          // The event id makes a redelivered event a no-op in the backend.
          { token: orderToken, paymentReference: intent.id, eventId: event.id },
          trusted(deps),
        )
        if (markOrderPaid.__typename !== 'CartSuccess')
          deps.logger.warn('webhook_order_not_found', { eventId: event.id })
      }
    } else if (event.type === 'payment_intent.payment_failed') {
      // The buyer is e-mailed a link to pay the order again (once per event).
      const orderToken = event.data.object.metadata?.orderToken
      if (orderToken) {
        const { markPaymentFailed } = await deps.commerce.request(
          MarkPaymentFailedDocument,
          { token: orderToken, eventId: event.id },
          trusted(deps),
        )
        if (markPaymentFailed.__typename !== 'CartSuccess')
          deps.logger.warn('webhook_order_not_found', { eventId: event.id })
      }
    }
    res.json({ received: true })
  }
}

export { StripePayments }
