// `npm run recall -- LOT "reason" ["what to do"]`: records the recall of a lot in the running
// commerce backend (`POST /operator/v1/recalls`, scope recalls, audited). Every practice that
// received the lot gets a notice in the shop and an e-mail. Who calls: see operator-client.mjs.
import { CommandError, operatorJson, runCommand } from './operator-client.mjs'

await runCommand(async () => {
  const [lotNumber, reason, action] = process.argv.slice(2)
  if (!lotNumber || !reason)
    throw new CommandError(
      'Usage: npm run recall -- LOT "reason" ["what to do"]',
      2,
    )
  const answer = await operatorJson('/recalls', {
    method: 'POST',
    body: JSON.stringify({ lotNumber, reason, action: action ?? null }),
  })
  console.log(
    `Lot ${answer.recall.lotNumber} is recalled (${answer.recall.recordedAt}): ${answer.companiesNotified} practice(s) newly notified.`,
  )
})
