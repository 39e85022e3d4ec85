// `npm run orders -- …`: the distributor's side of the orders of the running commerce backend,
// through the operator API (scope orders, audited, idempotent: a repeated command changes
// nothing twice). Who calls: see operator-client.mjs. Orders are named by the shop's number
// (SO-20001), lines by SKU.
//   list [--state S] [--from DATE] [--to DATE] [--limit N]   orders, newest first
//   show NUMBER                                              one order: lines, shipments, returns
//   ack NUMBER DISTRIBUTOR_NUMBER [--expected DATE]          confirms it with your own number
//   ship NUMBER --carrier C --tracking T (--line SKU:QTY:LOT:EXPIRY ... | --file F)
//                                                            records a parcel; F is a JSON file
//                                                            ({ carrier, trackingNumber, lines })
//                                                            or a CSV file (sku,quantity,
//                                                            lotNumber,lotExpiry with a header)
//   backorder NUMBER SKU DATE                                the line waits for stock until DATE
//   cancel-line NUMBER SKU REASON                            cancels what of the line is unshipped
//   deliver NUMBER [--tracking T]                            marks its parcels (or one) delivered
//   returns [--state REQUESTED|ACCEPTED|REFUSED]             return requests, oldest first
//   accept-return ID RMA INSTRUCTIONS                        accepts a return
//   refuse-return ID REASON                                  refuses a return
// Every change may carry --idempotency-key KEY: the same key sent again answers the same.
import { readFileSync } from 'node:fs'
import { CommandError, operatorJson, runCommand } from './operator-client.mjs'

const USAGE = `Usage: npm run orders -- list [--state S] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N]
                      | show NUMBER
                      | ack NUMBER DISTRIBUTOR_NUMBER [--expected YYYY-MM-DD]
                      | ship NUMBER --carrier C --tracking T (--line SKU:QTY:LOT:YYYY-MM-DD ... | --file F.json|F.csv)
                      | backorder NUMBER SKU YYYY-MM-DD
                      | cancel-line NUMBER SKU REASON
                      | deliver NUMBER [--tracking T]
                      | returns [--state REQUESTED|ACCEPTED|REFUSED]
                      | accept-return ID RMA INSTRUCTIONS
                      | refuse-return ID REASON
  Changes take --idempotency-key KEY. States: PLACED CONFIRMED PARTLY_SHIPPED SHIPPED DELIVERED CANCELLED.`

const VALUED = new Set([
  'state',
  'from',
  'to',
  'limit',
  'expected',
  'carrier',
  'tracking',
  'line',
  'file',
  'idempotency-key',
])

/** `--name value` options (`--line` may repeat) and the remaining arguments. */
function parse(args) {
  const options = { line: [] }
  const rest = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg.startsWith('--')) {
      const name = arg.slice(2)
      const value = args[++i]
      if (!VALUED.has(name) || value === undefined)
        throw new CommandError(USAGE, 2)
      if (name === 'line') options.line.push(value)
      else options[name] = value
    } else rest.push(arg)
  }
  return { options, rest }
}

/** A shipment line from `SKU:QTY:LOT:EXPIRY` (the SKU may not hold a colon). */
function flagLine(value) {
  const parts = value.split(':')
  if (parts.length !== 4) throw new CommandError(USAGE, 2)
  const [sku, quantity, lotNumber, lotExpiry] = parts
  return { sku, quantity: Number(quantity), lotNumber, lotExpiry }
}

/** A shipment's lines from a CSV file: a header naming sku, quantity, lotNumber, lotExpiry. */
function csvLines(text) {
  const rows = text
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter(Boolean)
    .map((row) => row.split(',').map((cell) => cell.trim()))
  const [header, ...body] = rows
  const columns = ['sku', 'quantity', 'lotNumber', 'lotExpiry']
  const at = columns.map((name) => header?.indexOf(name) ?? -1)
  if (at.some((i) => i < 0))
    throw new CommandError(
      `The CSV file needs a header row with ${columns.join(',')}.`,
      2,
    )
  return body.map((cells) => ({
    sku: cells[at[0]],
    quantity: Number(cells[at[1]]),
    lotNumber: cells[at[2]],
    lotExpiry: cells[at[3]],
  }))
}

function shipmentBody(options) {
  let body = {}
  if (options.file) {
    let text
    try {
      text = readFileSync(options.file, 'utf8')
    } catch (error) {
      throw new CommandError(`Cannot read ${options.file}: ${error.message}`, 2)
    }
    if (options.file.toLowerCase().endsWith('.csv'))
      body = { lines: csvLines(text) }
    else {
      try {
        const parsed = JSON.parse(text)
        body = Array.isArray(parsed) ? { lines: parsed } : parsed
      } catch {
        throw new CommandError(`${options.file} is not JSON.`, 2)
      }
    }
  }
  if (options.line.length) body.lines = options.line.map(flagLine)
  if (options.carrier) body.carrier = options.carrier
  if (options.tracking) body.trackingNumber = options.tracking
  if (!body.lines || !body.carrier || !body.trackingNumber)
    throw new CommandError(USAGE, 2)
  return body
}

const qs = (entries) => {
  const query = new URLSearchParams(
    Object.entries(entries).filter(([, v]) => v !== undefined),
  ).toString()
  return query ? `?${query}` : ''
}

function printOrder(order) {
  console.log(
    `${order.number}\t${order.fulfilmentState}\tplaced ${order.placedAt ?? '-'}` +
      (order.distributorOrderNumber
        ? `\tyours ${order.distributorOrderNumber}`
        : '') +
      (order.expectedDelivery ? `\texpected ${order.expectedDelivery}` : ''),
  )
  for (const line of order.lines)
    console.log(
      `  ${line.sku}\t${line.shippedQuantity}/${line.quantity} shipped` +
        (line.cancelledQuantity
          ? `\t${line.cancelledQuantity} cancelled (${line.cancelReason})`
          : '') +
        (line.backorderedUntil
          ? `\tbackordered until ${line.backorderedUntil}`
          : ''),
    )
  for (const s of order.shipments ?? [])
    console.log(
      `  shipment ${s.carrier} ${s.trackingNumber}\t${s.deliveredAt ? `delivered ${s.deliveredAt}` : `shipped ${s.shippedAt}`}\t` +
        s.lines
          .map(
            (l) => `${l.quantity} × lot ${l.lotNumber} (exp. ${l.lotExpiry})`,
          )
          .join(', '),
    )
  for (const r of order.returns ?? []) printReturn(r, '  return ')
}

function printReturn(r, prefix = '') {
  console.log(
    `${prefix}${r.id}\t${r.orderNumber ? `${r.orderNumber}\t` : ''}${r.state}\t${r.reason}` +
      (r.rmaNumber ? `\tRMA ${r.rmaNumber}` : '') +
      (r.refusalReason ? `\trefused: ${r.refusalReason}` : '') +
      `\t` +
      r.lines
        .map((l) => `${l.quantity} × line ${l.orderItemId} lot ${l.lotNumber}`)
        .join(', '),
  )
}

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2)
  const { options, rest } = parse(args)
  const change = async (path, body) => {
    const answer = await operatorJson(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: options['idempotency-key']
        ? { 'idempotency-key': options['idempotency-key'] }
        : {},
    })
    if (answer.order) printOrder(answer.order)
    return answer
  }
  const order = (n) => `/orders/${encodeURIComponent(n)}`
  const need = (count) => {
    if (rest.length !== count) throw new CommandError(USAGE, 2)
    return rest
  }
  switch (command) {
    case 'list': {
      need(0)
      const { orders } = await operatorJson(
        `/orders${qs({ state: options.state, from: options.from, to: options.to, limit: options.limit })}`,
      )
      if (!orders.length) console.log('No orders.')
      for (const o of orders) printOrder(o)
      return
    }
    case 'show': {
      const [number] = need(1)
      printOrder((await operatorJson(order(number))).order)
      return
    }
    case 'ack': {
      const [number, distributorOrderNumber] = need(2)
      await change(`${order(number)}/acknowledge`, {
        distributorOrderNumber,
        ...(options.expected ? { expectedDelivery: options.expected } : {}),
      })
      return
    }
    case 'ship': {
      const [number] = need(1)
      await change(`${order(number)}/shipments`, shipmentBody(options))
      return
    }
    case 'backorder': {
      const [number, sku, until] = need(3)
      await change(`${order(number)}/backorder`, { sku, until })
      return
    }
    case 'cancel-line': {
      const [number, sku, reason] = need(3)
      await change(`${order(number)}/cancel-line`, { sku, reason })
      return
    }
    case 'deliver': {
      const [number] = need(1)
      await change(
        `${order(number)}/deliver`,
        options.tracking ? { trackingNumber: options.tracking } : {},
      )
      return
    }
    case 'returns': {
      need(0)
      const { returns } = await operatorJson(
        `/returns${qs({ state: options.state })}`,
      )
      if (!returns.length) console.log('No returns.')
      for (const r of returns) printReturn(r)
      return
    }
    case 'accept-return': {
      const [id, rmaNumber, instructions] = need(3)
      const { return: r } = await change(
        `/returns/${encodeURIComponent(id)}/accept`,
        {
          rmaNumber,
          instructions,
        },
      )
      printReturn(r, 'Accepted return ')
      return
    }
    case 'refuse-return': {
      const [id, reason] = need(2)
      const { return: r } = await change(
        `/returns/${encodeURIComponent(id)}/refuse`,
        {
          reason,
        },
      )
      printReturn(r, 'Refused return ')
      return
    }
    default:
      throw new CommandError(USAGE, 2)
  }
})
