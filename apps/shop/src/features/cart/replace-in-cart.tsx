import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalText } from '#lib/form-field'
import { cartQuery, putCart } from '#lib/queries'
import { useReplacedText } from '#features/catalogue-units'

/**
 * Swaps a discontinued product's cart line for its replacement (the cart page's "Replace with …"
 * and the product page's "Replace in cart"): the cart takes the answer, and the buyer is told
 * what it became, with the note when its quantity was rounded.
 */
export function useReplaceInCart() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const replacedText = useReplacedText()
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(
    null,
  )
  const replace = useMutation({
    mutationFn: (line: { token: string; cartItemId: string }) =>
      api.post('/shop/cart/replace', {
        body: { token: line.token, cartItemId: Number(line.cartItemId) },
      }),
    onMutate: () => setSaid(null),
    onSuccess: async ({ cart, replacement }) => {
      await putCart(queryClient, api, cart)
      setSaid({ text: replacedText(replacement), failed: false })
    },
    onError: (error) => {
      setSaid({
        text: `${t('product.replaceFailed')} ${refusalText(error)}`,
        failed: true,
      })
      void queryClient.invalidateQueries({ queryKey: cartQuery(api).queryKey })
    },
  })
  return { replace, said }
}

/** The product page's "Replace in cart": shown while the buyer's cart holds this product. */
export function ReplaceInCart({ productId }: { productId: string }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: cart } = useQuery(cartQuery(api))
  const { replace, said } = useReplaceInCart()
  const line = cart?.items.find((item) => item.product.id === productId)
  return (
    <>
      {line ? (
        <Button
          variant="secondary"
          size="small"
          loading={replace.isPending}
          onClick={() =>
            replace.mutate({ token: cart?.token ?? '', cartItemId: line.id })
          }
        >
          {t('product.replaceInCart')}
        </Button>
      ) : null}
      <p
        role={said?.failed ? 'alert' : 'status'}
        className={said?.failed ? 'form-error' : 'live-status form-success'}
      >
        {said?.text}
      </p>
    </>
  )
}
