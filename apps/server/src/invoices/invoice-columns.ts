import { EN_MESSAGES, createTranslator, packLine } from '@shop/i18n'
import type { MessageKey, createFormatters } from '@shop/i18n'
import type { InvoiceData } from './invoice'
import type { Column } from './pdf-layout'

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/** The invoice's table of lines: SKU, product, quantity, unit price and amount. */
export function invoiceColumns({
  formatMoney,
  formatNumber,
}: Pick<
  ReturnType<typeof createFormatters>,
  'formatMoney' | 'formatNumber'
>): Column<InvoiceData['lines'][number]>[] {
  return [
    { label: t('invoice.sku'), width: 112, align: 'left', cell: (l) => l.sku },
    {
      label: t('invoice.product'),
      width: 180,
      align: 'left',
      // The pack under the name: the quantity counts boxes or cases, not pieces.
      cell: (l) => `${l.name}\n${packLine(t, formatMoney, l, l.unitPrice)}`,
    },
    {
      label: t('invoice.quantity'),
      width: 45,
      align: 'right',
      cell: (l) => formatNumber(l.quantity),
    },
    {
      label: t('invoice.unitPrice'),
      width: 80,
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
