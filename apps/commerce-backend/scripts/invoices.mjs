// `npm run invoices -- …`: the distributor's accounts team on the running commerce backend,
// through the operator API (scope invoices, audited; decision 037). Who calls: see
// operator-client.mjs. Amounts are US dollars with at most two decimals ("1250", "99.95").
//   list [--state OPEN|PAID]                     every invoice, oldest number first
//   pay NUMBER [--amount USD]                    records a bank transfer (default: what is due)
//   terms NPI --days N [--credit-limit USD]      sets a practice's terms (and its credit limit)
import { CommandError, operatorJson, runCommand } from './operator-client.mjs'

const USAGE = `Usage: npm run invoices -- list [--state OPEN|PAID]
                        | pay NUMBER [--amount USD]
                        | terms NPI --days N [--credit-limit USD]`

const VALUED = new Set(['state', 'amount', 'days', 'credit-limit'])

/** `--name value` options and the remaining arguments. */
function parse(args) {
  const options = {}
  const rest = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg.startsWith('--')) {
      const name = arg.slice(2)
      const value = args[++i]
      if (!VALUED.has(name) || value === undefined)
        throw new CommandError(USAGE, 2)
      options[name] = value
    } else rest.push(arg)
  }
  return { options, rest }
}

/** "99.95" → 9995: read as text, so no binary fraction ever rounds a cent away. */
function centsOf(usd, option) {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(usd.trim())
  if (!match)
    throw new CommandError(
      `--${option} is an amount in dollars with at most two decimals, like 99.95.`,
      2,
    )
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

const dollars = (cents) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

const printInvoice = (i) =>
  console.log(
    [
      i.number,
      i.state,
      `company ${i.companyId}`,
      `issued ${i.issuedAt.slice(0, 10)}`,
      `due ${i.dueOn}`,
      `total ${dollars(i.totalCents)}`,
      `paid ${dollars(i.paidCents)}`,
      `due ${dollars(i.dueCents)}`,
    ].join('\t'),
  )

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2)
  const { options, rest } = parse(args)
  switch (command) {
    case 'list': {
      if (rest.length) throw new CommandError(USAGE, 2)
      const state = options.state
        ? `?state=${encodeURIComponent(options.state)}`
        : ''
      const { invoices } = await operatorJson(`/invoices${state}`)
      if (!invoices.length) console.log('No invoices.')
      for (const i of invoices) printInvoice(i)
      return
    }
    case 'pay': {
      if (rest.length !== 1) throw new CommandError(USAGE, 2)
      const body =
        options.amount === undefined
          ? {}
          : { amountCents: centsOf(options.amount, 'amount') }
      const { invoice } = await operatorJson(
        `/invoices/${encodeURIComponent(rest[0])}/payments`,
        { method: 'POST', body: JSON.stringify(body) },
      )
      printInvoice(invoice)
      return
    }
    case 'terms': {
      if (rest.length !== 1 || options.days === undefined)
        throw new CommandError(USAGE, 2)
      if (!/^\d{1,3}$/.test(options.days))
        throw new CommandError('--days is a whole number of days.', 2)
      const { terms } = await operatorJson(
        `/companies/${encodeURIComponent(rest[0])}/billing`,
        {
          method: 'PUT',
          body: JSON.stringify({
            termDays: Number(options.days),
            creditLimitCents:
              options['credit-limit'] === undefined
                ? null
                : centsOf(options['credit-limit'], 'credit-limit'),
          }),
        },
      )
      console.log(
        `${terms.npi}: Net ${terms.termDays}, ` +
          (terms.creditLimitCents === null
            ? 'no credit limit.'
            : `credit limit ${dollars(terms.creditLimitCents)}.`),
      )
      return
    }
    default:
      throw new CommandError(USAGE, 2)
  }
})
