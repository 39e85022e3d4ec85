import {
  OperatorError,
  defineOperatorRoute,
  idempotent,
  readJson,
  recordAudit,
} from '../operators'
import type { Operator, OperatorContext, OperatorRoute } from '../operators'
import type { Violation } from '../../shared/results'
import { operatorOrder, operatorReturn } from './order-fulfilment'
import type { Audit, LineRef, ShipmentLineInput } from './order-fulfilment'
import type { FulfilmentState } from './fulfilment'

// `/operator/v1/orders/...` and `/operator/v1/returns/...` (scope `orders`, issue 35): what the
// distributor's systems and `npm run orders` send. Every change is audited and idempotent (by
// its Idempotency-Key and by its natural key); bad input is a 400 with violations.

const STATES: readonly FulfilmentState[] = [
  'PLACED',
  'CONFIRMED',
  'PARTLY_SHIPPED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
]
const RETURN_STATES = ['REQUESTED', 'ACCEPTED', 'REFUSED'] as const

type Fields = Record<string, unknown>

/** Collects what is wrong with a body's fields, then refuses them all at once. */
class Checker {
  readonly violations: Violation[] = []
  constructor(private readonly body: Fields) {}

  private bad(path: string, message: string): undefined {
    this.violations.push({ propertyPath: path, message })
    return undefined
  }

  /** A one-line text of 1 to `max` characters matching `pattern`. */
  text(
    path: string,
    value: unknown,
    options: {
      max: number
      pattern?: RegExp
      hint?: string
      optional?: boolean
      /** Line breaks allowed (instructions). */
      multiline?: boolean
    },
  ): string | undefined {
    if ((value === undefined || value === null) && options.optional)
      return undefined
    const text = typeof value === 'string' ? value.trim() : ''
    if (
      !text ||
      text.length > options.max ||
      (options.multiline ? /[^\P{Cc}\n]/u.test(text) : /\p{Cc}/u.test(text)) ||
      (options.pattern && !options.pattern.test(text))
    )
      return this.bad(
        path,
        options.hint ?? `Text of 1 to ${options.max} characters on one line.`,
      )
    return text
  }

  /** A calendar date YYYY-MM-DD. */
  date(path: string, value: unknown, optional = false): string | undefined {
    if ((value === undefined || value === null) && optional) return undefined
    const text = typeof value === 'string' ? value : ''
    const parsed = new Date(`${text}T00:00:00Z`)
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== text
    )
      return this.bad(path, 'A date as YYYY-MM-DD, such as 2027-06-30.')
    return text
  }

  /** A moment (ISO 8601), not in the future. */
  moment(path: string, value: unknown): Date | undefined {
    if (value === undefined || value === null) return undefined
    const at = typeof value === 'string' ? new Date(value) : new Date(NaN)
    if (Number.isNaN(at.getTime()) || at.getTime() > Date.now() + 5 * 60_000)
      return this.bad(
        path,
        'A moment such as 2026-11-27T08:00:00Z, not in the future.',
      )
    return at
  }

  /** A line by `sku` or `orderItemId`. */
  line(path: string, value: Fields): LineRef {
    if (
      typeof value.orderItemId === 'number' &&
      Number.isInteger(value.orderItemId)
    )
      return { orderItemId: value.orderItemId }
    const sku = this.text(`${path}sku`, value.sku, {
      max: 64,
      hint: 'Name the line by its sku (or orderItemId).',
    })
    return { sku }
  }

  get field() {
    return this.body
  }

  done() {
    if (this.violations.length)
      throw new OperatorError(400, 'The input is not valid.', this.violations)
  }
}

async function fieldsOf(req: OperatorContext['req']): Promise<Fields> {
  const body = await readJson(req)
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new OperatorError(400, 'Send a JSON object.')
  return body as Fields
}

const auditFor =
  (operator: Operator): Audit =>
  (tx, entry) =>
    recordAudit(tx, operator, entry)

const LOT = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/
const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/
const MAX_LINES = 500

/** A shipment's lines, checked one by one. */
function shipmentLines(check: Checker, value: unknown): ShipmentLineInput[] {
  if (!Array.isArray(value) || !value.length || value.length > MAX_LINES) {
    check.violations.push({
      propertyPath: 'lines',
      message: `Give 1 to ${MAX_LINES} lines, each { sku, quantity, lotNumber, lotExpiry }.`,
    })
    return []
  }
  return value.map((raw: unknown, i) => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Fields
    const ref = check.line(`lines[${i}].`, line)
    const quantity = line.quantity
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > 100_000
    )
      check.violations.push({
        propertyPath: `lines[${i}].quantity`,
        message: 'A whole number from 1 to 100,000.',
      })
    return {
      ...ref,
      quantity: Number(quantity),
      lotNumber:
        check.text(`lines[${i}].lotNumber`, line.lotNumber, {
          max: 40,
          pattern: LOT,
          hint: 'A lot number: 1 to 40 letters, digits, dots, dashes or slashes.',
        }) ?? '',
      lotExpiry: check.date(`lines[${i}].lotExpiry`, line.lotExpiry) ?? '',
    }
  })
}

const answerOf = (result: {
  view: Parameters<typeof operatorOrder>[0]
  fulfilment: Parameters<typeof operatorOrder>[1]
}) => ({
  status: 200,
  body: { order: operatorOrder(result.view, result.fulfilment) },
})

export const orderOperatorRoutes = (): OperatorRoute[] => [
  defineOperatorRoute({
    method: 'GET',
    path: '/orders',
    scope: 'orders',
    handle: async ({ query, services }) => {
      const violations: Violation[] = []
      const state = query.get('state')?.toUpperCase()
      if (state && !STATES.includes(state as FulfilmentState))
        violations.push({
          propertyPath: 'state',
          message: `One of ${STATES.join(', ')}.`,
        })
      const check = new Checker({})
      const from = check.date('from', query.get('from') ?? undefined, true)
      const to = check.date('to', query.get('to') ?? undefined, true)
      const limitText = query.get('limit') ?? '50'
      const limit = Number(limitText)
      if (!/^\d{1,4}$/.test(limitText) || limit < 1 || limit > 500)
        violations.push({
          propertyPath: 'limit',
          message: 'A whole number from 1 to 500.',
        })
      violations.push(...check.violations)
      if (violations.length)
        throw new OperatorError(400, 'The input is not valid.', violations)
      const orders = await services.fulfilment.list({
        state: (state as FulfilmentState | undefined) || undefined,
        from: from ? new Date(`${from}T00:00:00Z`) : undefined,
        // `to` is a whole day: orders placed on it are in.
        to: to
          ? new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)
          : undefined,
        limit,
      })
      return { status: 200, body: { orders } }
    },
  }),

  defineOperatorRoute({
    method: 'GET',
    path: '/orders/:number',
    scope: 'orders',
    handle: async ({ params, services }) => ({
      status: 200,
      body: { order: await services.fulfilment.show(params.number) },
    }),
  }),

  defineOperatorRoute({
    method: 'POST',
    path: '/orders/:number/acknowledge',
    scope: 'orders',
    handle: async (ctx) => {
      const body = await fieldsOf(ctx.req)
      return idempotent(ctx, body, async () => {
        const check = new Checker(body)
        const distributorOrderNumber = check.text(
          'distributorOrderNumber',
          body.distributorOrderNumber,
          { max: 64 },
        )
        const expectedDelivery = check.date(
          'expectedDelivery',
          body.expectedDelivery,
          true,
        )
        check.done()
        return answerOf(
          await ctx.services.fulfilment.acknowledge(
            ctx.params.number,
            {
              distributorOrderNumber: distributorOrderNumber ?? '',
              expectedDelivery,
            },
            auditFor(ctx.operator),
          ),
        )
      })
    },
  }),

  defineOperatorRoute({
    method: 'POST',
    path: '/orders/:number/shipments',
    scope: 'orders',
    handle: async (ctx) => {
      const body = await fieldsOf(ctx.req)
      return idempotent(ctx, body, async () => {
        const check = new Checker(body)
        const carrier = check.text('carrier', body.carrier, {
          max: 40,
          hint: 'The carrier: UPS, FedEx, USPS, DHL or another name (1 to 40 characters).',
        })
        const trackingNumber = check.text(
          'trackingNumber',
          body.trackingNumber,
          {
            max: 64,
            pattern: TRACKING,
            hint: 'A tracking number: 1 to 64 letters, digits, spaces or dashes.',
          },
        )
        const shippedAt = check.moment('shippedAt', body.shippedAt)
        const lines = shipmentLines(check, body.lines)
        check.done()
        return answerOf(
          await ctx.services.fulfilment.ship(
            ctx.params.number,
            {
              carrier: carrier ?? '',
              trackingNumber: trackingNumber ?? '',
              shippedAt,
              lines,
            },
            auditFor(ctx.operator),
          ),
        )
      })
    },
  }),

  defineOperatorRoute({
    method: 'POST',
    path: '/orders/:number/backorder',
    scope: 'orders',
    handle: async (ctx) => {
      const body = await fieldsOf(ctx.req)
      return idempotent(ctx, body, async () => {
        const check = new Checker(body)
        const ref = check.line('', body)
        const until = check.date('until', body.until)
        check.done()
        return answerOf(
          await ctx.services.fulfilment.backorder(
            ctx.params.number,
            ref,
            until ?? '',
            auditFor(ctx.operator),
          ),
        )
      })
    },
  }),

  defineOperatorRoute({
    method: 'POST',
    path: '/orders/:number/cancel-line',
    scope: 'orders',
    handle: async (ctx) => {
      const body = await fieldsOf(ctx.req)
      return idempotent(ctx, body, async () => {
        const check = new Checker(body)
        const ref = check.line('', body)
        const reason = check.text('reason', body.reason, { max: 500 })
        check.done()
        return answerOf(
          await ctx.services.fulfilment.cancelLine(
            ctx.params.number,
            ref,
            reason ?? '',
            auditFor(ctx.operator),
          ),
        )
      })
    },
  }),

  defineOperatorRoute({
    method: 'POST',
    path: '/orders/:number/deliver',
    scope: 'orders',
    handle: async (ctx) => {
      const body = await fieldsOf(ctx.req)
      return idempotent(ctx, body, async () => {
        const check = new Checker(body)
        const trackingNumber = check.text(
          'trackingNumber',
          body.trackingNumber,
          {
            max: 64,
            pattern: TRACKING,
            optional: true,
          },
        )
        const deliveredAt = check.moment('deliveredAt', body.deliveredAt)
        check.done()
        return answerOf(
          await ctx.services.fulfilment.deliver(
            ctx.params.number,
            { trackingNumber, deliveredAt },
            auditFor(ctx.operator),
          ),
        )
      })
    },
  }),

  defineOperatorRoute({
    method: 'GET',
    path: '/returns',
    scope: 'orders',
    handle: async ({ query, services }) => {
      const state = query.get('state')?.toUpperCase()
      if (state && !(RETURN_STATES as readonly string[]).includes(state))
        throw new OperatorError(400, 'The input is not valid.', [
          {
            propertyPath: 'state',
            message: `One of ${RETURN_STATES.join(', ')}.`,
          },
        ])
      return {
        status: 200,
        body: {
          returns: await services.fulfilment.returns(
            state as (typeof RETURN_STATES)[number] | undefined,
          ),
        },
      }
    },
  }),

  ...(['accept', 'refuse'] as const).map((what) =>
    defineOperatorRoute({
      method: 'POST',
      path: `/returns/:id/${what}`,
      scope: 'orders',
      handle: async (ctx) => {
        const id = Number(ctx.params.id)
        if (!/^\d{1,9}$/.test(ctx.params.id) || id < 1)
          throw new OperatorError(404, `Return ${ctx.params.id} was not found.`)
        const body = await fieldsOf(ctx.req)
        return idempotent(ctx, body, async () => {
          const check = new Checker(body)
          const decision =
            what === 'accept'
              ? {
                  accept: true as const,
                  rmaNumber:
                    check.text('rmaNumber', body.rmaNumber, { max: 64 }) ?? '',
                  instructions:
                    check.text('instructions', body.instructions, {
                      max: 2000,
                      multiline: true,
                    }) ?? '',
                }
              : {
                  accept: false as const,
                  reason: check.text('reason', body.reason, { max: 500 }) ?? '',
                }
          check.done()
          const answer = await ctx.services.fulfilment.decideReturn(
            id,
            decision,
            auditFor(ctx.operator),
          )
          return {
            status: 200,
            body: {
              order: operatorOrder(answer.view, answer.fulfilment),
              return: operatorReturn(answer.ret),
            },
          }
        })
      },
    }),
  ),
]
