import {
  OperatorError,
  defineOperatorRoute,
  limitedBody,
  readJson,
  recordAudit,
} from '../operators'
import { toId } from '../../shared/validation'
import { importRates } from './rates'

/** The largest rate file taken: far more than every US ZIP code at one row each. */
const MAX_RATE_FILE_BYTES = 8 * 1024 * 1024

const idOf = (value: string) => {
  const id = toId(value)
  if (id === null)
    throw new OperatorError(404, 'The certificate was not found.')
  return id
}

/**
 * Sales tax for the distributor, under the `invoices` scope (tax is part of what the practices
 * are billed; decision 036): the rate table's import, and the exemption certificates to decide.
 */
export const taxOperatorRoutes = [
  defineOperatorRoute({
    method: 'POST',
    path: '/tax/rates',
    scope: 'invoices',
    handle: async ({ req, query, db, operator }) => {
      const type = req.headers['content-type']
        ?.split(';')[0]
        ?.trim()
        .toLowerCase()
      if (type !== 'text/csv')
        throw new OperatorError(415, 'Send the rate file as text/csv.')
      const dryRun = query.get('dryRun') === 'true'
      const chunks: Buffer[] = []
      for await (const chunk of limitedBody(req, MAX_RATE_FILE_BYTES))
        chunks.push(chunk)
      const text = Buffer.concat(chunks).toString('utf8')
      const result = await importRates(db, text, {
        dryRun,
        onReplace: (tx, rows) =>
          recordAudit(tx, operator, {
            action: 'tax.rates.import',
            subject: `${rows} rates`,
          }),
      })
      if (result.problems.length)
        throw new OperatorError(
          400,
          'The rate file has problems; nothing was imported.',
          result.problems.map((p) => ({
            propertyPath: `line ${p.line}, column ${p.column}`,
            message: p.message,
          })),
        )
      return { status: 200, body: result }
    },
  }),
  defineOperatorRoute({
    method: 'GET',
    path: '/tax/certificates',
    scope: 'invoices',
    handle: async ({ services }) => ({
      status: 200,
      body: { certificates: await services.exemptions.all() },
    }),
  }),
  defineOperatorRoute({
    method: 'GET',
    path: '/tax/certificates/:id/file',
    scope: 'invoices',
    // Written here: the operator API answers JSON otherwise.
    handle: async ({ res, params, services }) => {
      const file = await services.exemptions.file(idOf(params.id))
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="certificate-${idOf(params.id)}.pdf"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      res.end(file.pdf)
    },
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/tax/certificates/:id/accept',
    scope: 'invoices',
    handle: async ({ params, db, services, operator }) => {
      const id = idOf(params.id)
      const certificate = await db.transaction(async (tx) => {
        const decided = await services.exemptions.decide(tx, id, {
          accept: true,
        })
        await recordAudit(tx, operator, {
          action: 'tax.certificate.accept',
          subject: `${decided.state} ${decided.number}`,
        })
        return decided
      })
      return { status: 200, body: { certificate } }
    },
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/tax/certificates/:id/refuse',
    scope: 'invoices',
    handle: async ({ req, params, db, services, operator }) => {
      const id = idOf(params.id)
      const body = await readJson(req)
      const reason =
        typeof body === 'object' && body !== null && 'reason' in body
          ? String(body.reason).trim()
          : ''
      if (!reason || reason.length > 500)
        throw new OperatorError(400, 'The input is not valid.', [
          {
            propertyPath: 'reason',
            message: 'Say why, in at most 500 characters.',
          },
        ])
      const certificate = await db.transaction(async (tx) => {
        const decided = await services.exemptions.decide(tx, id, {
          accept: false,
          reason,
        })
        await recordAudit(tx, operator, {
          action: 'tax.certificate.refuse',
          subject: `${decided.state} ${decided.number}`,
          details: { reason },
        })
        return decided
      })
      return { status: 200, body: { certificate } }
    },
  }),
]
