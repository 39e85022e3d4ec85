import { packLine, unitQuantity } from '@shop/i18n'
import type { PackedProduct } from '@shop/i18n'
import type { Executor } from '../../db/client'
import { enqueueMail, greeting, mailTools, renderMail } from '../mail'
import type { MailBlock, MailContent, MailContext, MailSettings } from '../mail'
import { orderMailData } from './order-mail'
import type { MailOrder } from './order-mails'
import type { OrderView } from './order-views'

// The messages of an order's way to the practice (issue 35): confirmed, shipped (with tracking
// and lots), a line backordered or cancelled, the order cancelled, a return accepted or refused.
// Each is recorded in the transaction of the change, so a repeated change sends nothing twice.

export interface MailShipment {
  carrier: string
  trackingNumber: string
  trackingUrl: string | null
  /** Quantities count the product's units (decision 031): "2 boxes", each a pack of pieces. */
  lines: (PackedProduct & {
    name: string
    quantity: number
    lot: string
    expiry: string
  })[]
}

export type FulfilmentMail =
  | {
      kind: 'order-confirmed'
      reference: string
      expectedDelivery: string | null
    }
  | {
      kind: 'order-shipped'
      shipment: MailShipment
      expectedDelivery: string | null
    }
  | { kind: 'order-backordered'; name: string; sku: string; until: string }
  | (PackedProduct & {
      kind: 'order-line-cancelled'
      name: string
      sku: string
      quantity: number
      reason: string
    })
  | { kind: 'order-cancelled' }
  | { kind: 'return-accepted'; rmaNumber: string; instructions: string }
  | { kind: 'return-refused'; reason: string }

/** What one of the messages says, for an order as the messages show it. */
export function fulfilmentMail(
  ctx: MailContext,
  order: MailOrder,
  mail: FulfilmentMail,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  const number = order.number
  const view: MailBlock = {
    kind: 'button',
    label: t('mail.order.view'),
    path: order.orderLink,
  }
  const expected = (iso: string | null): MailBlock[] =>
    iso
      ? [
          {
            kind: 'details',
            items: [
              {
                label: t('mail.fulfilment.expectedDelivery'),
                lines: [tools.date(iso)],
              },
            ],
          },
        ]
      : []
  const doc = (subject: string, blocks: MailBlock[]) =>
    renderMail(tools, {
      subject,
      greeting: greeting(tools, order.customerName),
      blocks: [...blocks, view],
      reason: t('mail.reason.order'),
    })
  switch (mail.kind) {
    case 'order-confirmed':
      return doc(t('mail.orderConfirmed.subject', { number }), [
        { kind: 'paragraph', text: t('mail.orderConfirmed.intro', { number }) },
        {
          kind: 'details',
          items: [
            {
              label: t('mail.orderConfirmed.reference'),
              lines: [mail.reference],
            },
          ],
        },
        ...expected(mail.expectedDelivery),
      ])
    case 'order-shipped': {
      const { shipment } = mail
      return doc(t('mail.orderShipped.subject', { number }), [
        { kind: 'paragraph', text: t('mail.orderShipped.intro', { number }) },
        {
          kind: 'details',
          items: [
            { label: t('mail.fulfilment.carrier'), lines: [shipment.carrier] },
            {
              label: t('mail.fulfilment.trackingNumber'),
              lines: [shipment.trackingNumber],
            },
            // The carrier's own page, written out: links of the layout are the shop's paths.
            ...(shipment.trackingUrl
              ? [
                  {
                    label: t('mail.fulfilment.track'),
                    lines: [shipment.trackingUrl],
                  },
                ]
              : []),
            {
              label: t('mail.fulfilment.lots'),
              lines: shipment.lines.map((l) =>
                // The shop's words for units and packs, as the order e-mails say them.
                t('mail.fulfilment.lotLine', {
                  quantity: unitQuantity(t, l, l.quantity),
                  name: l.name,
                  pack: packLine(t, tools.money, l),
                  lot: l.lot,
                  expiry: tools.date(l.expiry),
                }),
              ),
            },
          ],
        },
        ...expected(mail.expectedDelivery),
      ])
    }
    case 'order-backordered':
      return doc(t('mail.orderBackordered.subject', { number }), [
        {
          kind: 'paragraph',
          text: t('mail.orderBackordered.intro', {
            number,
            name: mail.name,
            sku: mail.sku,
            date: tools.date(mail.until),
          }),
        },
      ])
    case 'order-line-cancelled':
      return doc(t('mail.orderLineCancelled.subject', { number }), [
        {
          kind: 'paragraph',
          text: t('mail.orderLineCancelled.intro', {
            number,
            name: mail.name,
            sku: mail.sku,
            quantity: unitQuantity(t, mail, mail.quantity),
            pack: packLine(t, tools.money, mail),
            reason: mail.reason,
          }),
        },
      ])
    case 'order-cancelled':
      return doc(t('mail.orderCancelled.subject', { number }), [
        { kind: 'paragraph', text: t('mail.orderCancelled.intro', { number }) },
      ])
    case 'return-accepted':
      return doc(t('mail.returnAccepted.subject', { number }), [
        { kind: 'paragraph', text: t('mail.returnAccepted.intro', { number }) },
        {
          kind: 'details',
          items: [
            { label: t('mail.returnAccepted.rma'), lines: [mail.rmaNumber] },
            {
              label: t('mail.returnAccepted.instructions'),
              lines: mail.instructions.split('\n'),
            },
          ],
        },
      ])
    case 'return-refused':
      return doc(t('mail.returnRefused.subject', { number }), [
        {
          kind: 'paragraph',
          text: t('mail.returnRefused.intro', { number, reason: mail.reason }),
        },
      ])
  }
}

/** Records one of the messages to the order's buyer, in the caller's transaction. */
export async function sendFulfilmentMail(
  tx: Executor,
  settings: MailSettings,
  view: OrderView,
  mail: FulfilmentMail,
) {
  const { to, order } = await orderMailData(tx, view)
  await enqueueMail(tx, {
    kind: mail.kind,
    to,
    ...fulfilmentMail(settings, order, mail),
  })
}
