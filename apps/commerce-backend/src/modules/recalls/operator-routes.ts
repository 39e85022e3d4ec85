import {
  OperatorError,
  defineOperatorRoute,
  readJson,
  recordAudit,
} from '../operators'
import type { OperatorRoute } from '../operators'

/** `POST /operator/v1/recalls`: records the recall of a lot (what `npm run recall` sends). */
// A function, not a list: the recalls module loads before the operators module it would call.
export const recallOperatorRoutes = (): OperatorRoute[] => [
  defineOperatorRoute({
    method: 'POST',
    path: '/recalls',
    scope: 'recalls',
    handle: async ({ req, services, operator }) => {
      const body = await readJson(req)
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new OperatorError(400, 'Send { lotNumber, reason, action }.')
      const { lotNumber, reason, action } = body as Record<string, unknown>
      const text = (value: unknown) => (typeof value === 'string' ? value : '')
      const { recall, companiesNotified } = await services.recalls.record(
        {
          lotNumber: text(lotNumber),
          reason: text(reason),
          action: typeof action === 'string' ? action : null,
        },
        (tx, recorded) =>
          recordAudit(tx, operator, {
            action: 'recalls.record',
            subject: recorded.recall.lotNumber,
            details: {
              reason: recorded.recall.reason,
              action: recorded.recall.action,
              companiesNotified: recorded.companiesNotified,
            },
          }),
      )
      return {
        status: 200,
        body: {
          recall: {
            lotNumber: recall.lotNumber,
            reason: recall.reason,
            action: recall.action,
            recordedAt: recall.recordedAt.toISOString(),
          },
          companiesNotified,
        },
      }
    },
  }),
]
