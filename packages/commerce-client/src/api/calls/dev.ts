import { z } from 'zod'
import { defineCalls } from '../define.js'

/** One e-mail of the outbox: its rendered parts and where its delivery stands. */
const outboxMessage = z.strictObject({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
})

// Tools for a development machine only: in production the API answers these with 404.
export const devCalls = defineCalls({
  'GET /dev/outbox': {
    summary:
      'The e-mails the shop would have sent, newest first, with their text and HTML parts (development only: 404 in production)',
    tag: 'dev',
    auth: false,
    response: z.strictObject({ messages: z.array(outboxMessage) }),
  },
})
