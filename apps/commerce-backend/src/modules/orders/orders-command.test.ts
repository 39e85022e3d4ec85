import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  cartOf,
  checkout,
  newBuyer,
  newProduct,
  url,
  useTestShop,
} from '../../test-shop'

// `npm run orders -- …` against a running backend: the distributor's whole day with one order.
useTestShop()

const run = promisify(execFile)
const script = fileURLToPath(
  new URL('../../../scripts/orders.mjs', import.meta.url),
)
const orders = (args: string[]) =>
  run(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      COMMERCE_URL: `${url}/graphql/commerce`,
      COMMERCE_SERVICE_SECRET: TEST_SERVICE_SECRET,
    },
  })

/** The exit code and standard error of a command that fails. */
async function refused(args: string[]) {
  try {
    await orders(args)
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string }
    return { code, stderr }
  }
  throw new Error('the command succeeded')
}

// It starts the command several times: seconds each on a busy 2-core machine.
it(
  'acknowledges, ships from flags and from a CSV file, backorders, delivers and lists an order',
  { timeout: 90_000 },
  async () => {
    const buyer = await newBuyer('cli')
    const a = await newProduct('CLI-A', 100)
    const b = await newProduct('CLI-B', 100)
    cartOf(await add(buyer.token, buyer.cart.token, a.id, 4))
    cartOf(await add(buyer.token, buyer.cart.token, b.id, 1))
    const order = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    const number = order.number ?? ''

    const listed = await orders(['list', '--state', 'PLACED', '--limit', '500'])
    expect(listed.stdout).toContain(`${number}\tPLACED`)
    expect(
      (await orders(['ack', number, 'WH-77', '--expected', '2027-02-01']))
        .stdout,
    ).toContain(`${number}\tCONFIRMED`)
    const again = await refused(['ack', number, 'WH-78'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('WH-77')

    const shipped = await orders([
      'ship',
      number,
      '--carrier',
      'UPS',
      '--tracking',
      '1ZCLI1',
      '--line',
      'CLI-A:2:LOT-CLI-A1:2028-05-31',
    ])
    expect(shipped.stdout).toContain('CLI-A\t2/4 shipped')
    expect(shipped.stdout).toContain('2 × lot LOT-CLI-A1 (exp. 2028-05-31)')

    const dir = mkdtempSync(join(tmpdir(), 'orders-cli-'))
    const csv = join(dir, 'parcel.csv')
    writeFileSync(
      csv,
      'sku,quantity,lotNumber,lotExpiry\nCLI-A,3,LOT-CLI-A2,2028-06-30\n',
    )
    const tooMany = await refused([
      'ship',
      number,
      '--carrier',
      'FedEx',
      '--tracking',
      '7700CLI',
      '--file',
      csv,
    ])
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toContain('lines[0].quantity: Only 2 of CLI-A')
    writeFileSync(
      csv,
      'sku,quantity,lotNumber,lotExpiry\nCLI-A,2,LOT-CLI-A2,2028-06-30\n',
    )
    expect(
      (
        await orders([
          'ship',
          number,
          '--carrier',
          'FedEx',
          '--tracking',
          '7700CLI',
          '--file',
          csv,
        ])
      ).stdout,
    ).toContain('CLI-A\t4/4 shipped')
    expect(
      (await orders(['backorder', number, 'CLI-B', '2027-03-15'])).stdout,
    ).toContain('backordered until 2027-03-15')
    expect(
      (await orders(['cancel-line', number, 'CLI-B', 'Discontinued'])).stdout,
    ).toMatch(/^SO-\d+\tSHIPPED/)
    expect((await orders(['deliver', number])).stdout).toMatch(
      /^SO-\d+\tDELIVERED/,
    )
    expect((await orders(['show', number])).stdout).toContain(
      '1 cancelled (Discontinued)',
    )
    expect((await refused(['ship', number])).code).toBe(2)
  },
)
