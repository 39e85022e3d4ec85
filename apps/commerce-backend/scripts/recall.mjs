// `npm run recall -- LOT "reason" ["what to do"]`: records the recall of a lot in the running
// commerce backend. Every practice that received the lot gets a notice in the shop and an e-mail.
// The backend is COMMERCE_URL (default: the one `npm start` runs), called with
// COMMERCE_SERVICE_SECRET, or outside production with the secret it keeps in its data directory.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const [lotNumber, reason, action] = process.argv.slice(2)
if (!lotNumber || !reason) {
  console.error('Usage: npm run recall -- LOT "reason" ["what to do"]')
  process.exit(2)
}
const dataDir =
  process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url))
const secretFile = join(dataDir, 'service-secret')
const secret =
  process.env.COMMERCE_SERVICE_SECRET ??
  (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '')
if (!secret) {
  console.error(
    'Set COMMERCE_SERVICE_SECRET (the backend’s service secret), or start the shop with `npm start` first.',
  )
  process.exit(2)
}
const url =
  process.env.COMMERCE_URL ??
  `http://127.0.0.1:${process.env.BACKEND_PORT ?? 4000}/graphql/commerce`
const query = `mutation ($lotNumber: String!, $reason: String!, $action: String) {
  recordLotRecall(lotNumber: $lotNumber, reason: $reason, action: $action) {
    __typename
    ... on LotRecallRecorded { recall { lotNumber reason action recordedAt } companiesNotified }
    ... on Problem { message }
    ... on ValidationError { violations { propertyPath message } }
  }
}`
let response
try {
  response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-service-secret': secret,
    },
    body: JSON.stringify({
      query,
      variables: { lotNumber, reason, action: action ?? null },
    }),
  })
} catch (error) {
  console.error(
    `The commerce backend at ${url} does not answer: ${error.message}`,
  )
  process.exit(1)
}
const { data, errors } = await response.json()
if (errors?.length) {
  console.error(errors.map((e) => e.message).join('\n'))
  process.exit(1)
}
const answer = data.recordLotRecall
if (answer.__typename !== 'LotRecallRecorded') {
  console.error(answer.message)
  for (const v of answer.violations ?? [])
    console.error(`  ${v.propertyPath}: ${v.message}`)
  process.exit(1)
}
console.log(
  `Lot ${answer.recall.lotNumber} is recalled (${answer.recall.recordedAt}): ${answer.companiesNotified} practice(s) newly notified.`,
)
