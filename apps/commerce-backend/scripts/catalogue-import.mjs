// `npm run catalogue:import -- FILE [--dry-run]`: imports a catalogue file (CSV or JSON Lines,
// docs/catalogue-format.md) into the running commerce backend, streamed, through the operator
// API. All or nothing: it prints what changed (or, with --dry-run, what would), or every problem
// as `line N, column C: reason` and changes nothing. Exit codes: 0 imported (or the dry run found
// no problem), 1 refused, 2 usage or no connection.
import {
  createReadStream,
  openSync,
  readSync,
  closeSync,
  statSync,
} from 'node:fs'
import { extname } from 'node:path'
import { Readable } from 'node:stream'
import { CommandError, operatorFetch, runCommand } from './operator-client.mjs'

const TYPES = {
  '.csv': 'text/csv',
  '.jsonl': 'application/x-ndjson',
  '.ndjson': 'application/x-ndjson',
}

/** The file's type by its extension, else by its first character (a JSON object or not). */
function contentType(file) {
  const byName = TYPES[extname(file).toLowerCase()]
  if (byName) return byName
  const fd = openSync(file, 'r')
  const head = Buffer.alloc(64)
  readSync(fd, head, 0, 64, 0)
  closeSync(fd)
  return /^\uFEFF?\s*\{/.test(head.toString('utf8'))
    ? 'application/x-ndjson'
    : 'text/csv'
}

await runCommand(async () => {
  const args = process.argv.slice(2)
  const dryRun = args.includes('--dry-run')
  const files = args.filter((a) => a !== '--dry-run')
  if (files.length !== 1 || files[0].startsWith('-'))
    throw new CommandError(
      'Usage: npm run catalogue:import -- FILE [--dry-run]',
      2,
    )
  const file = files[0]
  let size
  try {
    size = statSync(file).size
  } catch {
    throw new CommandError(`There is no file ${file}.`, 2)
  }
  const response = await operatorFetch(`/catalogue/imports?dryRun=${dryRun}`, {
    method: 'POST',
    headers: {
      'content-type': contentType(file),
      'content-length': String(size),
    },
    body: Readable.toWeb(createReadStream(file)),
    duplex: 'half',
  })
  const body = await response.json().catch(() => null)
  if (!response.ok) {
    const lines = [body?.message ?? `The backend answered ${response.status}.`]
    for (const v of body?.violations ?? [])
      lines.push(
        v.line === undefined
          ? `  ${v.propertyPath}: ${v.message}`
          : `line ${v.line}${v.column ? `, column ${v.column}` : ''}: ${v.message}`,
      )
    if (body?.total > (body?.violations?.length ?? 0))
      lines.push(`… and ${body.total - body.violations.length} more.`)
    throw new CommandError(lines.join('\n'), 1)
  }
  const s = body
  console.log(
    [
      `${s.dryRun ? 'Dry run, nothing changed' : 'Imported'}: ${s.rows} rows: ${s.new} new, ${s.changed} changed, ${s.unchanged} unchanged, ${s.discontinued} discontinued.`,
      ...(s.categoriesCreated.length
        ? [`New categories: ${s.categoriesCreated.join(', ')}`]
        : []),
      ...(s.attributesCreated.length
        ? [`New attributes: ${s.attributesCreated.join(', ')}`]
        : []),
      ...(s.imagesFetched ? [`Images fetched: ${s.imagesFetched}`] : []),
    ].join('\n'),
  )
})
