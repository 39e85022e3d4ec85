import type { ApiSkuProduct } from '@shop/commerce-client'
import {
  QUANTITY_MESSAGE,
  isValidQuantity,
  quantityRuleError,
  unitPriceFor,
} from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { IconButton, Image, Price } from '@shop/ui'
import { AvailabilityBadge, PackLine } from '#features/catalogue-units'

/** One editable row: what the buyer typed, kept as text until it is sent. */
export interface Row {
  key: number
  sku: string
  quantity: string
}

/** What the lookup says of a row's SKU. */
export type RowLookup =
  | { kind: 'empty' }
  | { kind: 'looking' }
  | { kind: 'unknown' }
  | { kind: 'found'; product: ApiSkuProduct }

/** SKUs are upper case, as the catalogue spells them. */
export const normalise = (sku: string) => sku.trim().toUpperCase()

/**
 * Why a row's quantity cannot go into the cart, or null: the product's own rule once it is found
 * ("Order in steps of 10: 20 or 30."), the line cap before. The row keeps what the buyer typed.
 */
export function rowQuantityError(row: Row, lookup: RowLookup): string | null {
  if (lookup.kind === 'found')
    return quantityRuleError(row.quantity, lookup.product.quantityRule)
  return row.sku.trim() !== '' && !isValidQuantity(row.quantity)
    ? QUANTITY_MESSAGE
    : null
}

/** A quick-order row: SKU and quantity fields, the product found (or why not), its total. */
export function QuickOrderRow({
  row,
  number,
  messageId,
  lookup,
  onChange,
  onRemove,
}: {
  row: Row
  /** The row's number as the buyer counts (1, 2, …), for the fields' names. */
  number: number
  messageId: string
  lookup: RowLookup
  onChange: (patch: Partial<Pick<Row, 'sku' | 'quantity'>>) => void
  onRemove: () => void
}) {
  const { t, formatMoney } = useI18n()
  const quantityError = rowQuantityError(row, lookup)
  const badQuantity = quantityError !== null
  return (
    <tr>
      <td>
        <input
          className="ui-input quick-order__sku"
          aria-label={t('quickOrder.skuRow', { row: number })}
          aria-invalid={lookup.kind === 'unknown'}
          aria-describedby={messageId}
          autoComplete="off"
          spellCheck={false}
          value={row.sku}
          onChange={(event) => onChange({ sku: event.target.value })}
        />
      </td>
      <td>
        <input
          className="ui-input quick-order__quantity"
          aria-label={t('quickOrder.quantityRow', { row: number })}
          aria-invalid={badQuantity}
          aria-describedby={messageId}
          inputMode="numeric"
          value={row.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </td>
      <td id={messageId} aria-live="polite">
        {lookup.kind === 'found' ? (
          <span className="quick-order__product">
            {lookup.product.mainImage ? (
              <Image
                src={lookup.product.mainImage.url}
                width={lookup.product.mainImage.width}
                height={lookup.product.mainImage.height}
                alt=""
                size="cart-item"
              />
            ) : null}
            <span>
              {lookup.product.name}
              <br />
              <PackLine
                product={lookup.product}
                price={lookup.product.storeValues[0]?.price}
              />{' '}
              <AvailabilityBadge availability={lookup.product.availability} />
            </span>
          </span>
        ) : lookup.kind === 'looking' ? (
          <span className="hint">{t('quickOrder.lookingUp')}</span>
        ) : lookup.kind === 'unknown' ? (
          <span className="form-error">
            {t('quickOrder.rowUnknown', {
              sku: normalise(row.sku),
            })}
          </span>
        ) : null}
        {badQuantity ? (
          <span className="form-error"> {quantityError}</span>
        ) : null}
      </td>
      <td className="quick-order__amount">
        {lookup.kind === 'found' && !badQuantity ? (
          <Price
            amount={
              // The price for the row's quantity, breaks included, as the cart charges it.
              unitPriceFor(
                Number(row.quantity),
                lookup.product.storeValues[0]?.price ?? 0,
                lookup.product.priceBreaks,
              ) * Number(row.quantity)
            }
            format={formatMoney}
          />
        ) : null}
      </td>
      <td>
        <IconButton
          label={t('quickOrder.removeRow', { row: number })}
          icon="×"
          onClick={onRemove}
        />
      </td>
    </tr>
  )
}
