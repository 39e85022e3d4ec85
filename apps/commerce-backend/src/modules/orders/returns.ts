import { and, asc, eq, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, notFound, problem } from '../../shared/results'
import type { Violation } from '../../shared/results'
import type { CustomerRow } from '../customers'
import { issueCreditNote } from './credit'
import type { ReturnReason } from './tables'
import { visibleTo } from './order-history'
import { operatorReturn } from './fulfilment-reads'
import { changeOrder } from './order-change'
import type { Audit, FulfilmentSettings } from './order-change'

// Returns (issue 35): the buyer asks to send shipped lots back, the operator accepts (credited at
// once, issue 36) or refuses.

/** Return requests, oldest first, by state. */
export async function listReturns(
  settings: FulfilmentSettings,
  state?: 'REQUESTED' | 'ACCEPTED' | 'REFUSED',
) {
  const rows = await settings.db
    .select({ ret: t.returns, number: t.orders.number })
    .from(t.returns)
    .innerJoin(t.orders, eq(t.orders.id, t.returns.orderId))
    .where(state ? eq(t.returns.state, state) : undefined)
    .orderBy(asc(t.returns.requestedAt), asc(t.returns.id))
    .limit(500)
  const lines = rows.length
    ? await settings.db
        .select()
        .from(t.returnLines)
        .where(
          inArray(
            t.returnLines.returnId,
            rows.map((r) => r.ret.id),
          ),
        )
    : []
  return rows.map(({ ret, number }) => ({
    orderNumber: number,
    ...operatorReturn({
      ...ret,
      lines: lines.filter((l) => l.returnId === ret.id),
    }),
  }))
}

/** Accepts (with an RMA number and instructions) or refuses (with a reason) a return. */
export async function decideReturn(
  settings: FulfilmentSettings,
  id: number,
  decision:
    | { accept: true; rmaNumber: string; instructions: string }
    | { accept: false; reason: string },
  audit: Audit,
) {
  const [found] = await settings.db
    .select({ orderId: t.returns.orderId, number: t.orders.number })
    .from(t.returns)
    .innerJoin(t.orders, eq(t.orders.id, t.returns.orderId))
    .where(eq(t.returns.id, id))
  if (!found) throw notFound(`Return ${id}`)
  const result = await changeOrder(
    settings,
    eq(t.orders.id, found.orderId),
    `Return ${id}`,
    async (locked) => {
      const { tx } = locked
      const ret = written(locked.f.returns.find((r) => r.id === id))
      const wanted = decision.accept ? 'ACCEPTED' : 'REFUSED'
      if (ret.state !== 'REQUESTED') {
        const same = decision.accept
          ? ret.state === 'ACCEPTED' &&
            ret.rmaNumber === decision.rmaNumber &&
            ret.instructions === decision.instructions
          : ret.state === 'REFUSED' && ret.refusalReason === decision.reason
        if (same) return false
        throw new ResultError(
          problem(`Return ${id} was ${ret.state.toLowerCase()} already.`),
        )
      }
      await tx
        .update(t.returns)
        .set(
          decision.accept
            ? {
                state: wanted,
                rmaNumber: decision.rmaNumber,
                instructions: decision.instructions,
                decidedAt: new Date(),
              }
            : {
                state: wanted,
                refusalReason: decision.reason,
                decidedAt: new Date(),
              },
        )
        .where(eq(t.returns.id, id))
      // An accepted return is credited at once (issue 36): its credit note in this transaction.
      if (decision.accept)
        await settings.tax?.reverseCreditNote(tx, await issueCreditNote(tx, id))
      await audit(tx, {
        action: decision.accept ? 'returns.accept' : 'returns.refuse',
        subject: String(id),
        details: { order: found.number, ...decision },
      })
      await locked.tell(
        decision.accept ? 'return.accepted' : 'return.refused',
        {
          return: decision.accept
            ? {
                id,
                rmaNumber: decision.rmaNumber,
                instructions: decision.instructions,
              }
            : { id, refusalReason: decision.reason },
        },
        decision.accept
          ? {
              kind: 'return-accepted',
              rmaNumber: decision.rmaNumber,
              instructions: decision.instructions,
            }
          : { kind: 'return-refused', reason: decision.reason },
      )
    },
  )
  const ret = written(result.fulfilment.returns.find((r) => r.id === id))
  return { ...result, ret }
}

/**
 * The buyer asks to send shipped lines back: each at most what of its lot may still be asked
 * back (the return window, or a recalled lot any time).
 */
export async function requestReturn(
  settings: FulfilmentSettings,
  member: CustomerRow,
  token: string,
  input: {
    lines: { orderItemId: number; quantity: number; lotNumber: string }[]
    reason: ReturnReason
    note: string
  },
) {
  let returnId = 0
  const result = await changeOrder(
    settings,
    and(eq(t.orders.token, token), visibleTo(member)) as ReturnType<typeof eq>,
    'The order',
    async (locked) => {
      const { tx, row, f } = locked
      const violations: Violation[] = []
      if (!input.lines.length)
        violations.push({
          propertyPath: 'lines',
          message: 'Choose at least one line.',
        })
      const asked = new Map<string, number>()
      input.lines.forEach((line, i) => {
        const own = f.items.get(line.orderItemId)
        const key = `${line.orderItemId}/${line.lotNumber}`
        const total = (asked.get(key) ?? 0) + line.quantity
        asked.set(key, total)
        if (!own)
          violations.push({
            propertyPath: `lines[${i}].orderItemId`,
            message: 'This order has no such line.',
          })
        else if (!Number.isInteger(line.quantity) || line.quantity < 1)
          violations.push({
            propertyPath: `lines[${i}].quantity`,
            message: 'Return at least 1.',
          })
        else if (total > (own.returnableLots.get(line.lotNumber) ?? 0))
          violations.push({
            propertyPath: `lines[${i}].quantity`,
            message: own.returnableLots.has(line.lotNumber)
              ? `At most ${own.returnableLots.get(line.lotNumber)} of lot ${line.lotNumber} can be returned.`
              : `Lot ${line.lotNumber} of this line cannot be returned: it was not shipped with it, or the return window has ended.`,
          })
      })
      if (input.note.length > 2000)
        violations.push({
          propertyPath: 'note',
          message: 'At most 2,000 characters.',
        })
      if (violations.length) throw new ResultError(invalid(violations))
      const [created] = await tx
        .insert(t.returns)
        .values({
          orderId: row.id,
          requestedBy: member.id,
          reason: input.reason,
          note: input.note,
        })
        .returning()
      returnId = written(created).id
      await tx
        .insert(t.returnLines)
        .values(input.lines.map((l) => ({ returnId, ...l })))
      await locked.tell(
        'return.requested',
        {
          return: {
            id: returnId,
            reason: input.reason,
            note: input.note,
            lines: input.lines,
          },
        },
        null,
      )
    },
  )
  return {
    ...result,
    ret: written(result.fulfilment.returns.find((r) => r.id === returnId)),
  }
}
