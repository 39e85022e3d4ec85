import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import type { AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { SMTPServerError } from 'smtp-server'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { openDatabase } from '../../db/client'
import type { Database, DatabaseHandle } from '../../db/client'
import * as t from '../../db/schema'
import { usePostgresServer } from '../../test-postgres'
import { enqueueMail } from './outbox'
import type { OutboxRow } from './outbox'
import { createMailTransport } from './transport'
import type { MailTransport } from './transport'
import { MailWorker, retryDelayMs } from './worker'
import type { MailWorkerOptions } from './worker'

// The mail worker against a real SMTP receiver: delivery, retries, leases and several workers.

const FROM = 'Clinic Supply <orders@clinic-supply.example>'

/** An SMTP server on a free port that keeps what it accepts, or refuses it when told to. */
async function startReceiver() {
  const raw: Buffer[] = []
  const state = { refuse: false }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret')
        callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (state.refuse) {
          const error: SMTPServerError = new Error('Mailbox busy, try later')
          error.responseCode = 451
          callback(error)
          return
        }
        raw.push(Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    state,
    raw,
    parsed: () => Promise.all(raw.map((message) => simpleParser(message))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []].flat().flatMap((a) => a.value.map((v) => v.address))

let handle: DatabaseHandle
let receiver: Awaited<ReturnType<typeof startReceiver>>
let smtp: MailTransport
let warn: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  ;[handle, receiver] = await Promise.all([
    openDatabase({ dataDir: 'memory://' }),
    startReceiver(),
  ])
  smtp = createMailTransport({ smtpUrl: receiver.url, from: FROM })
}, 60_000)

afterAll(async () => {
  smtp?.close()
  await receiver?.close()
  await handle?.close()
})

beforeEach(async () => {
  await handle.db.delete(t.outboxMessages)
  receiver.raw.length = 0
  receiver.state.refuse = false
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => warn.mockRestore())

const worker = (options: MailWorkerOptions = {}, transport = smtp) =>
  new MailWorker(handle.db, transport, options)

async function enqueue(db: Database, n: number) {
  for (let i = 1; i <= n; i++)
    await enqueueMail(db, {
      kind: 'order-confirmation',
      to: `buyer${i}@clinic.example`,
      subject: `Your order SO-${i}`,
      text: `Thank you for order SO-${i}.`,
      html: `<p>Thank you for order <b>SO-${i}</b>.</p>`,
    })
}

async function rows(db: Database = handle.db): Promise<OutboxRow[]> {
  return db.select().from(t.outboxMessages).orderBy(t.outboxMessages.id)
}

/** Rounds until one finds nothing more to send. */
async function drain(mailer: MailWorker) {
  while ((await mailer.runOnce()) > 0);
}

describe('the mail worker', () => {
  it('sends a message over SMTP with both parts and its Message-ID', async () => {
    await enqueue(handle.db, 1)
    expect(await worker().runOnce()).toBe(1)

    const [mail] = await receiver.parsed()
    const [row] = await rows()
    expect(receiver.raw).toHaveLength(1)
    expect(addresses(mail?.to)).toEqual(['buyer1@clinic.example'])
    expect(mail?.from?.value).toEqual([
      { name: 'Clinic Supply', address: 'orders@clinic-supply.example' },
    ])
    expect(mail?.subject).toBe('Your order SO-1')
    expect(mail?.messageId).toBe(row?.messageId)
    expect(mail?.text?.trim()).toBe('Thank you for order SO-1.')
    expect(mail?.html).toBe('<p>Thank you for order <b>SO-1</b>.</p>')
    expect(row).toMatchObject({
      attempts: 1,
      lockedUntil: null,
      lastError: null,
      failedAt: null,
    })
    expect(row?.sentAt).toBeInstanceOf(Date)
    // Sent is sent: the next round finds nothing.
    expect(await worker().runOnce()).toBe(0)
    expect(receiver.raw).toHaveLength(1)
  })

  it('keeps a refused message with its error, retries it once due, and sends it once', async () => {
    await enqueue(handle.db, 1)
    receiver.state.refuse = true
    const mailer = worker()
    expect(await mailer.runOnce()).toBe(0)

    const [failed] = await rows()
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null })
    expect(failed?.lockedUntil).toBeNull()
    expect(failed?.lastError).toContain('451 Mailbox busy, try later')
    // The first retry waits about 30 s.
    expect(failed?.sendAfter.getTime()).toBeGreaterThan(Date.now() + 20_000)
    expect(warn).toHaveBeenCalledTimes(1)

    // Not due yet: nothing is tried, even with the receiver accepting again.
    receiver.state.refuse = false
    expect(await mailer.runOnce()).toBe(0)
    expect(receiver.raw).toHaveLength(0)

    await handle.db.update(t.outboxMessages).set({ sendAfter: sql`now()` })
    expect(await mailer.runOnce()).toBe(1)
    expect(await mailer.runOnce()).toBe(0)
    expect(receiver.raw).toHaveLength(1)
    const [sent] = await rows()
    expect(sent).toMatchObject({ attempts: 2, lastError: null })
    expect(sent?.sentAt).toBeInstanceOf(Date)
    expect((await receiver.parsed())[0]?.messageId).toBe(sent?.messageId)
  })

  it('records a closed port as a failed attempt', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const closed = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
    })
    await enqueue(handle.db, 1)
    expect(await worker({}, closed).runOnce()).toBe(0)
    const [row] = await rows()
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null })
    expect(row?.lastError).toContain('ECONNREFUSED')
    closed.close()
  })

  it('gives a message up after its last attempt', async () => {
    const broken: MailTransport = {
      send: () => Promise.reject(new Error('  relay down \n')),
      close: () => undefined,
    }
    await enqueue(handle.db, 1)
    const mailer = worker({ maxAttempts: 2 }, broken)
    expect(await mailer.runOnce()).toBe(0)
    expect((await rows())[0]).toMatchObject({
      attempts: 1,
      failedAt: null,
      lastError: 'relay down',
    })
    await handle.db.update(t.outboxMessages).set({ sendAfter: sql`now()` })
    expect(await mailer.runOnce()).toBe(0)
    const [row] = await rows()
    expect(row).toMatchObject({ attempts: 2, lastError: 'relay down' })
    expect(row?.failedAt).toBeInstanceOf(Date)
    // Given up: never tried again.
    await handle.db.update(t.outboxMessages).set({ sendAfter: sql`now()` })
    expect(await mailer.runOnce()).toBe(0)
    expect((await rows())[0]?.attempts).toBe(2)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('sends every message exactly once with two workers taking rounds at once', async () => {
    await enqueue(handle.db, 23)
    const a = worker({ batchSize: 4 })
    const b = worker({ batchSize: 4 })
    await Promise.all([drain(a), drain(b), drain(a), drain(b)])
    await Promise.all([drain(a), drain(b)])

    const ids = (await receiver.parsed()).map((m) => m.messageId)
    expect(ids).toHaveLength(23)
    expect(new Set(ids).size).toBe(23)
    const all = await rows()
    expect(all.every((r) => r.sentAt && r.attempts === 1)).toBe(true)
  })

  it('takes over a message whose worker died mid-send once its lease has run out', async () => {
    await enqueue(handle.db, 2)
    const [crashed, leased] = await rows()
    // The first was claimed by a worker that died (its lease is over); the second is leased to
    // a live one.
    await handle.db
      .update(t.outboxMessages)
      .set({ attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(t.outboxMessages.id, crashed?.id ?? 0))
    await handle.db
      .update(t.outboxMessages)
      .set({ attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(t.outboxMessages.id, leased?.id ?? 0))

    expect(await worker().runOnce()).toBe(1)
    const mails = await receiver.parsed()
    expect(mails.map((m) => m.messageId)).toEqual([crashed?.messageId])
    const [retried, untouched] = await rows()
    expect(retried).toMatchObject({ attempts: 2, lockedUntil: null })
    expect(retried?.sentAt).toBeInstanceOf(Date)
    expect(untouched).toMatchObject({ attempts: 1, sentAt: null })
  })

  it('polls once started, goes at once when woken, and stops cleanly', async () => {
    const mailer = worker({ pollMs: 60_000 })
    mailer.start()
    await enqueue(handle.db, 1)
    mailer.wake()
    await vi.waitFor(() => expect(receiver.raw).toHaveLength(1), {
      timeout: 5_000,
    })
    await mailer.stop()
    await enqueue(handle.db, 1)
    mailer.wake()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(receiver.raw).toHaveLength(1)
  })

  it('waits 30 s, then twice as long each time, at most an hour, a little less at random', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ])
    expect(retryDelayMs(8, 0)).toBe(3_600_000)
    expect(retryDelayMs(50, 0)).toBe(3_600_000)
    expect(retryDelayMs(1, 1)).toBe(27_000)
  })
})

// Two backend instances on one Postgres server: each with its own connection pool and worker.
describe('on a Postgres server', () => {
  const postgres = usePostgresServer('mail-test')
  const instances: DatabaseHandle[] = []

  beforeAll(async () => {
    // One after the other: the second finds the migrations applied.
    for (let i = 0; i < 2; i++)
      instances.push(
        await openDatabase({ dataDir: 'memory://', databaseUrl: postgres.url }),
      )
  }, 120_000)

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()))
  })

  it('sends every message exactly once with two instances claiming at once', async () => {
    const [first, second] = instances
    if (!first || !second) throw new Error('no database')
    await enqueue(first.db, 40)
    const workers = [first, second].flatMap((instance) => [
      new MailWorker(instance.db, smtp, { batchSize: 3 }),
      new MailWorker(instance.db, smtp, { batchSize: 3 }),
    ])
    await Promise.all(workers.map(drain))
    await Promise.all(workers.map(drain))

    const ids = (await receiver.parsed()).map((m) => m.messageId)
    expect(ids).toHaveLength(40)
    expect(new Set(ids).size).toBe(40)
    const all = await rows(first.db)
    expect(all.every((r) => r.sentAt && r.attempts === 1)).toBe(true)
  }, 60_000)
})
