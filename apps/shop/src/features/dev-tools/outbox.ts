import type { OutboxMessage } from './outbox-query'

export type OutboxState = 'sent' | 'failed' | 'pending'

/** Sent once it went out; failed once the outbox gave up on it; else still waiting. */
export const outboxState = (message: OutboxMessage): OutboxState =>
  message.sentAt ? 'sent' : message.failedAt ? 'failed' : 'pending'

const TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
})

/** In UTC, so the server's render and the browser's agree whatever their time zones. */
export function formatOutboxTime(iso: string) {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : `${TIME.format(time)} UTC`
}

/** A web address in a message's text, without the punctuation that ends its sentence. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g
const TRAILING = /[.,;:!?)\]]+$/

export type TextPart = { text: string } | { href: string }

/**
 * A message's text part cut into plain text and web addresses, so the page shows the addresses as
 * links (only http and https, never `javascript:`).
 */
export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '')
    const start = match.index
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ href })
    last = start + href.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
