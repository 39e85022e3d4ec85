import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

// The e2e stack sends its e-mail through SMTP, as a deployment does (`SMTP_URL`), to a receiver
// started by the global setup; it keeps each message as a file the tests read.

/** Starts the SMTP receiver; every accepted message is written to `dir` as an `.eml` file. */
export async function startMailReceiver(dir: string) {
  mkdirSync(dir, { recursive: true })
  let received = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received += 1
        writeFileSync(
          join(dir, `${String(received).padStart(6, '0')}.eml`),
          Buffer.concat(chunks),
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
}

async function readMailbox(dir: string): Promise<ReceivedMail[]> {
  const files = readdirSync(dir).sort()
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(join(dir, file)))
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
    }),
  )
}

/** Waits for the newest message to `to` whose subject matches, and answers it. */
export async function waitForMail(
  dir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = (await readMailbox(dir))
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
