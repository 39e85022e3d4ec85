import {
  OperatorError,
  defineOperatorRoute,
  readJson,
  recordAudit,
} from '../operators'
import type { OperatorRoute } from '../operators'
import { DELIVERY_STATES } from './endpoints'
import type { DeliveryState } from './endpoints'
import type { EndpointInput } from './endpoint-input'

/** The body as an object of fields, or a 400. */
async function fields(req: Parameters<typeof readJson>[0]) {
  const body = await readJson(req)
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new OperatorError(400, 'Send a JSON object.')
  return body as EndpointInput
}

/** A positive whole-number id from the path, or a 404 (no such object). */
function id(value: string, what: string) {
  const n = Number(value)
  if (!/^\d{1,9}$/.test(value) || n < 1)
    throw new OperatorError(404, `${what} was not found.`)
  return n
}

/**
 * `/operator/v1/webhooks/...` (scope `webhooks`): endpoints (the secret is answered on create and
 * rotate only), deliveries (failed first) and replays. What `npm run webhooks` sends.
 */
// A function, not a list: the events module loads before the operators module it would call.
export const webhookOperatorRoutes = (): OperatorRoute[] => [
  defineOperatorRoute({
    method: 'GET',
    path: '/webhooks/endpoints',
    scope: 'webhooks',
    handle: async ({ services }) => ({
      status: 200,
      body: { endpoints: await services.webhooks.list() },
    }),
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/webhooks/endpoints',
    scope: 'webhooks',
    handle: async ({ req, services, operator }) => {
      const input = await fields(req)
      const created = await services.webhooks.create(input, (tx, row) =>
        recordAudit(tx, operator, {
          action: 'webhooks.endpoint.create',
          subject: String(row.id),
          details: { url: row.url, eventTypes: row.eventTypes },
        }),
      )
      return { status: 201, body: created }
    },
  }),
  defineOperatorRoute({
    method: 'PATCH',
    path: '/webhooks/endpoints/:id',
    scope: 'webhooks',
    handle: async ({ req, params, services, operator }) => {
      const endpointId = id(params.id, 'The webhook endpoint')
      const input = await fields(req)
      const endpoint = await services.webhooks.update(
        endpointId,
        input,
        (tx, row) =>
          recordAudit(tx, operator, {
            action: 'webhooks.endpoint.update',
            subject: String(row.id),
            details: {
              url: row.url,
              eventTypes: row.eventTypes,
              enabled: row.enabled,
            },
          }),
      )
      return { status: 200, body: { endpoint } }
    },
  }),
  defineOperatorRoute({
    method: 'DELETE',
    path: '/webhooks/endpoints/:id',
    scope: 'webhooks',
    handle: async ({ params, services, operator }) => {
      const endpoint = await services.webhooks.remove(
        id(params.id, 'The webhook endpoint'),
        (tx, row) =>
          recordAudit(tx, operator, {
            action: 'webhooks.endpoint.remove',
            subject: String(row.id),
            details: { url: row.url },
          }),
      )
      return { status: 200, body: { endpoint } }
    },
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/webhooks/endpoints/:id/rotate',
    scope: 'webhooks',
    handle: async ({ params, services, operator }) => {
      const rotated = await services.webhooks.rotate(
        id(params.id, 'The webhook endpoint'),
        (tx, row) =>
          recordAudit(tx, operator, {
            action: 'webhooks.endpoint.rotate',
            subject: String(row.id),
          }),
      )
      return { status: 200, body: rotated }
    },
  }),
  defineOperatorRoute({
    method: 'GET',
    path: '/webhooks/deliveries',
    scope: 'webhooks',
    handle: async ({ query, services }) => {
      const state = query.get('state')
      if (state !== null && !DELIVERY_STATES.includes(state as DeliveryState))
        throw new OperatorError(400, 'The input is not valid.', [
          {
            propertyPath: 'state',
            message: `state is one of ${DELIVERY_STATES.join(', ')}.`,
          },
        ])
      const limit = query.get('limit')
      if (limit !== null && !/^\d{1,3}$/.test(limit))
        throw new OperatorError(400, 'The input is not valid.', [
          { propertyPath: 'limit', message: 'limit is a number up to 500.' },
        ])
      return {
        status: 200,
        body: {
          deliveries: await services.webhooks.deliveries({
            state: (state as DeliveryState | null) ?? undefined,
            limit: limit === null ? undefined : Number(limit),
          }),
        },
      }
    },
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/webhooks/deliveries/:id/replay',
    scope: 'webhooks',
    handle: async ({ params, services, operator }) => {
      const deliveryId = id(params.id, 'The delivery')
      const answer = await services.webhooks.replay({ id: deliveryId }, (tx) =>
        recordAudit(tx, operator, {
          action: 'webhooks.delivery.replay',
          subject: String(deliveryId),
        }),
      )
      return { status: 200, body: answer }
    },
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/webhooks/deliveries/replay-failed',
    scope: 'webhooks',
    handle: async ({ services, operator }) => {
      const answer = await services.webhooks.replay('failed', (tx, count) =>
        recordAudit(tx, operator, {
          action: 'webhooks.delivery.replay',
          subject: 'failed',
          details: { count },
        }),
      )
      return { status: 200, body: answer }
    },
  }),
]
