// `npm run prices:import -- FILE [--dry-run]`, `npm run prices:assign -- FILE [--dry-run]` and
// `npm run prices:export -- LIST > file.csv`: contract prices (docs/prices-format.md) through the
// operator API, as the catalogue import. All or nothing: a refused file prints every problem as
// `line N, column C: reason` and changes nothing. Exit codes: 0 done (or the dry run found no
// problem), 1 refused, 2 usage or no connection.
import { createReadStream, statSync } from 'node:fs'
import { extname } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CommandError, operatorFetch, runCommand } from './operator-client.mjs'

const USAGE = {
  import: 'npm run prices:import -- FILE [--dry-run]',
  assign: 'npm run prices:assign -- FILE [--dry-run]',
  export: 'npm run prices:export -- LIST > file.csv',
}

/** The backend's refusal, one problem a line. */
async function refusal(response) {
  const body = await response.json().catch(() => null)
  const lines = [body?.message ?? `The backend answered ${response.status}.`]
  for (const v of body?.violations ?? [])
    lines.push(
      v.line === undefined
        ? `  ${v.propertyPath}: ${v.message}`
        : `line ${v.line}${v.column ? `, column ${v.column}` : ''}: ${v.message}`,
    )
  if (body?.total > (body?.violations?.length ?? 0))
    lines.push(`… and ${body.total - body.violations.length} more.`)
  return new CommandError(lines.join('\n'), 1)
}

async function sendFile(command, args) {
  const dryRun = args.includes('--dry-run')
  const files = args.filter((a) => a !== '--dry-run')
  if (files.length !== 1 || files[0].startsWith('-'))
    throw new CommandError(`Usage: ${USAGE[command]}`, 2)
  const file = files[0]
  let size
  try {
    size = statSync(file).size
  } catch {
    throw new CommandError(`There is no file ${file}.`, 2)
  }
  const path = command === 'import' ? '/prices/imports' : '/prices/assignments'
  const response = await operatorFetch(`${path}?dryRun=${dryRun}`, {
    method: 'POST',
    headers: {
      'content-type': ['.jsonl', '.ndjson'].includes(
        extname(file).toLowerCase(),
      )
        ? 'application/x-ndjson'
        : 'text/csv',
      'content-length': String(size),
    },
    body: Readable.toWeb(createReadStream(file)),
    duplex: 'half',
  })
  if (!response.ok) throw await refusal(response)
  const s = await response.json()
  const done = s.dryRun ? 'Dry run, nothing changed' : 'Imported'
  console.log(
    command === 'import'
      ? [
          `${done}: ${s.rows} rows.`,
          ...s.lists.map(
            (l) =>
              `  ${l.name}: ${l.lines} lines${l.created ? ' (new list)' : ''}`,
          ),
        ].join('\n')
      : `${done}: ${s.rows} rows: ${s.assignments} assignments, ${s.groupMembers} group members.`,
  )
}

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2)
  if (command === 'import' || command === 'assign')
    return sendFile(command, args)
  if (command !== 'export' || args.length !== 1 || args[0].startsWith('-'))
    throw new CommandError(
      `Usage: ${USAGE[command] ?? Object.values(USAGE).join('\n       ')}`,
      2,
    )
  const response = await operatorFetch(
    `/prices/lists/${encodeURIComponent(args[0])}/export`,
  )
  if (!response.ok) throw await refusal(response)
  await pipeline(Readable.fromWeb(response.body), process.stdout)
})
