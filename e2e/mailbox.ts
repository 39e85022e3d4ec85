import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

// The e2e stack sends its e-mail through SMTP, as a deployment does (`SMTP_URL`), to a receiver
// started by the global setup; it keeps each message as a file the tests read.

/**
 * Starts the SMTP receiver. Every accepted message is kept parsed (`received`, for a test in the
 * same process) and, with `dir`, written there as an `.eml` file (for tests in other processes).
 */
export async function startMailReceiver(dir?: string) {
  if (dir) mkdirSync(dir, { recursive: true })
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        parseMail(raw).then((mail) => {
          received.push(mail)
          if (dir)
            writeFileSync(
              join(dir, `${String(received.length).padStart(6, '0')}.eml`),
              raw,
            )
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
}

async function parseMail(raw: Buffer): Promise<ReceivedMail> {
  const mail = await simpleParser(raw)
  const to = [mail.to ?? []]
    .flat()
    .flatMap((a) => a.value.map((v) => v.address ?? ''))
    .join(', ')
  return {
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  }
}

const readMailbox = (dir: string) =>
  Promise.all(
    readdirSync(dir)
      .sort()
      .map((file) => parseMail(readFileSync(join(dir, file)))),
  )

/**
 * Waits for the newest message to `to` whose subject matches, and answers it: from `mailbox`, a
 * receiver's folder or its list of messages.
 */
export async function waitForMail(
  mailbox: string | readonly ReceivedMail[],
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const mails =
      typeof mailbox === 'string' ? await readMailbox(mailbox) : mailbox
    const found = [...mails]
      .reverse()
      .find((mail) => mail.to === to && subject.test(mail.subject))
    if (found) return found
    if (Date.now() > until)
      throw new Error(`No e-mail to ${to} matching ${subject} arrived.`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The first link in a message's text part that starts with `prefix` (a URL of the shop). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!link) throw new Error(`"${mail.subject}" has no link to ${prefix}`)
  return link
}
