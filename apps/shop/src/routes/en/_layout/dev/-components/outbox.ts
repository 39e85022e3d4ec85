import type { ApiAnswer } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '#lib/api'
import type { Api } from '#lib/api'

export type OutboxMessage = ApiAnswer<'GET /dev/outbox'>['messages'][number]

/**
 * The outbox's messages, newest first; null where the API has no outbox (it answers 404 outside
 * development), which the page shows as "not available" rather than as an error.
 */
export const outboxQuery = (api: Api) =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: () =>
      api
        .get('/dev/outbox')
        .then(({ messages }) => newestFirst(messages))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        }),
    // A message may arrive any moment: every visit asks again.
    staleTime: 0,
  })

export function newestFirst(messages: readonly OutboxMessage[]) {
  return [...messages].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  )
}

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
