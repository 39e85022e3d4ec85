import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { addLinesToCart } from '#features/cart'
import { putCart } from '#lib/queries'

/** Puts earlier purchases back into the cart in one request (reorder from orders and inventory). */
export function useReorder() {
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lines: { sku: string; quantity: number }[]) =>
      addLinesToCart(api, lines),
    onSuccess: ({ cart }) => putCart(queryClient, api, cart),
  })
}

/** An order's lines as the bulk add takes them: SKU and quantity. */
export const reorderLines = (order: {
  items: readonly { quantity: number; product: { sku: string } }[]
}) =>
  order.items.map((item) => ({
    sku: item.product.sku,
    quantity: item.quantity,
  }))
