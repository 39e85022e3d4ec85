import { OperatorError, defineOperatorRoute, recordAudit } from '../operators'
import type { FileFormat } from '../catalogue'
import { exportPriceList, priceListExists } from './export'
import { importAssignments, importPrices } from './import'
import type { PricesResult } from './price-file'

const FORMATS: Record<string, FileFormat> = {
  'text/csv': 'csv',
  'application/x-ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
}

/** The largest price file one call takes: a contract is thousands of lines, not millions. */
const MAX_BYTES = 50 * 1024 * 1024

/** The body's format and the dry-run switch, as the catalogue import reads them. */
function fileRequest(
  headers: Record<string, string | string[] | undefined>,
  query: URLSearchParams,
) {
  const type = String(headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  const format = FORMATS[type ?? '']
  if (!format)
    throw new OperatorError(
      415,
      'Send the file as text/csv (CSV) or application/x-ndjson (JSON Lines).',
    )
  const dryRun = query.get('dryRun') ?? 'false'
  if (dryRun !== 'true' && dryRun !== 'false')
    throw new OperatorError(400, 'The input is not valid.', [
      { propertyPath: 'dryRun', message: 'true or false.' },
    ])
  if (Number(headers['content-length'] ?? 0) > MAX_BYTES)
    throw new OperatorError(
      413,
      `The file is larger than ${MAX_BYTES.toLocaleString('en-US')} bytes, the most one price file takes; split it.`,
    )
  return { format, dryRun: dryRun === 'true' }
}

const answer = <S extends object>(result: PricesResult<S>) =>
  result.ok
    ? { status: 200, body: result.summary }
    : {
        status: 400,
        // A refused file may still be arriving: close rather than read it.
        headers: { connection: 'close' },
        body: {
          message: `The file was not imported: ${result.total} problem${result.total === 1 ? '' : 's'}; nothing changed.`,
          violations: result.violations,
          total: result.total,
        },
      }

/**
 * Contract prices through the operator API (scope `prices`, decision 033):
 * `POST /prices/imports[?dryRun=true]` (a price file), `POST /prices/assignments[?dryRun=true]`
 * (an assignment file) and `GET /prices/lists/:name/export` (one list as a price file).
 */
export const priceOperatorRoutes = [
  defineOperatorRoute({
    method: 'POST',
    path: '/prices/imports',
    scope: 'prices',
    handle: async ({ req, query, db, operator }) =>
      answer(
        await importPrices(db, req, {
          ...fileRequest(req.headers, query),
          onMerge: (tx, summary) =>
            recordAudit(tx, operator, {
              action: 'prices.import',
              subject: summary.lists.map((l) => l.name).join(', '),
              details: { ...summary },
            }),
        }),
      ),
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/prices/assignments',
    scope: 'prices',
    handle: async ({ req, query, db, operator }) =>
      answer(
        await importAssignments(db, req, {
          ...fileRequest(req.headers, query),
          onMerge: (tx, summary) =>
            recordAudit(tx, operator, {
              action: 'prices.assign',
              subject: `${summary.rows} rows`,
              details: { ...summary },
            }),
        }),
      ),
  }),
  defineOperatorRoute({
    method: 'GET',
    path: '/prices/lists/:name/export',
    scope: 'prices',
    handle: async ({ params, res, db }) => {
      if (!(await priceListExists(db, params.name)))
        throw new OperatorError(404, `There is no price list "${params.name}".`)
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="price-list.csv"',
        'cache-control': 'no-store',
      })
      await exportPriceList(db, params.name, res)
    },
  }),
]
