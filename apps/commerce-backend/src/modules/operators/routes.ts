import type { Violation } from '../../shared/results'
import { auditEntries } from './audit'
import { KEY_NAME, keyView } from './keys'
import { readJson } from './body'
import { defineOperatorRoute } from './define'
import { OperatorError } from './http'
import { OPERATOR_SCOPES, isOperatorScope } from './scopes'
import type { OperatorScope } from './scopes'

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** Key management and the audit log: the `keys` scope (the service secret has it). */
export const keyRoutes = [
  defineOperatorRoute({
    method: 'GET',
    path: '/keys',
    scope: 'keys',
    handle: async ({ keys }) => ({
      status: 200,
      body: { keys: (await keys.list()).map(keyView) },
    }),
  }),

  defineOperatorRoute({
    method: 'POST',
    path: '/keys',
    scope: 'keys',
    handle: async ({ req, keys, operator }) => {
      const body = record(await readJson(req))
      const violations: Violation[] = []
      const name = typeof body.name === 'string' ? body.name.trim() : ''
      if (!KEY_NAME.test(name))
        violations.push({
          propertyPath: 'name',
          message:
            'A name is 1 to 64 letters, digits, spaces, dots, dashes or underscores.',
        })
      const scopes = Array.isArray(body.scopes) ? body.scopes : []
      if (
        !scopes.length ||
        !scopes.every((s): s is OperatorScope => isOperatorScope(String(s)))
      )
        violations.push({
          propertyPath: 'scopes',
          message: `Give one or more of: ${OPERATOR_SCOPES.join(', ')}.`,
        })
      if (violations.length)
        throw new OperatorError(400, 'The input is not valid.', violations)
      const wanted = [...new Set(scopes as OperatorScope[])]
      // A key hands on no more than it holds.
      if (wanted.some((s) => !operator.scopes.includes(s)))
        throw new OperatorError(
          403,
          'A key can only give the scopes it has itself.',
        )
      const created = await keys.create(operator, { name, scopes: wanted })
      if (!created)
        throw new OperatorError(409, `A live key is named "${name}" already.`)
      return {
        status: 201,
        body: { key: created.key, ...keyView(created.row) },
      }
    },
  }),

  defineOperatorRoute({
    method: 'DELETE',
    path: '/keys/:ref',
    scope: 'keys',
    handle: async ({ params, keys, operator }) => {
      const revoked = await keys.revoke(operator, params.ref)
      if (!revoked)
        throw new OperatorError(
          404,
          `No live key has the name or prefix "${params.ref}".`,
        )
      return { status: 200, body: keyView(revoked) }
    },
  }),

  defineOperatorRoute({
    method: 'GET',
    path: '/audit',
    scope: 'keys',
    handle: async ({ query, db }) => {
      const violations: Violation[] = []
      const sinceText = query.get('since')
      const since = sinceText ? new Date(sinceText) : undefined
      if (since && Number.isNaN(since.getTime()))
        violations.push({
          propertyPath: 'since',
          message: 'A date, such as 2026-11-27 or 2026-11-27T08:00:00Z.',
        })
      const limitText = query.get('limit') ?? '50'
      const limit = Number(limitText)
      if (!/^\d{1,4}$/.test(limitText) || limit < 1 || limit > 1000)
        violations.push({
          propertyPath: 'limit',
          message: 'A whole number from 1 to 1000.',
        })
      if (violations.length)
        throw new OperatorError(400, 'The input is not valid.', violations)
      const rows = await auditEntries(db, { since, limit })
      return {
        status: 200,
        body: {
          entries: rows.map((row) => ({
            ...row,
            at: row.at.toISOString(),
          })),
        },
      }
    },
  }),
]
