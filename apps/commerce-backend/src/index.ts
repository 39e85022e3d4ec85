import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCommerceBackend } from './app'
import { DEFAULT_MAIL_FROM } from './modules/mail'
import { seedScaleCatalogue } from './seed/scale'
import { salesSettingsFromEnv } from './sales-settings'

const production = process.env.NODE_ENV === 'production'
const dataDir =
  process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url))
const inMemory = dataDir.startsWith('memory://')

/** A dev token secret kept beside the data, so sessions survive a restart; production must set one. */
function tokenSecret(): string {
  if (process.env.COMMERCE_TOKEN_SECRET)
    return process.env.COMMERCE_TOKEN_SECRET
  if (production && process.env.DATABASE_URL)
    throw new Error('COMMERCE_TOKEN_SECRET must be set in production.')
  if (inMemory) return randomBytes(32).toString('hex')
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'token-secret')
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/** DATABASE_POOL_SIZE: a whole number of connections from 1, or unset for the default. */
function poolSize(): number | undefined {
  const value = process.env.DATABASE_POOL_SIZE
  if (value === undefined || value === '') return undefined
  const size = Number(value)
  if (!Number.isInteger(size) || size < 1)
    throw new Error(
      `DATABASE_POOL_SIZE must be a whole number from 1, not "${value}".`,
    )
  return size
}

const smtpUrl = process.env.SMTP_URL || undefined
// Without an SMTP server, messages are written to the data directory (a throw-away database keeps
// them in its outbox table only): fine on a laptop, not what a deployment wants.
const outboxDir = inMemory ? undefined : join(dataDir, 'outbox')
if (production && !smtpUrl)
  console.warn(
    `SMTP_URL is not set: e-mail is not sent but ${outboxDir ? `written to ${outboxDir}` : 'kept in the database only'}.`,
  )

const serviceSecret = process.env.COMMERCE_SERVICE_SECRET
if (!serviceSecret && production)
  throw new Error('COMMERCE_SERVICE_SECRET must be set in production.')
// Outside production, the secret is kept beside the data (as the token secret is), so an operator
// command on this machine (`npm run recall`) can call the running backend with it.
if (serviceSecret && !production && !inMemory) {
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(join(dataDir, 'service-secret'), serviceSecret, { mode: 0o600 })
}

const backend = await createCommerceBackend({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '127.0.0.1',
  // join() would turn `memory://` into a folder named `memory:`.
  dataDir: inMemory ? dataDir : join(dataDir, 'pglite'),
  databaseUrl: process.env.DATABASE_URL,
  databasePoolSize: poolSize(),
  tokenSecret: tokenSecret(),
  serviceSecret: serviceSecret ?? randomBytes(32).toString('hex'),
  production,
  seed: process.env.SEED_DEMO_DATA !== 'false',
  scheduler: process.env.STANDING_ORDERS !== 'off',
  webhooks: { queue: process.env.WEBHOOKS !== 'off' },
  // End-to-end tests run the stack as in production and move its clock with this switch.
  movableClock: !production || process.env.COMMERCE_MOVABLE_CLOCK === 'true',
  publicUrl: process.env.PUBLIC_BASE_URL,
  corsOrigins: (process.env.COMMERCE_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  graphiql: process.env.COMMERCE_GRAPHIQL === 'true',
  currency: process.env.SHOP_CURRENCY,
  ...salesSettingsFromEnv(process.env),
  mail: {
    smtpUrl,
    from: process.env.MAIL_FROM || DEFAULT_MAIL_FROM,
    outboxDir,
  },
})
// SEED_SCALE_PRODUCTS=50000 grows the demo catalogue for scale benchmarks.
if (process.env.SEED_SCALE_PRODUCTS) {
  await seedScaleCatalogue(
    backend.database.db,
    Number(process.env.SEED_SCALE_PRODUCTS),
  )
}
const url = await backend.listen()
console.log(`Commerce backend ready on ${url} (${backend.database.kind})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void backend.close().then(() => process.exit(0)))
}
