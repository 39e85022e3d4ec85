import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  AddToCartDocument,
  AddressesDocument,
  AuthorizeDocument,
  CartDocument,
  PlaceOrderDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentProviderDocument,
  createCommerceClient,
} from '@shop/commerce-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCommerceBackend } from './app'

/** Postgres server binaries: on the PATH, or Debian's versioned folder. */
function findPgBin(): string | null {
  for (const dir of ['/usr/local/bin', '/usr/bin'])
    if (existsSync(join(dir, 'initdb'))) return dir
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return null
  const version = readdirSync(debian).sort().pop()
  return version && existsSync(join(debian, version, 'bin', 'initdb'))
    ? join(debian, version, 'bin')
    : null
}

const pgBin = findPgBin()
const asPostgres = process.getuid?.() === 0

function run(command: string, args: string[]) {
  const [file, argv] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args]
  execFileSync(file, argv, { stdio: 'pipe' })
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

// The same backend and migrations on a real Postgres server (DATABASE_URL), as production runs it.
// .ci/run installs Debian's postgresql when the binaries are missing, so CI always runs this.
describe.skipIf(!pgBin)('on a Postgres server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'))
  let backend: Awaited<ReturnType<typeof createCommerceBackend>>
  let commerce: ReturnType<typeof createCommerceClient>

  beforeAll(async () => {
    if (asPostgres) execFileSync('chown', ['postgres', dir])
    const port = await freePort()
    run(join(pgBin!, 'initdb'), [
      '-D',
      join(dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
    ])
    run(join(pgBin!, 'pg_ctl'), [
      '-D',
      join(dir, 'data'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ])
    backend = await createCommerceBackend({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      tokenSecret: 'pg-test-secret',
      serviceSecret: 'pg-test-service',
      production: false,
      seed: true,
    })
    commerce = createCommerceClient({
      endpoint: `${await backend.listen()}/graphql/commerce`,
    })
  }, 120_000)

  afterAll(async () => {
    await backend?.close()
    if (existsSync(join(dir, 'data')))
      run(join(pgBin!, 'pg_ctl'), [
        '-D',
        join(dir, 'data'),
        '-m',
        'fast',
        'stop',
      ])
    rmSync(dir, { recursive: true, force: true })
  })

  it('migrates, seeds, keeps parallel adds and places one order for concurrent calls', async () => {
    expect(backend.database.kind).toBe('postgres')
    const signIn = await commerce.request(AuthorizeDocument, {
      username: 'buyer@northside-clinic.example',
      password: 'demo1234',
    })
    if (signIn.authorize.__typename !== 'AuthorizeSuccess')
      throw new Error('sign-in failed')
    const token = signIn.authorize.token
    const { cart } = await commerce.request(CartDocument, {}, { token })
    await Promise.all(
      [1, 2, 3].map((quantity) =>
        commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: '1', quantity },
          { token },
        ),
      ),
    )
    const { cart: filled } = await commerce.request(CartDocument, {}, { token })
    expect(filled.items.find((i) => i.product.id === '1')?.quantity).toBe(6)
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    await commerce.request(
      SetCheckoutAddressesDocument,
      {
        token: cart.token,
        shippingAddressId: addresses[0]!.id,
        invoiceAddressId: addresses[0]!.id,
      },
      { token },
    )
    await commerce.request(
      SetCarrierDocument,
      { token: cart.token, carrierIdentifier: 'standard' },
      { token },
    )
    await commerce.request(
      SetPaymentProviderDocument,
      { token: cart.token, paymentProviderIdentifier: 'invoice' },
      { token },
    )
    const placed = await Promise.all(
      Array.from({ length: 8 }, () =>
        commerce.request(PlaceOrderDocument, { token: cart.token }, { token }),
      ),
    )
    const numbers = new Set(
      placed.map((r) =>
        r.placeOrder.__typename === 'CartSuccess'
          ? r.placeOrder.cart.number
          : r.placeOrder.__typename,
      ),
    )
    expect([...numbers]).toHaveLength(1)
    expect([...numbers][0]).toMatch(/^SO-\d+$/)
  })
})
