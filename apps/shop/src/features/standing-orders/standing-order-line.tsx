import {
  quantityRuleError,
  ruleMax,
  stepQuantity,
  unitPriceFor,
} from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { Badge, CartLine, IconButton, Price, QuantityStepper } from '@shop/ui'
import { imageProps, useFallbackImageSrc } from '#lib/images'
import { ProductLink } from '#features/catalogue'
import { PackLine, ReplaceButton } from '#features/catalogue-units'
import type { Line } from './standing-order-add-line'

/**
 * A line's unit price: today's for its quantity (the practice's price and the breaks it reaches,
 * as a run charges it), or the agreed one of a product no longer priced.
 */
export const price = (line: Line) => {
  const today = line.product.storeValues[0]?.price
  return today === undefined
    ? (line.agreedPriceNet ?? 0)
    : unitPriceFor(line.quantity, today, line.product.priceBreaks)
}

/** One line of the editor: its product, prices, badges, the API's refusals and its quantity. */
export function StandingOrderLine({
  line,
  problems,
  onChange,
  replacing,
  onReplace,
}: {
  line: Line
  problems: readonly string[]
  /** This line's replacement is being saved. */
  replacing: boolean
  /** Swaps a product no longer sold for its replacement (saved at once). */
  onReplace: () => void
  /** The new quantity, or null to remove the line. */
  onChange: (quantity: number | null) => void
}) {
  const { t, formatMoney } = useI18n()
  const fallbackImageSrc = useFallbackImageSrc()
  const { product } = line
  return (
    <CartLine
      image={imageProps(product.mainImage)}
      fallbackImageSrc={fallbackImageSrc}
      name={<ProductLink sku={product.sku}>{product.name}</ProductLink>}
      meta={
        <>
          {product.sku} ·{' '}
          {t('standingOrders.itemPrice', {
            price: formatMoney(price(line)),
          })}
          {line.agreedPriceNet !== null && line.agreedPriceNet !== price(line)
            ? ` (${t('standingOrders.agreedPrice', {
                price: formatMoney(line.agreedPriceNet),
              })})`
            : null}
          <br />
          <PackLine product={product} price={price(line)} />
          {line.available ? null : (
            <>
              {' '}
              <Badge tone="warning">{t('standingOrders.unavailable')}</Badge>
              {product.replacedBy && line.agreedPriceNet !== null ? (
                <>
                  <br />
                  <ReplaceButton
                    replacement={product.replacedBy}
                    loading={replacing}
                    onReplace={onReplace}
                  />
                </>
              ) : null}
            </>
          )}
          {line.agreedPriceNet === null ? (
            <>
              {' '}
              <Badge>{t('standingOrders.unsavedLine')}</Badge>
            </>
          ) : null}
          {problems.map((problem) => (
            <span
              key={problem}
              className="form-error standing-order-lines__problem"
            >
              {problem}
            </span>
          ))}
        </>
      }
      quantity={
        <QuantityStepper
          label={t('standingOrders.quantityFor', {
            name: product.name,
          })}
          value={line.quantity}
          // The product's own steps (decision 031): a quantity off them is said at the line.
          min={product.quantityRule.min}
          max={ruleMax(product.quantityRule)}
          stepTo={(value, direction) =>
            stepQuantity(value, product.quantityRule, direction)
          }
          validate={(text) => quantityRuleError(text, product.quantityRule)}
          disabled={!line.available}
          onChange={onChange}
        />
      }
      total={
        line.available ? (
          <Price amount={price(line) * line.quantity} format={formatMoney} />
        ) : null
      }
      remove={
        <IconButton
          label={t('standingOrders.remove', { name: product.name })}
          icon="×"
          onClick={() => onChange(null)}
        />
      }
    />
  )
}
