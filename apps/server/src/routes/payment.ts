import {
  InvoicesToPayDocument,
  MarkOrderPaidDocument,
  MarkPaymentFailedDocument,
  OrderDocument,
  PayInvoicesDocument,
  PaymentCustomerDocument,
  SetPaymentCustomerIdDocument,
} from '@shop/commerce-client'
import type { Request, Response } from 'express'
import { unwrap } from '../commerce/session'
import type { CommerceSession } from '../commerce/session'
import type { ApiContext, ApiDependencies, ApiHandlers } from '../context'
import { badRequest, notFound, unauthorized, unavailable } from '../http/errors'
import { StripePayments, paidInvoices } from '../payment/stripe-payments'
import type { PaidInvoices } from '../payment/stripe-payments'

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

/**
 * Applies a verified card payment to the invoices its intent names (decision 042); the backend
 * applies one payment intent once, so the confirmation and the webhook may both tell it.
 */
async function payInvoices(
  deps: ApiDependencies,
  paid: PaidInvoices,
  paymentIntentId: string,
) {
  const { payInvoices: answer } = await deps.commerce.request(
    PayInvoicesDocument,
    {
      numbers: paid.invoices,
      amount: paid.amount,
      paymentReference: paymentIntentId,
    },
    trusted(deps),
  )
  const { payment } = unwrap(answer, 'InvoicePaymentSuccess')
  // Paid meanwhile by transfer: the accounts team refunds or credits what no invoice took.
  if (payment.unapplied > 0)
    deps.logger.warn('invoice_payment_unapplied', {
      paymentIntentId,
      cents: payment.unapplied,
    })
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
  'POST /shop/payment/create-invoice-payment-intent': async ({ body, ctx }) => {
    const { payments, customer } = await paymentContext(ctx)
    // The amount is what the backend says these invoices of the caller's practice have due.
    const { invoicesToPay } = await ctx.session.asCustomer(
      InvoicesToPayDocument,
      { numbers: body.invoices },
    )
    const { payment } = unwrap(invoicesToPay, 'InvoicePaymentSuccess')
    const store = paymentCustomerStore(
      ctx.session,
      ctx.deps,
      customer.paymentCustomerId,
    )
    const intent = await payments
      .withCustomers(store)
      .createInvoicePaymentIntent({
        customer,
        invoices: payment.invoices.map((i) => i.number),
        amount: payment.total,
        paymentMethodId: body.paymentMethodId,
      })
    return { ...intent, amount: payment.total }
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
    const succeeded = result.status === 'succeeded'
    const { invoices, amount: _amount, ...answer } = result
    if (invoices.length) {
      if (succeeded) await payInvoices(ctx.deps, result, result.paymentIntentId)
      return { ...answer, invoices, orderState: null }
    }
    const order = succeeded
      ? await markPaid(ctx, result.orderToken, result.paymentIntentId)
      : null
    return { ...answer, invoices, orderState: order?.state ?? null }
  },
} satisfies Partial<ApiHandlers>

/**
 * Stripe's webhook: the signature is checked on the raw body; `payment_intent.succeeded` marks the
 * order paid, or pays the invoices it names (once per intent, decision 042) (idempotent: a replayed event or one out of order never moves an order backwards);
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
      const paid = paidInvoices(intent)
      if (paid.invoices.length) await payInvoices(deps, paid, intent.id)
      else if (orderToken) {
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
