import { EN_MESSAGES, createTranslator, packLine } from '@shop/i18n'
import type { MessageKey, createFormatters } from '@shop/i18n'
import type { InvoiceData } from './invoice'

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/** A column of the invoice's table of lines: its header, width (points), alignment and cell. */
export interface Column {
  label: string
  width: number
  align: 'left' | 'right'
  cell: (line: InvoiceData['lines'][number]) => string
}

/** The invoice's table of lines: SKU, product, quantity, unit price and amount. */
export function invoiceColumns({
  formatMoney,
  formatNumber,
}: Pick<
  ReturnType<typeof createFormatters>,
  'formatMoney' | 'formatNumber'
>): Column[] {
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
