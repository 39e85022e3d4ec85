import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import * as t from '../../db/schema'
import { OperatorError } from './http'
import type { OperatorAnswer, OperatorContext } from './http'

/** The longest `Idempotency-Key` taken: a UUID fits many times over. */
const MAX_KEY = 200

/**
 * Runs an operator change once per `Idempotency-Key` (issue 35): a request that repeats a key
 * with the same method, path and body gets the stored answer and changes nothing; one that
 * repeats it with another request is refused (409). Without the header the change runs; the
 * services are idempotent by their natural keys too (an order number, a tracking number), so a
 * retried request without a key changes nothing twice either. Only successful answers are kept:
 * a refused request may be corrected and sent again with its key.
 */
export async function idempotent(
  ctx: Pick<OperatorContext, 'req' | 'db' | 'operator'>,
  body: unknown,
  run: () => Promise<OperatorAnswer>,
): Promise<OperatorAnswer> {
  const header = ctx.req.headers['idempotency-key']
  const key = Array.isArray(header) ? header[0] : header
  if (key === undefined) return run()
  if (!key.trim() || key.length > MAX_KEY)
    throw new OperatorError(400, 'The input is not valid.', [
      {
        propertyPath: 'Idempotency-Key',
        message: `A key of 1 to ${MAX_KEY} characters, such as a UUID.`,
      },
    ])
  const requestHash = createHash('sha256')
    .update(`${ctx.req.method} ${ctx.req.url}\n${JSON.stringify(body)}`)
    .digest('hex')
  const ownKey = and(
    ctx.operator.keyId === null
      ? isNull(t.operatorIdempotency.operatorKeyId)
      : eq(t.operatorIdempotency.operatorKeyId, ctx.operator.keyId),
    eq(t.operatorIdempotency.idempotencyKey, key),
  )
  const stored = async () => {
    const [row] = await ctx.db
      .select()
      .from(t.operatorIdempotency)
      .where(ownKey)
    if (!row) return null
    if (row.requestHash !== requestHash)
      throw new OperatorError(
        409,
        'This Idempotency-Key was used for another request.',
      )
    return {
      status: row.status,
      body: row.answer,
      headers: { 'idempotent-replayed': 'true' },
    }
  }
  const before = await stored()
  if (before) return before
  const answer = await run()
  if (answer.status < 300) {
    const [kept] = await ctx.db
      .insert(t.operatorIdempotency)
      .values({
        operatorKeyId: ctx.operator.keyId,
        idempotencyKey: key,
        requestHash,
        status: answer.status,
        answer: answer.body ?? {},
      })
      .onConflictDoNothing()
      .returning({ id: t.operatorIdempotency.id })
    // A concurrent request with the key stored first: answer as it did (the change itself
    // happened once, the services lock the order).
    if (!kept) return (await stored()) ?? answer
  }
  return answer
}
