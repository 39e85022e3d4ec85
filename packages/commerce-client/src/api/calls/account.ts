import { z } from 'zod'
import {
  acknowledgeRecallMutation,
  addressesQuery,
  cancelOrderMutation,
  createAddressMutation,
  customerResultFieldsFragment,
  deleteAddressMutation,
  inventoryQuery,
  orderQuery,
  ordersQuery,
  recallNoticesQuery,
  statementQuery,
  requestReturnMutation,
  updateAddressMutation,
} from '../../generated/commerce/answers.js'
import { defineCalls, successOf } from '../define.js'
import {
  addressInput,
  id,
  localeQuery,
  returnLines,
  returnReason,
  savedAddressInput,
  text,
  token,
} from '../inputs.js'

/** A calendar month (UTC) that has begun: `2026-10`. */
const statementMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    message: 'Give a month as YYYY-MM.',
    abort: true,
  })
  .refine(
    (month) => month <= new Date().toISOString().slice(0, 7),
    'The month has not begun yet.',
  )

export const accountCalls = defineCalls({
  'GET /account/setup': {
    summary:
      'Whether the account’s first setup can be finished online: this shop has an admin centre (spec section 6)',
    tag: 'account',
    auth: true,
    response: z.strictObject({ online: z.boolean() }),
  },
  'GET /account/addresses': {
    summary: 'The customer’s saved addresses',
    tag: 'account',
    auth: true,
    response: addressesQuery,
  },
  'POST /account/add-address': {
    summary: 'Saves a new address',
    tag: 'account',
    auth: true,
    body: z.object({ address: addressInput }),
    response: successOf(
      createAddressMutation.shape.createAddress,
      'AddressSuccess',
    ),
  },
  'POST /account/update-address': {
    summary: 'Changes a saved address',
    tag: 'account',
    auth: true,
    body: z.object({ address: savedAddressInput }),
    response: successOf(
      updateAddressMutation.shape.updateAddress,
      'AddressSuccess',
    ),
  },
  'POST /account/delete-address': {
    summary: 'Deletes a saved address',
    tag: 'account',
    auth: true,
    body: z.object({ addressId: id }),
    response: z.strictObject({
      addressId: successOf(
        deleteAddressMutation.shape.deleteAddress,
        'DeleteSuccess',
      ).shape.id,
    }),
  },
  'POST /account/set-default-addresses': {
    summary: 'Chooses the default shipping and/or invoice address',
    tag: 'account',
    auth: true,
    body: z.object({
      shippingAddressId: id.optional(),
      invoiceAddressId: id.optional(),
    }),
    response: successOf(customerResultFieldsFragment, 'CustomerSuccess'),
  },
  'GET /account/order': {
    summary: 'One order of the customer by its token',
    tag: 'account',
    auth: true,
    query: localeQuery.extend({ token }),
    response: z.strictObject({ order: orderQuery.shape.order.unwrap() }),
  },
  'GET /account/orders': {
    summary:
      'The order history, newest first: the member’s own orders; for administrators and approvers the company’s, `placedBy` narrowing them to one member’s',
    tag: 'account',
    auth: true,
    query: z.object({
      page: z.coerce
        .number<number | string>()
        .int()
        .min(1)
        .max(1000)
        .default(1),
      placedBy: id.optional(),
    }),
    response: ordersQuery.shape.orders,
  },
  'GET /account/statement': {
    summary:
      'The statement of the member’s practice: its invoices, open first, what is due by age and in all (administrators; 403 for other members)',
    tag: 'account',
    auth: true,
    response: statementQuery.shape.statement,
  },
  'POST /account/orders/cancel': {
    summary:
      'Cancels an order the member may see, until the distributor confirms it (`canCancel`); the order as it is now',
    tag: 'account',
    auth: true,
    body: z.object({ token }),
    response: z.strictObject({
      order: successOf(cancelOrderMutation.shape.cancelOrder, 'OrderSuccess')
        .shape.order,
    }),
  },
  'POST /account/orders/return': {
    summary:
      'Asks to send shipped lots of an order back: per line and lot at most its `returnableLots` quantity, within the return window (a recalled lot any time); the order and the new return',
    tag: 'account',
    auth: true,
    body: z.object({
      token,
      lines: returnLines,
      reason: returnReason,
      note: text(2000, 'Note').default(''),
    }),
    response: successOf(
      requestReturnMutation.shape.requestReturn,
      'ReturnSuccess',
    ),
  },
  'GET /account/orders/:token/invoice.pdf': {
    summary:
      'The invoice of one placed order of the customer, as a PDF to download',
    tag: 'account',
    auth: true,
    produces: 'application/pdf',
  },
  'GET /account/credit-notes/:number.pdf': {
    summary:
      'A credit note of the practice (`CN-000001`), as a PDF to download: its return and order, lines, tax and total (`can.viewBilling`; another practice’s is 404)',
    tag: 'account',
    auth: true,
    produces: 'application/pdf',
  },
  'GET /account/statement.pdf': {
    summary:
      'The practice’s statement of one calendar month (`YYYY-MM`, UTC; not one still to come) as a PDF: opening balance, invoices, payments, credits, closing balance, ageing and remittance details (`can.viewBilling`)',
    tag: 'account',
    auth: true,
    query: z.object({ month: statementMonth }),
    produces: 'application/pdf',
  },
  'GET /account/inventory': {
    summary: 'Products the customer bought, with lot numbers and expiry dates',
    tag: 'account',
    auth: true,
    response: z.strictObject({ lots: inventoryQuery.shape.inventory }),
  },
  'GET /account/recalls': {
    summary:
      'The practice’s notices of recalled lots it received: the open ones, or with `all` every one (open first)',
    tag: 'account',
    auth: true,
    query: z.object({ all: z.enum(['true', 'false']).default('false') }),
    response: z.strictObject({
      notices: recallNoticesQuery.shape.recallNotices,
    }),
  },
  'POST /account/recalls/acknowledge': {
    summary:
      'Records that a member of the practice read a recall notice and acted on it; it leaves the banner',
    tag: 'account',
    auth: true,
    body: z.object({ noticeId: id }),
    response: successOf(
      acknowledgeRecallMutation.shape.acknowledgeRecall,
      'RecallNoticeSuccess',
    ),
  },
})
