import {
  CartDocument,
  InvoicesToPayDocument,
  MarkOrderPaidDocument,
  MeDocument,
  PayInvoicesDocument,
  StatementDocument,
  UpdateMemberDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { hashPassword } from '../../auth/passwords'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  newBuyer,
  newProduct,
  shipAll,
  useTestShop,
} from '../../test-shop'
import { invoiceNumber } from './billing'

// Card payments of invoices (issue 36, decision 042). INVOICE_ON=shipped, the default: an order
// is invoiced when it ships, so a card order may ship before its payment arrives.
useTestShop()

const service = { headers: { 'x-service-secret': TEST_SERVICE_SECRET } }
type Buyer = Awaited<ReturnType<typeof newBuyer>>

/** Places one order of a new product, ships it, and answers it with its invoice row. */
async function shippedOrder(
  buyer: Buyer,
  sku: string,
  price: number,
  provider: 'invoice' | 'stripe' = 'invoice',
) {
  const product = await newProduct(sku, price)
  const { cart } = await commerce.request(
    CartDocument,
    {},
    { token: buyer.token },
  )
  cartOf(await add(buyer.token, cart.token, product.id, 1))
  const placed = cartOf(
    await checkout(buyer.token, cart.token, buyer.address.id, provider),
  )
  await shipAll(placed.number!, sku)
  return { placed, invoice: await invoiceOfOrder(placed.token) }
}

async function invoiceOfOrder(orderToken: string) {
  const [row] = await backend.database.db
    .select({ invoice: t.invoices })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(eq(t.orders.token, orderToken))
  return row!.invoice
}

const paidEventsOf = async (number: string) =>
  (
    await backend.database.db
      .select()
      .from(t.events)
      .where(eq(t.events.type, 'invoice.paid'))
  ).filter(
    (e) =>
      (e.payload as { invoice: { number: string } }).invoice.number === number,
  )

const toPay = (buyer: Buyer, numbers: string[]) =>
  commerce.request(InvoicesToPayDocument, { numbers }, { token: buyer.token })

const pay = (numbers: string[], amount: number, paymentReference: string) =>
  commerce.request(
    PayInvoicesDocument,
    { numbers, amount, paymentReference },
    service,
  )

describe(
  'a card payment of an order already invoiced',
  { timeout: 60_000 },
  () => {
    it('pays its open invoice once, with one invoice.paid, however often it is told', async () => {
      const buyer = await newBuyer('shipped-unpaid')
      // Shipped while its card payment was still pending: invoiced, open.
      const { placed, invoice } = await shippedOrder(
        buyer,
        'TEST-CARD-SHIPPED',
        1_250,
        'stripe',
      )
      expect(invoice.state).toBe('OPEN')
      for (const eventId of ['evt_1', 'evt_2', undefined])
        await commerce.request(
          MarkOrderPaidDocument,
          { token: placed.token, paymentReference: 'pi_shipped', eventId },
          service,
        )
      expect(await invoiceOfOrder(placed.token)).toMatchObject({
        state: 'PAID',
        paidCents: placed.totalWithTax,
      })
      expect(await paidEventsOf(invoiceNumber(invoice.number))).toHaveLength(1)
    })
  },
)

describe(
  'paying invoices by card from the statement',
  { timeout: 90_000 },
  () => {
    it('answers what the chosen invoices have due, and refuses another practice’s and a paid one', async () => {
      const buyer = await newBuyer('to-pay')
      const other = await newBuyer('to-pay-other')
      const a = await shippedOrder(buyer, 'TEST-TOPAY-A', 1_000)
      const b = await shippedOrder(buyer, 'TEST-TOPAY-B', 2_000)
      const theirs = await shippedOrder(other, 'TEST-TOPAY-OTHER', 500)
      const numbers = [a, b].map((x) => invoiceNumber(x.invoice.number))
      const { invoicesToPay } = await toPay(buyer, numbers)
      expect(invoicesToPay).toMatchObject({
        __typename: 'InvoicePaymentSuccess',
        payment: { total: a.invoice.totalCents + b.invoice.totalCents },
      })
      // Another practice's invoice, or one that does not exist, is not found.
      for (const wrong of [invoiceNumber(theirs.invoice.number), 'INV-999999'])
        expect(
          (await toPay(buyer, [numbers[0]!, wrong])).invoicesToPay,
        ).toEqual({
          __typename: 'Error',
          message: `Invoice ${wrong} was not found.`,
        })
      await pay([numbers[0]!], a.invoice.totalCents, 'pi_first')
      expect((await toPay(buyer, numbers)).invoicesToPay).toMatchObject({
        __typename: 'ValidationError',
        violations: [
          {
            propertyPath: 'numbers[0]',
            message: `${numbers[0]} is paid already.`,
          },
        ],
      })
    })

    it('applies a payment to each invoice, oldest first, once per payment intent, with invoice.paid', async () => {
      const buyer = await newBuyer('pay-many')
      const a = await shippedOrder(buyer, 'TEST-PAY-A', 1_000)
      const b = await shippedOrder(buyer, 'TEST-PAY-B', 333)
      const numbers = [a, b].map((x) => invoiceNumber(x.invoice.number))
      // One cent short (a transfer took a cent of the second meanwhile): it stays open by a cent.
      const amount = a.invoice.totalCents + b.invoice.totalCents - 1
      const first = await pay(numbers, amount, 'pi_many')
      expect(first.payInvoices).toMatchObject({
        payment: {
          invoices: [
            { number: numbers[0], due: 0, state: 'PAID' },
            { number: numbers[1], due: 1, state: 'OPEN' },
          ],
          unapplied: 0,
        },
      })
      // A replayed webhook (or the confirmation after it) changes nothing.
      await pay(numbers, amount, 'pi_many')
      expect(await invoiceOfOrder(b.placed.token)).toMatchObject({
        paidCents: b.invoice.totalCents - 1,
        state: 'OPEN',
      })
      expect(await paidEventsOf(numbers[0]!)).toHaveLength(1)
      expect(await paidEventsOf(numbers[1]!)).toHaveLength(0)
      // Another payment pays the cent, and tells invoice.paid once.
      await pay([numbers[1]!], 1, 'pi_cent')
      expect(await paidEventsOf(numbers[1]!)).toHaveLength(1)
    })

    it('is refused to a member who does not see billing', async () => {
      const buyer = await newBuyer('no-billing')
      const a = await shippedOrder(buyer, 'TEST-PAY-NOBILL', 700)
      await backend.database.db
        .update(t.customers)
        .set({ roles: ['buyer'] })
        .where(eq(t.customers.id, buyer.customerId))
      backend.services.sessions.customerChanged(buyer.customerId)
      const { invoicesToPay } = await toPay(buyer, [
        invoiceNumber(a.invoice.number),
      ])
      expect(invoicesToPay.__typename).toBe('Forbidden')
    })

    it('is allowed to a member the administrator gave the billing role, who orders nothing', async () => {
      const admin = await newBuyer('billing-admin')
      const a = await shippedOrder(admin, 'TEST-PAY-CLERK', 900)
      const [clerk] = await backend.database.db
        .insert(t.customers)
        .values({
          companyId: admin.companyId,
          roles: ['buyer'],
          email: `clerk-${Date.now()}@buyers.example`,
          passwordHash: await hashPassword('clerk-pass-1'),
          firstname: 'Accounts',
          lastname: 'Clerk',
          emailVerifiedAt: new Date(),
        })
        .returning()
      const { updateMember } = await commerce.request(
        UpdateMemberDocument,
        { id: String(clerk!.id), input: { roles: ['BILLING'] } },
        { token: admin.token },
      )
      expect(updateMember.__typename).toBe('MemberSuccess')
      const { token } = await backend.services.sessions.issueTokens(clerk!.id)
      const { me } = await commerce.request(MeDocument, {}, { token })
      expect(me?.customer.can).toMatchObject({
        viewBilling: true,
        placeOrders: false,
      })
      const { statement } = await commerce.request(
        StatementDocument,
        {},
        { token },
      )
      expect(statement.invoices.map((i) => i.number)).toContain(
        invoiceNumber(a.invoice.number),
      )
      const { invoicesToPay } = await commerce.request(
        InvoicesToPayDocument,
        { numbers: [invoiceNumber(a.invoice.number)] },
        { token },
      )
      expect(invoicesToPay.__typename).toBe('InvoicePaymentSuccess')
    })
  },
)
