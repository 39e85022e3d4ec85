import {
  EN_MESSAGES,
  createTranslator,
  packLine,
  unitQuantity,
} from '@shop/i18n'
import type { MessageKey, createFormatters } from '@shop/i18n'
import type { InvoiceData } from './invoice'
import type { Column } from './pdf-layout'

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/**
 * The table of lines of an invoice and a credit note: SKU, product with its pack, quantity in
 * the product's units, unit price and amount.
 */
export function invoiceColumns({
  formatMoney,
}: Pick<ReturnType<typeof createFormatters>, 'formatMoney'>): Column<
  InvoiceData['lines'][number]
>[] {
  return [
    { label: t('invoice.sku'), width: 112, align: 'left', cell: (l) => l.sku },
    {
      label: t('invoice.product'),
      width: 175,
      align: 'left',
      // The pack under the name: the quantity counts boxes or cases, not pieces.
      cell: (l) => `${l.name}\n${packLine(t, formatMoney, l, l.unitPrice)}`,
    },
    {
      label: t('invoice.quantity'),
      // The units the order counted, as its page says them ("12 boxes"): the prices gave it room.
      width: 55,
      align: 'right',
      cell: (l) => unitQuantity(t, l, l.quantity),
    },
    {
      label: t('invoice.unitPrice'),
      width: 75,
      align: 'right',
      cell: (l) => formatMoney(l.unitPrice),
    },
    {
      label: t('invoice.amount'),
      width: 95,
      align: 'right',
      cell: (l) => formatMoney(l.amount),
    },
  ]
}
