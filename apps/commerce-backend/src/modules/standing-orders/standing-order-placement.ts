import { asc, eq, inArray } from 'drizzle-orm'
import { randomToken } from '../../auth/tokens'
import { written } from '../../db/client'
import type { Transaction } from '../../db/client'
import * as t from '../../db/schema'
import { formatNet, lockBuyer } from '../carts'
import type { PlacementService } from '../carts'
import { ResultError } from '../../shared/results'
import type { RunOutcome, RunProblem } from './standing-order-mails'
import type { StandingOrderRow } from './standing-order-views'
import { contractPrices } from './standing-order-views'

// Which lines of a run can be ordered as they are (still sold, price within the tolerance), and
// placing them.

type Problem = RunProblem

/**
 * Places a run's order as the owner, through the same placing code as a cart (limits,
 * approvals, ceilings): a savepoint, so a run that cannot be placed leaves no order behind.
 */
export async function placeRun(
  tx: Transaction,
  placement: PlacementService,
  row: StandingOrderRow,
): Promise<{
  outcome: RunOutcome
  order: { id: number; number: string | null; token: string } | null
  problems: Problem[]
  note: string | null
}> {
  const lines = await tx
    .select({ item: t.standingOrderItems, product: t.productColumns })
    .from(t.standingOrderItems)
    .innerJoin(t.products, eq(t.products.id, t.standingOrderItems.productId))
    .where(eq(t.standingOrderItems.standingOrderId, row.id))
    .orderBy(asc(t.standingOrderItems.id))
  // A run swaps nothing by itself (issue 33): it names the replacement for the buyer to choose.
  const replacementIds = lines
    .map((l) => (l.product.discontinuedAt ? l.product.replacedById : null))
    .filter((v): v is number => v !== null)
  const replacements = replacementIds.length
    ? await tx
        .select({ id: t.products.id, name: t.products.name })
        .from(t.products)
        .where(inArray(t.products.id, replacementIds))
    : []
  const problems: Problem[] = []
  // The tolerance compares with what the practice pays today, its contract price (issue 34).
  const today = await contractPrices(
    tx,
    row.companyId,
    lines.map(({ item, product }) => ({ product, quantity: item.quantity })),
  )
  const placeable = lines.filter(({ item, product }) => {
    const price = today.get(product.id) ?? product.price
    const replacement = replacements.find((r) => r.id === product.replacedById)
    const problem =
      product.discontinuedAt !== null
        ? `${product.name} is no longer sold and was left out; replace it${replacement ? ` with ${replacement.name}` : ''} in the standing order.`
        : price > item.agreedPriceNet * (1 + row.priceTolerancePercent / 100)
          ? `The price rose from ${formatNet(item.agreedPriceNet)} to ${formatNet(price)}, more than the ${row.priceTolerancePercent} % you allowed.`
          : null
    if (problem)
      problems.push({
        sku: product.sku,
        name: product.name,
        quantity: item.quantity,
        unit: product.unit,
        packSize: product.packSize,
        message: problem,
      })
    return problem === null
  })
  const nothing = (note: string) => ({
    outcome: 'not-placed' as const,
    order: null,
    problems,
    note,
  })
  if (!placeable.length)
    return nothing('No line of the standing order could be ordered.')
  if (problems.length && row.onProblem === 'place-nothing')
    return nothing(
      'Some lines could not be ordered as they are, and you chose to order nothing then.',
    )
  try {
    const view = await tx.transaction(async (sp) => {
      const owner = await lockBuyer(sp, row.ownerId)
      const [order] = await sp
        .insert(t.orders)
        .values({
          token: randomToken(),
          customerId: row.ownerId,
          companyId: row.companyId,
          state: 'cart',
          standingOrderId: row.id,
          shippingAddressId: row.shippingAddressId,
          invoiceAddressId: row.invoiceAddressId,
          carrierId: row.carrierId,
          paymentProviderId: row.paymentProviderId,
          paymentMethodId: row.paymentMethodId,
          poReference: row.poReference,
        })
        .returning()
      const draft = written(order)
      await sp.insert(t.orderItems).values(
        placeable.map(({ item }) => ({
          orderId: draft.id,
          productId: item.productId,
          quantity: item.quantity,
        })),
      )
      return placement.place(sp, draft, owner)
    })
    return {
      // A card order waits for its buyer: the backend charges no card by itself (decision 021).
      outcome:
        view.row.state === 'awaiting_approval'
          ? 'awaiting-approval'
          : view.row.state === 'payment_pending'
            ? 'awaiting-payment'
            : problems.length
              ? 'partly-placed'
              : 'placed',
      order: {
        id: view.row.id,
        number: view.row.number,
        token: view.row.token,
      },
      problems,
      note: null,
    }
  } catch (error) {
    if (!(error instanceof ResultError)) throw error
    const result = error.result
    return nothing(
      result.__typename === 'ValidationError'
        ? `${result.message} ${result.violations.map((v) => v.message).join(' ')}`
        : result.message,
    )
  }
}
