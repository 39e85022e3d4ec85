// `npm run operator -- create|list|revoke|audit`: the distributor's operator keys and the audit
// log of their changes, through the running backend's operator API (scope keys; the service secret
// has it). Who calls and where: see operator-client.mjs.
import { parseArgs } from 'node:util'
import { CommandError, operatorJson, runCommand } from './operator-client.mjs'

const USAGE = `Usage:
  npm run operator -- create --name NAME --scope catalogue,orders
  npm run operator -- list
  npm run operator -- revoke NAME|PREFIX
  npm run operator -- audit [--since DATE] [--limit N]`

function args(list) {
  try {
    return parseArgs({
      args: list,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        scope: { type: 'string' },
        since: { type: 'string' },
        limit: { type: 'string' },
      },
    })
  } catch (error) {
    throw new CommandError(`${error.message}\n${USAGE}`, 2)
  }
}

/** Rows as aligned columns. */
function table(rows) {
  if (!rows.length) return ''
  const widths = rows[0].map((_, i) =>
    Math.max(...rows.map((row) => String(row[i]).length)),
  )
  return rows
    .map((row) =>
      row
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

const commands = {
  async create({ values, positionals }) {
    if (!values.name || !values.scope || positionals.length)
      throw new CommandError(USAGE, 2)
    const key = await operatorJson('/keys', {
      method: 'POST',
      body: JSON.stringify({
        name: values.name,
        scopes: values.scope.split(',').map((s) => s.trim()),
      }),
    })
    console.log(
      `Created the key "${key.name}" (${key.prefix}…, scopes ${key.scopes.join(', ')}).`,
    )
    console.log(`\n  ${key.key}\n`)
    console.log(
      'Keep it now: it is shown this once. Callers send it as "Authorization: Bearer <key>".',
    )
  },

  async list({ positionals }) {
    if (positionals.length) throw new CommandError(USAGE, 2)
    const { keys } = await operatorJson('/keys')
    if (!keys.length) return console.log('No operator keys yet.')
    console.log(
      table([
        ['NAME', 'PREFIX', 'SCOPES', 'CREATED', 'LAST USED', 'REVOKED'],
        ...keys.map((k) => [
          k.name,
          k.prefix,
          k.scopes.join(','),
          k.createdAt,
          k.lastUsedAt ?? '-',
          k.revokedAt ?? '-',
        ]),
      ]),
    )
  },

  async revoke({ positionals }) {
    const [ref, ...rest] = positionals
    if (!ref || rest.length) throw new CommandError(USAGE, 2)
    const key = await operatorJson(`/keys/${encodeURIComponent(ref)}`, {
      method: 'DELETE',
    })
    console.log(`Revoked the key "${key.name}" (${key.prefix}…).`)
  },

  async audit({ values, positionals }) {
    if (positionals.length) throw new CommandError(USAGE, 2)
    const query = new URLSearchParams()
    if (values.since) query.set('since', values.since)
    if (values.limit) query.set('limit', values.limit)
    const { entries } = await operatorJson(`/audit?${query}`)
    if (!entries.length) return console.log('No operator changes recorded.')
    console.log(
      table([
        ['AT', 'ACTOR', 'ACTION', 'SUBJECT', 'DETAILS'],
        ...entries.map((e) => [
          e.at,
          e.actor,
          e.action,
          e.subject,
          JSON.stringify(e.details),
        ]),
      ]),
    )
  },
}

await runCommand(async () => {
  const [command, ...rest] = process.argv.slice(2)
  const run = Object.hasOwn(commands, command ?? '') ? commands[command] : null
  if (!run) throw new CommandError(USAGE, 2)
  await run(args(rest))
})
