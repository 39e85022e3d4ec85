import { quantityRuleError, ruleMax, stepQuantity } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import {
  Badge,
  CartLine,
  Checkbox,
  IconButton,
  Price,
  QuantityStepper,
} from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalText } from '#lib/form-field'
import { imageProps, useFallbackImageSrc } from '#lib/images'
import { listQuery, listsQuery } from './list-queries'
import type { OrderList } from './list-queries'
import { ProductLink } from '#features/catalogue'
import {
  PackLine,
  ReplaceButton,
  useReplacedText,
} from '#features/catalogue-units'
import { unitPrice } from './list-total'

/**
 * A list's lines: a checkbox chooses each (a product no longer sold is marked and cannot be
 * chosen), and a quantity or a removal is saved at once. A refused change shows its reason and
 * the list as the server has it.
 */
export function OrderListLines({
  list,
  isChosen,
  onChoose,
}: {
  list: OrderList
  isChosen: (productId: string) => boolean
  onChoose: (productId: string, chosen: boolean) => void
}) {
  const { t, formatMoney } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const fallbackImageSrc = useFallbackImageSrc()
  const [message, setMessage] = useState<string | null>(null)
  const [replaced, setReplaced] = useState<string | null>(null)
  const replacedText = useReplacedText()
  const key = listQuery(api, list.id).queryKey
  const replace = useMutation({
    mutationFn: (productId: string) =>
      api.post('/account/lists/replace', {
        body: { listId: list.id, productId },
      }),
    onMutate: () => {
      setMessage(null)
      setReplaced(null)
    },
    onSuccess: ({ list: next, replacement }) => {
      queryClient.setQueryData(key, next)
      setReplaced(replacedText(replacement))
      void queryClient.invalidateQueries({
        queryKey: listsQuery(api).queryKey,
      })
    },
    onError: (error) => {
      setMessage(`${t('product.replaceFailed')} ${refusalText(error)}`)
      void queryClient.invalidateQueries({ queryKey: key })
    },
  })
  const change = useMutation({
    mutationFn: (input: { productId: string; quantity: number }) =>
      api.post('/account/lists/set-quantity', {
        body: { listId: list.id, ...input },
      }),
    onMutate: async ({ productId, quantity }) => {
      setMessage(null)
      setReplaced(null)
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData(key, (current) =>
        current
          ? {
              ...current,
              items: current.items.flatMap((item) =>
                item.product.id !== productId
                  ? [item]
                  : quantity === 0
                    ? []
                    : [{ ...item, quantity }],
              ),
            }
          : current,
      )
    },
    onSuccess: ({ list: next }) => {
      queryClient.setQueryData(key, next)
      void queryClient.invalidateQueries({
        queryKey: listsQuery(api).queryKey,
      })
    },
    onError: (error, { productId }) => {
      const name =
        list.items.find((item) => item.product.id === productId)?.product
          .name ?? ''
      setMessage(t('lists.changeFailed', { name, reason: refusalText(error) }))
      // The list as the server has it: another member may have changed it meanwhile.
      void queryClient.invalidateQueries({ queryKey: key })
    },
  })
  return (
    <>
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      {replaced ? (
        <p role="status" className="form-success">
          {replaced}
        </p>
      ) : null}
      <ul className="ui-cart-lines">
        {list.items.map((item) => {
          const { product } = item
          const price = unitPrice(item)
          return (
            <CartLine
              key={item.id}
              select={
                <Checkbox
                  label={
                    <span className="visually-hidden">
                      {t('lists.choose', { name: product.name })}
                    </span>
                  }
                  checked={item.available && isChosen(product.id)}
                  disabled={!item.available}
                  onChange={(event) =>
                    onChoose(product.id, event.target.checked)
                  }
                />
              }
              image={imageProps(product.mainImage)}
              fallbackImageSrc={fallbackImageSrc}
              name={<ProductLink sku={product.sku}>{product.name}</ProductLink>}
              meta={
                <>
                  {product.sku} ·{' '}
                  {t('lists.itemPrice', { price: formatMoney(price) })}
                  <br />
                  <PackLine product={product} price={price} />
                  {item.available ? null : (
                    <>
                      {' '}
                      <Badge tone="warning">{t('lists.unavailable')}</Badge>
                      {product.replacedBy ? (
                        <>
                          <br />
                          <ReplaceButton
                            replacement={product.replacedBy}
                            loading={
                              replace.isPending &&
                              replace.variables === product.id
                            }
                            onReplace={() => replace.mutate(product.id)}
                          />
                        </>
                      ) : null}
                    </>
                  )}
                </>
              }
              quantity={
                <QuantityStepper
                  label={t('lists.quantityFor', { name: product.name })}
                  value={item.quantity}
                  // The product's own steps (decision 031): a quantity off them is said at the
                  // line, never rounded.
                  min={product.quantityRule.min}
                  max={ruleMax(product.quantityRule)}
                  stepTo={(value, direction) =>
                    stepQuantity(value, product.quantityRule, direction)
                  }
                  validate={(text) =>
                    quantityRuleError(text, product.quantityRule)
                  }
                  onChange={(quantity) =>
                    change.mutate({ productId: product.id, quantity })
                  }
                />
              }
              total={
                // A product no longer sold cannot be ordered, so it counts for nothing.
                item.available ? (
                  <Price amount={price * item.quantity} format={formatMoney} />
                ) : (
                  <span className="order-list__not-counted">
                    {t('lists.notCounted')}
                  </span>
                )
              }
              remove={
                <IconButton
                  label={t('lists.remove', { name: product.name })}
                  icon="×"
                  onClick={() =>
                    change.mutate({ productId: product.id, quantity: 0 })
                  }
                />
              }
            />
          )
        })}
      </ul>
    </>
  )
}
