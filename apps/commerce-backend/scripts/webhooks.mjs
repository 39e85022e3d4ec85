// `npm run webhooks -- …`: the webhook endpoints and deliveries of the running commerce backend,
// through the operator API (scope webhooks, audited). Who calls: see operator-client.mjs.
//   add URL [--events a,b] [--description TEXT]   a new endpoint; prints its secret, once
//   list                                          endpoints with pending and failed counts
//   remove ID                                     an endpoint and its deliveries
//   rotate ID                                     a new secret; prints it, once
//   deliveries [--failed]                         deliveries, failed first
//   replay ID | --failed                          sends a failed delivery (or all) again
import { CommandError, operatorJson, runCommand } from './operator-client.mjs'

const USAGE = `Usage: npm run webhooks -- add URL [--events a,b] [--description TEXT]
                        | list | remove ID | rotate ID
                        | deliveries [--failed] | replay ID|--failed`

/** `--name value` options and the remaining arguments. */
function parse(args) {
  const options = {}
  const rest = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--failed') options.failed = true
    else if (arg === '--events' || arg === '--description') {
      const value = args[++i]
      if (value === undefined) throw new CommandError(USAGE, 2)
      options[arg.slice(2)] = value
    } else if (arg.startsWith('--')) throw new CommandError(USAGE, 2)
    else rest.push(arg)
  }
  return { options, rest }
}

const idOf = (value) => {
  if (!value || !/^\d+$/.test(value)) throw new CommandError(USAGE, 2)
  return value
}

const line = (endpoint) =>
  `${endpoint.id}\t${endpoint.enabled ? 'enabled' : 'disabled'}\t${endpoint.url}\t${
    endpoint.eventTypes.length ? endpoint.eventTypes.join(',') : 'all events'
  }${endpoint.description ? `\t${endpoint.description}` : ''}`

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2)
  const { options, rest } = parse(args)
  switch (command) {
    case 'add': {
      const [url] = rest
      if (!url || rest.length > 1) throw new CommandError(USAGE, 2)
      const { endpoint, secret } = await operatorJson('/webhooks/endpoints', {
        method: 'POST',
        body: JSON.stringify({
          url,
          eventTypes: options.events
            ? options.events.split(',').map((type) => type.trim())
            : [],
          ...(options.description ? { description: options.description } : {}),
        }),
      })
      console.log(`Endpoint ${line(endpoint)}`)
      console.log(
        `Secret (shown once; the receiver verifies with it): ${secret}`,
      )
      return
    }
    case 'list': {
      const { endpoints } = await operatorJson('/webhooks/endpoints')
      if (!endpoints.length) console.log('No webhook endpoints.')
      for (const endpoint of endpoints)
        console.log(
          `${line(endpoint)}\t${endpoint.pending} pending, ${endpoint.failed} failed`,
        )
      return
    }
    case 'remove': {
      const id = idOf(rest[0])
      const { endpoint } = await operatorJson(`/webhooks/endpoints/${id}`, {
        method: 'DELETE',
      })
      console.log(`Removed endpoint ${line(endpoint)}`)
      return
    }
    case 'rotate': {
      const id = idOf(rest[0])
      const { secret } = await operatorJson(
        `/webhooks/endpoints/${id}/rotate`,
        { method: 'POST' },
      )
      console.log(`New secret of endpoint ${id} (shown once): ${secret}`)
      return
    }
    case 'deliveries': {
      const { deliveries } = await operatorJson(
        `/webhooks/deliveries${options.failed ? '?state=failed' : ''}`,
      )
      if (!deliveries.length)
        console.log(options.failed ? 'No failed deliveries.' : 'No deliveries.')
      for (const d of deliveries)
        console.log(
          [
            d.id,
            d.state,
            d.type,
            d.url,
            `${d.attempts} attempt(s)`,
            d.lastStatus ?? '-',
            d.lastError ?? '',
          ].join('\t'),
        )
      return
    }
    case 'replay': {
      const path = options.failed
        ? '/webhooks/deliveries/replay-failed'
        : `/webhooks/deliveries/${idOf(rest[0])}/replay`
      const { replayed } = await operatorJson(path, { method: 'POST' })
      console.log(
        `${replayed} deliver${replayed === 1 ? 'y' : 'ies'} sent again.`,
      )
      return
    }
    default:
      throw new CommandError(USAGE, 2)
  }
})
