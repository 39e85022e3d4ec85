import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCommerceBackend } from '../../app'
import { openDatabase } from '../../db/client'
import type { DatabaseHandle } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from './outbox'
import { createMailTransport } from './transport'
import { MailWorker } from './worker'

// Without an SMTP server: each message becomes an .eml file in the data directory's outbox.

const FROM = 'Clinic Supply <orders@clinic-supply.example>'

let dir: string
let handle: DatabaseHandle

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mail-outbox-'))
  handle = await openDatabase({ dataDir: 'memory://' })
}, 60_000)

afterAll(async () => {
  await handle?.close()
  rmSync(dir, { recursive: true, force: true })
})

const message = (n: number) => ({
  kind: 'password-reset',
  to: `buyer${n}@clinic.example`,
  subject: `Reset your password (${n})`,
  text: `Open the link to choose a new password (${n}).`,
  html: `<p>Open the link to choose a new password (${n}).</p>`,
})

describe('the file outbox', () => {
  it('writes one parseable .eml per message, named by time and id', async () => {
    const outboxDir = join(dir, 'outbox')
    const transport = createMailTransport({ from: FROM, outboxDir })
    await enqueueMail(handle.db, message(1))
    await enqueueMail(handle.db, message(2))
    expect(await new MailWorker(handle.db, transport).runOnce()).toBe(2)
    transport.close()

    const rows = await handle.db
      .select()
      .from(t.outboxMessages)
      .orderBy(t.outboxMessages.id)
    const files = readdirSync(outboxDir).sort()
    expect(files).toHaveLength(2)
    for (const [i, file] of files.entries()) {
      const row = rows[i]
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{8}\.eml$/)
      expect(file).toContain(String(row?.id).padStart(8, '0'))
      const raw = readFileSync(join(outboxDir, file))
      // RFC 822 line ends, as over SMTP.
      expect(raw.toString('latin1')).toMatch(/\r\n/)
      expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/)
      const mail = await simpleParser(raw)
      expect(mail.messageId).toBe(row?.messageId)
      expect(mail.from?.value).toEqual([
        { name: 'Clinic Supply', address: 'orders@clinic-supply.example' },
      ])
      expect([mail.to].flat()[0]?.text).toBe(`buyer${i + 1}@clinic.example`)
      expect(mail.subject).toBe(`Reset your password (${i + 1})`)
      expect(mail.text?.trim()).toBe(
        `Open the link to choose a new password (${i + 1}).`,
      )
      expect(mail.html).toBe(
        `<p>Open the link to choose a new password (${i + 1}).</p>`,
      )
      expect(row?.sentAt).toBeInstanceOf(Date)
    }
  })

  it('runs with the backend: started by listen, woken by a new message, stopped by close', async () => {
    const outboxDir = join(dir, 'backend-outbox')
    const backend = await createCommerceBackend({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      tokenSecret: 'mail-test',
      serviceSecret: 'mail-test',
      production: false,
      seed: false,
      // A minute between polls: the message goes out with the first round or on the wake-up.
      mail: { from: FROM, outboxDir, pollMs: 60_000 },
    })
    await backend.listen()
    await enqueueMail(backend.database.db, message(3))
    backend.mail.wake()
    await vi.waitFor(() => expect(readdirSync(outboxDir)).toHaveLength(1), {
      timeout: 5_000,
    })
    await backend.close()
  }, 60_000)
})
