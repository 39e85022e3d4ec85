import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { RecallNoticesDocument } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as t from '../../db/schema'
import { DEMO_CUSTOMERS } from '../../seed/seed'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  backend,
  commerce,
  mailTo,
  signIn,
  url,
  useTestShop,
} from '../../test-shop'

// `npm run recall -- LOT "reason"`: the operators' command records a recall in the running backend.
useTestShop()

const run = promisify(execFile)
const script = fileURLToPath(
  new URL('../../../scripts/recall.mjs', import.meta.url),
)

// It starts the command three times: seconds each on a busy 2-core machine.
it(
  'records a recall of a lot a demo practice holds, and says how many practices it told',
  { timeout: 30_000 },
  async () => {
    const token = await signIn(1)
    const [lot] = await backend.database.db
      .select({ lotNumber: t.inventoryLots.lotNumber })
      .from(t.inventoryLots)
      .innerJoin(t.customers, eq(t.customers.id, t.inventoryLots.customerId))
      .where(eq(t.customers.email, DEMO_CUSTOMERS[1].email))
      .limit(1)
    const env = {
      ...process.env,
      COMMERCE_URL: `${url}/graphql/commerce`,
      COMMERCE_SERVICE_SECRET: TEST_SERVICE_SECRET,
    }
    const { stdout } = await run(
      process.execPath,
      [script, lot!.lotNumber, 'Labels show the wrong expiry date.'],
      { env },
    )
    expect(stdout).toMatch(
      new RegExp(
        `Lot ${lot!.lotNumber} is recalled .*: 1 practice\\(s\\) newly notified`,
      ),
    )
    const { recallNotices } = await commerce.request(
      RecallNoticesDocument,
      {},
      { token },
    )
    expect(recallNotices.map((n) => n.recall.lotNumber)).toContain(
      lot!.lotNumber,
    )
    expect(
      (await mailTo(DEMO_CUSTOMERS[1].email)).map((m) => m.kind),
    ).toContain('lot-recall')

    // A wrong secret or a missing reason: it says why and exits non-zero, recording nothing.
    await expect(
      run(process.execPath, [script, 'L-OTHER', 'Reason'], {
        env: { ...env, COMMERCE_SERVICE_SECRET: 'wrong' },
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Not allowed/),
    })
    await expect(
      run(process.execPath, [script, 'L-OTHER'], { env }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) })
  },
)
