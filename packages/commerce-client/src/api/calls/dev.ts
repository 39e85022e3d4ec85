import { z } from 'zod'
import { outboxMessagesQuery } from '../../generated/commerce/answers.js'
import { defineCalls } from '../define.js'

// Tools for a development machine only: in production the API answers these with 404.
export const devCalls = defineCalls({
  'GET /dev/outbox': {
    summary:
      'The e-mails the shop would have sent, newest first, with their text and HTML parts (development only: 404 in production)',
    tag: 'dev',
    auth: false,
    response: z.strictObject({
      messages: outboxMessagesQuery.shape.outboxMessages,
    }),
  },
})
