import {
  OperatorError,
  defineOperatorRoute,
  idempotent,
  recordAudit,
} from '../operators'
import type { OperatorContext, OperatorRoute } from '../operators'
import type { Violation } from '../../shared/results'
import { operatorOrder, operatorReturn } from './fulfilment-reads'
import type { Audit } from './order-change'
import type { FulfilmentState } from './fulfilment'
import { Checker, TRACKING, fieldsOf, shipmentLines } from './operator-fields'
import type { Fields } from './operator-fields'

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

/**
 * A POST that changes an order. The key and its scope were checked before (401, 403); here the
 * JSON body is read, a repeated Idempotency-Key answers as before, `fields` are checked (every
 * violation at once, 400), and `run` makes the change with an audit written in its transaction.
 * `target` checks the path first, so an unknown id is a 404 whatever the body says.
 */
function orderChange<P extends string, Input>(route: {
  path: P
  target?: (ctx: OperatorContext<P>) => void
  fields: (check: Checker, body: Fields) => Input
  run: (
    ctx: OperatorContext<P>,
    input: Input,
    audit: Audit,
  ) => Promise<Record<string, unknown>>
}): OperatorRoute {
  return defineOperatorRoute({
    method: 'POST',
    path: route.path,
    scope: 'orders',
    handle: async (ctx) => {
      route.target?.(ctx)
      const body = await fieldsOf(ctx.req)
      return idempotent(ctx, body, async () => {
        const check = new Checker(body)
        const input = route.fields(check, body)
        check.done()
        const audit: Audit = (tx, entry) => recordAudit(tx, ctx.operator, entry)
        return { status: 200, body: await route.run(ctx, input, audit) }
      })
    },
  })
}

/** The order after a change, as the operator API answers it. */
const orderAnswer = (result: {
  view: Parameters<typeof operatorOrder>[0]
  fulfilment: Parameters<typeof operatorOrder>[1]
}) => ({ order: operatorOrder(result.view, result.fulfilment) })

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

  orderChange({
    path: '/orders/:number/acknowledge',
    fields: (check, body) => ({
      distributorOrderNumber:
        check.text('distributorOrderNumber', body.distributorOrderNumber, {
          max: 64,
        }) ?? '',
      expectedDelivery: check.date(
        'expectedDelivery',
        body.expectedDelivery,
        true,
      ),
    }),
    run: async ({ params, services }, input, audit) =>
      orderAnswer(
        await services.fulfilment.acknowledge(params.number, input, audit),
      ),
  }),

  orderChange({
    path: '/orders/:number/shipments',
    fields: (check, body) => ({
      carrier:
        check.text('carrier', body.carrier, {
          max: 40,
          hint: 'The carrier: UPS, FedEx, USPS, DHL or another name (1 to 40 characters).',
        }) ?? '',
      trackingNumber:
        check.text('trackingNumber', body.trackingNumber, {
          max: 64,
          pattern: TRACKING,
          hint: 'A tracking number: 1 to 64 letters, digits, spaces or dashes.',
        }) ?? '',
      shippedAt: check.moment('shippedAt', body.shippedAt),
      lines: shipmentLines(check, body.lines),
    }),
    run: async ({ params, services }, input, audit) =>
      orderAnswer(await services.fulfilment.ship(params.number, input, audit)),
  }),

  orderChange({
    path: '/orders/:number/backorder',
    fields: (check, body) => ({
      ref: check.line('', body),
      until: check.date('until', body.until) ?? '',
    }),
    run: async ({ params, services }, { ref, until }, audit) =>
      orderAnswer(
        await services.fulfilment.backorder(params.number, ref, until, audit),
      ),
  }),

  orderChange({
    path: '/orders/:number/cancel-line',
    fields: (check, body) => ({
      ref: check.line('', body),
      reason: check.text('reason', body.reason, { max: 500 }) ?? '',
    }),
    run: async ({ params, services }, { ref, reason }, audit) =>
      orderAnswer(
        await services.fulfilment.cancelLine(params.number, ref, reason, audit),
      ),
  }),

  orderChange({
    path: '/orders/:number/deliver',
    fields: (check, body) => ({
      trackingNumber: check.text('trackingNumber', body.trackingNumber, {
        max: 64,
        pattern: TRACKING,
        optional: true,
      }),
      deliveredAt: check.moment('deliveredAt', body.deliveredAt),
    }),
    run: async ({ params, services }, input, audit) =>
      orderAnswer(
        await services.fulfilment.deliver(params.number, input, audit),
      ),
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
    orderChange({
      path: `/returns/:id/${what}`,
      target: ({ params }) => {
        if (!/^\d{1,9}$/.test(params.id) || Number(params.id) < 1)
          throw new OperatorError(404, `Return ${params.id} was not found.`)
      },
      fields: (check, body) =>
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
            },
      run: async ({ params, services }, decision, audit) => {
        const answer = await services.fulfilment.decideReturn(
          Number(params.id),
          decision,
          audit,
        )
        return {
          ...orderAnswer(answer),
          return: operatorReturn(answer.ret),
        }
      },
    }),
  ),
]
