import {
  MarkOrderPaidDocument,
  OrderDocument,
  PaymentCustomerDocument,
  SetPaymentCustomerIdDocument,
} from '@shop/commerce-client'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { unwrap } from '../commerce/session'
import type { CommerceSession } from '../commerce/session'
import { defineEndpoint } from '../context'
import type { ApiContext, ApiDependencies } from '../context'
import { badRequest, notFound, unauthorized, unavailable } from '../http/errors'
import { StripePayments } from '../payment/stripe-payments'
import { localeQuery, token } from '../http/schemas'

const paymentMethodId = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]+$/, 'Is not a payment method.')
  .max(100)
const paymentIntentId = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9_]+$/, 'Is not a payment.')
  .max(100)

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
    get: async () => known,
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

export const paymentEndpoints = [
  defineEndpoint({
    method: 'get',
    path: '/shop/payment/config',
    summary:
      'What the browser needs to load Stripe.js: the publishable key and the script address',
    tag: 'payment',
    auth: true,
    handler: async ({ ctx }) => {
      const stripe = ctx.deps.config.stripe
      if (!stripe) throw badRequest('Card payments are not available.')
      return {
        publishableKey: stripe.publishableKey,
        scriptUrl: stripe.scriptUrl,
      }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/payment/create-setup-intent',
    summary:
      'Starts saving a new card; answers the client secret for Stripe Elements',
    tag: 'payment',
    auth: true,
    handler: async ({ ctx }) => {
      const { payments, customer } = await paymentContext(ctx)
      return payments
        .withCustomers(
          paymentCustomerStore(
            ctx.session,
            ctx.deps,
            customer.paymentCustomerId,
          ),
        )
        .createSetupIntent(customer)
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/payment/payment-methods',
    summary: 'The customer’s saved cards (brand, last4)',
    tag: 'payment',
    auth: true,
    handler: async ({ ctx }) => {
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
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/payment/update-payment-method-metadata',
    summary: 'Marks a saved card as the customer’s (after a setup intent)',
    tag: 'payment',
    auth: true,
    body: z.object({ paymentMethodId }),
    handler: async ({ body, ctx }) => {
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
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/payment/create-payment-intent',
    summary:
      'Creates the one payment intent of a placed order; the amount is the server’s order total',
    tag: 'payment',
    auth: true,
    body: z.object({ orderToken: token, locale: localeQuery.shape.locale }),
    handler: async ({ body, ctx }) => {
      const { payments, customer } = await paymentContext(ctx)
      const { order } = await ctx.session.asCustomer(OrderDocument, {
        token: body.orderToken,
      })
      if (!order) throw notFound('The order')
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
        amount: order.totalNet,
        paymentMethodId: order.paymentMethodId,
      })
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/payment/confirm-payment-intent',
    summary:
      'Confirms a payment; `requiresAction` asks the browser to finish 3-D Secure',
    tag: 'payment',
    auth: true,
    body: z.object({ paymentIntentId, locale: localeQuery.shape.locale }),
    handler: async ({ body, ctx }) => {
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
  }),
]

/**
 * Stripe's webhook: the signature is checked on the raw body; `payment_intent.succeeded` marks the
 * order paid (idempotent: a replayed event or one out of order never moves an order backwards).
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
    }
    res.json({ received: true })
  }
}

export { StripePayments }
