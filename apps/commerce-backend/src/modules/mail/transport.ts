import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { SendMailOptions } from 'nodemailer'
import type { OutboxRow } from './outbox'

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Clinic Supply <orders@clinic-supply.example>'

export interface MailTransportConfig {
  /** `smtp://user:pass@host:587` (or `smtps://…`): send through this SMTP server. */
  smtpUrl?: string
  /** The From address of every message, e.g. `Clinic Supply <orders@clinic-supply.example>`. */
  from: string
  /** Without an SMTP server: write each message as an `.eml` file into this folder. */
  outboxDir?: string
}

/** Where the mail worker hands a message: resolves once it is delivered, rejects if it is not. */
export interface MailTransport {
  /** `signal` ends the attempt, so it cannot outlive the worker's lease on the message. */
  send(message: OutboxRow, signal: AbortSignal): Promise<void>
  close(): void
}

/**
 * The message as sent: both parts, and the row's Message-ID and creation time, so every attempt
 * carries the same headers and a receiver can drop a repeat.
 */
function mailOf(message: OutboxRow, from: string): SendMailOptions {
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    date: message.createdAt,
  }
}

/**
 * Sorts by creation time, then id; the same name on every attempt, so a retried write replaces
 * the file instead of adding a second one.
 */
function emlFileName(message: OutboxRow): string {
  const time = message.createdAt.toISOString().replace(/[:.]/g, '-')
  return `${time}-${String(message.id).padStart(8, '0')}.eml`
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Nodemailer waits minutes by default; a dead server should fail the attempt quickly. Options
    // in the URL's query (`?socketTimeout=60000`) win over these.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async send(message, signal) {
      await transport.sendMail({ ...mailOf(message, from), signal })
    },
    close: () => transport.close(),
  }
}

function fileTransport(outboxDir: string, from: string): MailTransport {
  // Builds the raw RFC 822 message with CRLF line ends, as it would go over SMTP.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  return {
    async send(message, signal) {
      const info = await composer.sendMail({ ...mailOf(message, from), signal })
      if (!Buffer.isBuffer(info.message))
        throw new Error('The message was not built into a buffer.')
      await mkdir(outboxDir, { recursive: true })
      const file = join(outboxDir, emlFileName(message))
      // Written aside and renamed, so whoever reads the folder never sees half a message.
      await writeFile(`${file}.tmp`, info.message, { signal })
      await rename(`${file}.tmp`, file)
    },
    close: () => composer.close(),
  }
}

/** Delivers nothing and always succeeds: the table is the only record of the message. */
const noTransport: MailTransport = {
  send: () => Promise.resolve(),
  close: () => undefined,
}

/**
 * The transport the configuration asks for: SMTP with `smtpUrl`, else `.eml` files in
 * `outboxDir`, else none (a throw-away database keeps its messages in the table only).
 */
export function createMailTransport(
  config: MailTransportConfig,
): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.from)
  if (config.outboxDir) return fileTransport(config.outboxDir, config.from)
  return noTransport
}
