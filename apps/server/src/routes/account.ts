import {
  AcknowledgeRecallDocument,
  AddressesDocument,
  CancelOrderDocument,
  CreateAddressDocument,
  CreditNotePdfDocument,
  DeleteAddressDocument,
  InventoryDocument,
  MonthlyStatementDocument,
  OrderDocument,
  OrderInvoiceDocument,
  OrdersDocument,
  RecallNoticesDocument,
  RequestReturnDocument,
  SetDefaultAddressesDocument,
  StatementDocument,
  UpdateAddressDocument,
} from '@shop/commerce-client'
import { unwrap } from '../commerce/session'
import type { ApiHandlers } from '../context'
import { HttpError, notFound } from '../http/errors'
import { invoiceOf } from '../invoices/invoice'
import { renderInvoicePdf } from '../invoices/invoice-pdf'
import { renderCreditNotePdf } from '../invoices/credit-note-pdf'
import { renderStatementPdf } from '../invoices/statement-pdf'

/** The customer's addresses, orders, inventory lots and recall notices. */
export const accountHandlers = {
  // Asked before the profile offers the setup link, so it never offers what is not configured.
  'GET /account/setup': ({ ctx }) => ({
    online: Boolean(ctx.deps.config.adminCentreUrl),
  }),
  'GET /account/addresses': async ({ ctx }) => ({
    addresses: (await ctx.session.asCustomer(AddressesDocument, {})).addresses,
  }),
  'POST /account/add-address': async ({ body, ctx }) => {
    const { createAddress } = await ctx.session.asCustomer(
      CreateAddressDocument,
      { input: body.address },
    )
    return { address: unwrap(createAddress, 'AddressSuccess').address }
  },
  'POST /account/update-address': async ({ body, ctx }) => {
    const { id: addressId, ...input } = body.address
    const { updateAddress } = await ctx.session.asCustomer(
      UpdateAddressDocument,
      { id: String(addressId), input },
    )
    return { address: unwrap(updateAddress, 'AddressSuccess').address }
  },
  'POST /account/delete-address': async ({ body, ctx }) => {
    const { deleteAddress } = await ctx.session.asCustomer(
      DeleteAddressDocument,
      { id: String(body.addressId) },
    )
    return { addressId: unwrap(deleteAddress, 'DeleteSuccess').id }
  },
  'POST /account/set-default-addresses': async ({ body, ctx }) => {
    const { setDefaultAddresses } = await ctx.session.asCustomer(
      SetDefaultAddressesDocument,
      {
        shippingAddressId:
          body.shippingAddressId === undefined
            ? null
            : String(body.shippingAddressId),
        invoiceAddressId:
          body.invoiceAddressId === undefined
            ? null
            : String(body.invoiceAddressId),
      },
    )
    return {
      customer: unwrap(setDefaultAddresses, 'CustomerSuccess').customer,
    }
  },
  'GET /account/order': async ({ query, ctx }) => {
    const { order } = await ctx.session.asCustomer(OrderDocument, {
      token: query.token,
    })
    if (!order) throw notFound('The order')
    return { order }
  },
  'GET /account/orders': async ({ query, ctx }) =>
    (
      await ctx.session.asCustomer(OrdersDocument, {
        page: query.page,
        pageSize: 20,
        placedBy: query.placedBy === undefined ? null : String(query.placedBy),
      })
    ).orders,
  'GET /account/statement': async ({ ctx }) =>
    (await ctx.session.asCustomer(StatementDocument, {})).statement,
  // The backend checks who may: another practice's order is "not found" (404).
  'POST /account/orders/cancel': async ({ body, ctx }) => {
    const { cancelOrder } = await ctx.session.asCustomer(CancelOrderDocument, {
      token: body.token,
    })
    return { order: unwrap(cancelOrder, 'OrderSuccess').order }
  },
  'POST /account/orders/return': async ({ body, ctx }) => {
    const { requestReturn } = await ctx.session.asCustomer(
      RequestReturnDocument,
      {
        orderToken: body.token,
        lines: body.lines.map((line) => ({
          ...line,
          orderItemId: String(line.orderItemId),
        })),
        reason: body.reason,
        note: body.note,
      },
    )
    const { order, return: made } = unwrap(requestReturn, 'ReturnSuccess')
    return { order, return: made }
  },
  'GET /account/orders/:token/invoice.pdf': async ({ req, ctx }) => {
    const token = String(req.params.token)
    // A token or nothing: anything else names no order (and never reaches the backend).
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) throw notFound('The order')
    // The backend answers only the caller's own orders: another customer's token is null. It
    // issues the invoice too; the PDF only lays it out.
    const { order } = await ctx.session.asCustomer(OrderInvoiceDocument, {
      token,
    })
    // Only a bought order has an invoice (not a cart, an order awaiting approval or rejected),
    // and only once the backend issued it (when it ships, by default).
    if (!order?.invoiced) throw notFound('The order')
    const invoice = invoiceOf(order)
    if (!invoice)
      throw new HttpError(
        404,
        'The invoice is not yet issued: it is issued when the order ships.',
      )
    return {
      filename: `invoice-${invoice.orderNumber}.pdf`,
      content: await renderInvoicePdf(invoice),
    }
  },
  'GET /account/credit-notes/:number.pdf': async ({ req, ctx }) => {
    const number = String(req.params.number)
    // The backend answers only the practice's own credit notes (403 for who may not see billing):
    // another's number, like an unknown one, is null.
    const { creditNote } = /^CN-\d{1,9}$/.test(number)
      ? await ctx.session.asCustomer(CreditNotePdfDocument, { number })
      : { creditNote: null }
    if (!creditNote) throw notFound('The credit note')
    return {
      filename: `credit-note-${creditNote.number}.pdf`,
      content: await renderCreditNotePdf(creditNote),
    }
  },
  'GET /account/statement.pdf': async ({ query, ctx }) => {
    const { monthlyStatement } = await ctx.session.asCustomer(
      MonthlyStatementDocument,
      { month: query.month },
    )
    return {
      filename: `statement-${monthlyStatement.month}.pdf`,
      content: await renderStatementPdf(monthlyStatement),
    }
  },
  'GET /account/inventory': async ({ ctx }) => ({
    lots: (await ctx.session.asCustomer(InventoryDocument, {})).inventory,
  }),
  'GET /account/recalls': async ({ query, ctx }) => ({
    notices: (
      await ctx.session.asCustomer(RecallNoticesDocument, {
        open: query.all !== 'true',
      })
    ).recallNotices,
  }),
  'POST /account/recalls/acknowledge': async ({ body, ctx }) => {
    const { acknowledgeRecall } = await ctx.session.asCustomer(
      AcknowledgeRecallDocument,
      { id: String(body.noticeId) },
    )
    return {
      notice: unwrap(acknowledgeRecall, 'RecallNoticeSuccess').notice,
    }
  },
} satisfies Partial<ApiHandlers>
