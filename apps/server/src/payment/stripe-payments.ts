import { createHash } from 'node:crypto'
import Stripe from 'stripe'
import { HttpError, badRequest, notFound } from '../http/errors'
import type { ServerConfig } from '../env.server'

/** A saved card as the checkout shows it (spec section 3). */
export interface SavedPaymentMethod {
  id: string
  brand: string
  last4: string
}

/** Where a commerce customer's Stripe customer id is kept (one Stripe customer per customer). */
export interface PaymentCustomerStore {
  get(customerId: string): Promise<string | null>
  set(customerId: string, stripeCustomerId: string): Promise<void>
}

export interface PaymentIntentResult {
  paymentIntentId: string
  clientSecret: string
  status: string
  /** True when the buyer must complete an action (3-D Secure) in the browser first. */
  requiresAction: boolean
}

const toResult = (intent: Stripe.PaymentIntent): PaymentIntentResult => ({
  paymentIntentId: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  requiresAction: intent.status === 'requires_action',
})

/** How far a webhook's signed timestamp may lie from now, in seconds (Stripe's default). */
const WEBHOOK_TOLERANCE_S = 300

/**
 * The timestamp of a `Stripe-Signature` header (`t=…,v1=…`), read as Stripe reads it when it
 * verifies: the last `t` wins, so it is the one the signature covers.
 */
function signedAt(header: string): number {
  let timestamp = Number.NaN
  for (const item of header.split(',')) {
    const [key, value] = item.split('=')
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10)
  }
  return timestamp
}

/** The Stripe client of the process, and webhook verification. */
export class StripePayments {
  readonly stripe: Stripe

  constructor(
    private readonly config: NonNullable<ServerConfig['stripe']>,
    private readonly currency: string,
  ) {
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(config.apiHost ?? {}),
    })
  }

  /** Payments of one customer, whose Stripe customer id lives in `customers`. */
  withCustomers(customers: PaymentCustomerStore): CustomerPayments {
    return new CustomerPayments(this.stripe, customers, this.currency)
  }

  /**
   * Verifies a webhook's signature on the raw body and returns the event. Its timestamp must lie
   * within {@link WEBHOOK_TOLERANCE_S} of now, in the past or the future.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw badRequest('Missing Stripe signature.')
    const now = Date.now()
    let event: Stripe.Event
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        now,
      )
    } catch {
      throw badRequest('Invalid Stripe signature.')
    }
    // Stripe's check only refuses old timestamps: one signed for the future could be replayed
    // until then. (Written so that a timestamp that is not a number is refused too.)
    const ahead = signedAt(signature) - Math.floor(now / 1000)
    if (!(ahead <= WEBHOOK_TOLERANCE_S))
      throw badRequest('Invalid Stripe signature.')
    return event
  }
}

/**
 * Card payments of one customer. Amounts always come from the server-side order total; every
 * write carries an idempotency key so a retried call never charges twice.
 */
export class CustomerPayments {
  constructor(
    private readonly stripe: Stripe,
    private readonly customers: PaymentCustomerStore,
    private readonly currency: string,
  ) {}

  /** Finds or creates the Stripe customer of a commerce customer. */
  async stripeCustomer(customer: {
    id: string
    email?: string | null
  }): Promise<string> {
    const existing = await this.customers.get(customer.id)
    if (existing) return existing
    const created = await this.stripe.customers.create(
      {
        metadata: { commerceCustomerId: customer.id },
        ...(customer.email ? { email: customer.email } : {}),
      },
      // Two first payments at once must not create two Stripe customers.
      { idempotencyKey: `customer-${customer.id}` },
    )
    await this.customers.set(customer.id, created.id)
    return created.id
  }

  async createSetupIntent(customer: { id: string; email?: string | null }) {
    const stripeCustomer = await this.stripeCustomer(customer)
    const intent = await this.stripe.setupIntents.create({
      customer: stripeCustomer,
      usage: 'off_session',
    })
    return { clientSecret: intent.client_secret ?? '' }
  }

  async listPaymentMethods(customer: {
    id: string
  }): Promise<SavedPaymentMethod[]> {
    const stripeCustomer = await this.customers.get(customer.id)
    if (!stripeCustomer) return []
    const list = await this.stripe.paymentMethods.list({
      customer: stripeCustomer,
      type: 'card',
      limit: 20,
    })
    return list.data.map((pm) => ({
      id: pm.id,
      brand: pm.card?.brand ?? 'card',
      last4: pm.card?.last4 ?? '',
    }))
  }

  /** Throws 404 unless the payment method belongs to this customer. */
  async ownPaymentMethod(customer: { id: string }, paymentMethodId: string) {
    const stripeCustomer = await this.customers.get(customer.id)
    const pm = await this.stripe.paymentMethods
      .retrieve(paymentMethodId)
      .catch(() => null)
    if (!stripeCustomer || !pm || pm.customer !== stripeCustomer)
      throw notFound('The payment method')
    return pm
  }

  async updatePaymentMethodMetadata(
    customer: { id: string },
    paymentMethodId: string,
  ) {
    await this.ownPaymentMethod(customer, paymentMethodId)
    const pm = await this.stripe.paymentMethods.update(paymentMethodId, {
      metadata: {
        commerceCustomerId: customer.id,
        savedAt: new Date().toISOString().slice(0, 10),
      },
    })
    return {
      id: pm.id,
      brand: pm.card?.brand ?? 'card',
      last4: pm.card?.last4 ?? '',
    }
  }

  /**
   * One payment intent per order and amount: the idempotency key is derived from the order token
   * and total, so repeated or parallel calls answer the same intent.
   */
  async createPaymentIntent(input: {
    customer: { id: string; email?: string | null }
    orderToken: string
    amount: number
    paymentMethodId: string | null
  }): Promise<PaymentIntentResult> {
    return this.createIntent(
      input,
      { orderToken: input.orderToken },
      `order-${input.orderToken}`,
    )
  }

  /**
   * One payment intent for the sum the backend says these invoices have due (decision 042); its
   * metadata names them, so the confirmation and the webhook apply it to exactly those.
   */
  async createInvoicePaymentIntent(input: {
    customer: { id: string; email?: string | null }
    invoices: string[]
    amount: number
    paymentMethodId: string | null
  }): Promise<PaymentIntentResult> {
    const invoices = input.invoices.join(',')
    return this.createIntent(
      input,
      { invoices },
      // Stripe's keys stop at 255 characters; 40 invoice numbers do not.
      `invoices-${input.customer.id}-${createHash('sha256').update(invoices).digest('hex')}`,
    )
  }

  /** Creates an intent once per key, amount and card: a repeated call answers the same one. */
  private async createIntent(
    input: {
      customer: { id: string; email?: string | null }
      amount: number
      paymentMethodId: string | null
    },
    metadata: Record<string, string>,
    key: string,
  ): Promise<PaymentIntentResult> {
    if (input.amount <= 0)
      throw badRequest('The order total must be greater than zero.')
    const stripeCustomer = await this.stripeCustomer(input.customer)
    if (input.paymentMethodId)
      await this.ownPaymentMethod(input.customer, input.paymentMethodId)
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: this.currency,
        customer: stripeCustomer,
        ...(input.paymentMethodId
          ? { payment_method: input.paymentMethodId }
          : {}),
        metadata: { ...metadata, commerceCustomerId: input.customer.id },
      },
      {
        idempotencyKey: `${key}-${input.amount}-${input.paymentMethodId ?? 'new'}`,
      },
    )
    return toResult(intent)
  }

  /** Confirms an intent of this customer; `requires_action` goes back to the browser for 3-D Secure. */
  async confirmPaymentIntent(
    customer: { id: string },
    paymentIntentId: string,
  ): Promise<PaymentIntentResult & { orderToken: string } & PaidInvoices> {
    const intent = await this.stripe.paymentIntents
      .retrieve(paymentIntentId)
      .catch(() => null)
    if (!intent || intent.metadata.commerceCustomerId !== customer.id)
      throw notFound('The payment')
    const confirmed =
      intent.status === 'requires_confirmation' ||
      intent.status === 'requires_action'
        ? await this.stripe.paymentIntents
            .confirm(
              paymentIntentId,
              {},
              { idempotencyKey: `confirm-${paymentIntentId}-${intent.status}` },
            )
            .catch((error: unknown) => {
              throw new HttpError(402, paymentErrorMessage(error))
            })
        : intent
    return {
      ...toResult(confirmed),
      orderToken: confirmed.metadata.orderToken ?? '',
      ...paidInvoices(confirmed),
    }
  }
}

/** The invoices a payment intent pays (none for an order's) and its amount in cents. */
export type PaidInvoices = { invoices: string[]; amount: number }

export const paidInvoices = (intent: {
  metadata?: Stripe.Metadata | null
  amount: number
}): PaidInvoices => ({
  invoices: intent.metadata?.invoices?.split(',').filter(Boolean) ?? [],
  amount: intent.amount,
})

function paymentErrorMessage(error: unknown) {
  const message = (error as { message?: string }).message
  return message
    ? `The payment failed: ${message}`
    : 'The payment failed. Please try another card.'
}
