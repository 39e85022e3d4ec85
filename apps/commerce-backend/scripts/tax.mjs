// `npm run tax:import -- FILE [--dry-run]`: replaces the sales-tax rate table with a CSV file
// (state, zip, rate, tax_class, name; docs/decisions/036-sales-tax.md), all or nothing.
// `npm run tax -- certificates | accept ID | refuse ID --reason TEXT`: the practices' exemption
// certificates. Both through the operator API (scope `invoices`). Exit codes: 0 done, 1 refused,
// 2 usage or no connection.
import { readFileSync } from 'node:fs'
import { CommandError, operatorJson, runCommand } from './operator-client.mjs'

const USAGE = `Usage: npm run tax:import -- FILE [--dry-run]
       npm run tax -- certificates | accept ID | refuse ID --reason TEXT`

async function importFile(args) {
  const dryRun = args.includes('--dry-run')
  const files = args.filter((a) => a !== '--dry-run')
  if (files.length !== 1 || files[0].startsWith('-'))
    throw new CommandError(USAGE, 2)
  let text
  try {
    text = readFileSync(files[0], 'utf8')
  } catch {
    throw new CommandError(`There is no file ${files[0]}.`, 2)
  }
  const result = await operatorJson(`/tax/rates?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: text,
  })
  console.log(
    `${dryRun ? 'Dry run, nothing changed' : 'Imported'}: ${result.rows} rates.`,
  )
}

async function certificates(args) {
  const [command, id] = args
  if (command === 'certificates' && args.length === 1) {
    const { certificates } = await operatorJson('/tax/certificates')
    for (const c of certificates)
      console.log(
        [
          c.id,
          c.status,
          c.state,
          c.number,
          `expires ${c.expiresOn}`,
          c.companyName,
        ].join('\t'),
      )
    return
  }
  if (command === 'accept' && id && args.length === 2) {
    const { certificate } = await operatorJson(
      `/tax/certificates/${encodeURIComponent(id)}/accept`,
      {
        method: 'POST',
      },
    )
    console.log(`Accepted: ${certificate.state} ${certificate.number}.`)
    return
  }
  const reasonAt = args.indexOf('--reason')
  if (
    command === 'refuse' &&
    id &&
    reasonAt === 2 &&
    args[3] &&
    args.length === 4
  ) {
    const { certificate } = await operatorJson(
      `/tax/certificates/${encodeURIComponent(id)}/refuse`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: args[3] }),
      },
    )
    console.log(`Refused: ${certificate.state} ${certificate.number}.`)
    return
  }
  throw new CommandError(USAGE, 2)
}

await runCommand(async () => {
  const [mode, ...args] = process.argv.slice(2)
  if (mode === 'import') await importFile(args)
  else await certificates([mode, ...args].filter((a) => a !== undefined))
})
