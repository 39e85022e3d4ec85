import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { url, useTestShop } from '../../test-shop'

// `npm run operator -- create|list|revoke|audit` against a running backend.
useTestShop()

const run = promisify(execFile)
const script = fileURLToPath(
  new URL('../../../scripts/operator.mjs', import.meta.url),
)
const env = (extra: Record<string, string>) => ({
  ...process.env,
  COMMERCE_URL: `${url}/graphql/commerce`,
  COMMERCE_SERVICE_SECRET: '',
  OPERATOR_KEY: '',
  ...extra,
})
const operator = (args: string[], extra: Record<string, string>) =>
  run(process.execPath, [script, ...args], { env: env(extra) })

// Each step starts Node: seconds each on a busy 2-core machine.
it(
  'creates a key (shown once), lists it, lets it work, revokes it and shows the audit',
  { timeout: 60_000 },
  async () => {
    const secret = { COMMERCE_SERVICE_SECRET: TEST_SERVICE_SECRET }
    const created = await operator(
      ['create', '--name', 'warehouse', '--scope', 'keys,orders'],
      secret,
    )
    // Not `\b`: a key may end in `-`, which is no word character (1 key in 64 was missed).
    const key = /(?<![\w-])(op_[\w-]{32})(?![\w-])/.exec(created.stdout)?.[1]
    expect(key).toBeDefined()
    expect(created.stdout).toMatch(/shown this once/)

    // The key itself lists the keys (it has the scope `keys`); the list never shows a key.
    const listed = await operator(['list'], { OPERATOR_KEY: key! })
    expect(listed.stdout).toMatch(
      new RegExp(
        `warehouse\\s+${key!.slice(0, 11)}\\s+keys,orders\\s+\\S+\\s+\\S+\\s+-$`,
        'm',
      ),
    )
    expect(listed.stdout).not.toContain(key!.slice(11))

    // A pasted whole key is revoked by its prefix.
    await operator(['revoke', key!], secret)
    await expect(
      operator(['list'], { OPERATOR_KEY: key! }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/revoked/),
    })

    const audit = await operator(['audit', '--limit', '2'], secret)
    const lines = audit.stdout.trim().split('\n')
    expect(lines[1]).toMatch(/service secret\s+keys\.revoke\s+warehouse/)
    expect(lines[2]).toMatch(/service secret\s+keys\.create\s+warehouse/)
    expect(audit.stdout).not.toContain(key!.slice(11))

    // Refused input exits 1 with the violations; a usage error or no backend exits 2.
    await expect(
      operator(['create', '--name', 'x', '--scope', 'everything'], secret),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/scopes: Give one or more of/),
    })
    await expect(operator(['rotate'], secret)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Usage/),
    })
    await expect(
      operator(['list'], { ...secret, COMMERCE_URL: 'http://127.0.0.1:9' }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/does not answer/),
    })
  },
)
