import {
  OperatorError,
  defineOperatorRoute,
  recordAudit,
} from '../../operators'
import type { OperatorRoute } from '../../operators'
import { exportCatalogue } from './export'
import { importCatalogue } from './import'
import type { FileFormat } from './file-kind'
import { DEFAULT_READ_LIMITS } from './file-kind'

/** The largest file one import takes (`CATALOGUE_IMPORT_MAX_BYTES`, read once at start-up). */
const MAX_BYTES =
  Number(process.env.CATALOGUE_IMPORT_MAX_BYTES) || DEFAULT_READ_LIMITS.maxBytes

const FORMATS: Record<string, FileFormat> = {
  'text/csv': 'csv',
  'application/x-ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
}

/**
 * `POST /operator/v1/catalogue/imports[?dryRun=true]`: a catalogue file as the body (text/csv or
 * application/x-ndjson, streamed); `GET /operator/v1/catalogue/export`: the catalogue as CSV.
 */
// A function, not a list: the catalogue module loads before the operators module it would call.
export const catalogueImportRoutes = (): OperatorRoute[] => [
  defineOperatorRoute({
    method: 'POST',
    path: '/catalogue/imports',
    scope: 'catalogue',
    handle: async ({ req, query, db, operator }) => {
      const type = req.headers['content-type']
        ?.split(';')[0]
        ?.trim()
        .toLowerCase()
      const format = FORMATS[type ?? '']
      if (!format)
        throw new OperatorError(
          415,
          'Send the file as text/csv (CSV) or application/x-ndjson (JSON Lines).',
        )
      const dryRunText = query.get('dryRun') ?? 'false'
      if (dryRunText !== 'true' && dryRunText !== 'false')
        throw new OperatorError(400, 'The input is not valid.', [
          { propertyPath: 'dryRun', message: 'true or false.' },
        ])
      if (Number(req.headers['content-length'] ?? 0) > MAX_BYTES)
        throw new OperatorError(
          413,
          `The file is larger than ${MAX_BYTES.toLocaleString('en-US')} bytes, the most one import takes (CATALOGUE_IMPORT_MAX_BYTES); split it.`,
        )
      const result = await importCatalogue(db, req, {
        format,
        dryRun: dryRunText === 'true',
        limits: { maxBytes: MAX_BYTES },
        onMerge: (tx, summary) =>
          recordAudit(tx, operator, {
            action: 'catalogue.import',
            subject: `${summary.rows} rows`,
            details: { ...summary },
          }),
      })
      if (!result.ok)
        return {
          status: 400,
          // A refused file may still be arriving: close rather than read it.
          headers: { connection: 'close' },
          body: {
            message: `The file was not imported: ${result.total} problem${result.total === 1 ? '' : 's'}; nothing changed.`,
            violations: result.violations,
            total: result.total,
          },
        }
      return { status: 200, body: result.summary }
    },
  }),
  defineOperatorRoute({
    method: 'GET',
    path: '/catalogue/export',
    scope: 'catalogue',
    handle: async ({ res, db }) => {
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="catalogue.csv"',
        'cache-control': 'no-store',
      })
      await exportCatalogue(db, res)
    },
  }),
]
