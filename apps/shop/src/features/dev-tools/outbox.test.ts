import { describe, expect, it } from 'vitest'
import { formatOutboxTime, outboxState, textWithLinks } from './outbox'
import { newestFirst } from './outbox-query'
import type { OutboxMessage } from './outbox-query'

const message = (patch: Partial<OutboxMessage>): OutboxMessage => ({
  id: '1',
  kind: 'password-reset',
  recipient: 'buyer@clinic.example',
  subject: 'Set a new password',
  text: '',
  html: '',
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: null,
  attempts: 0,
  lastError: null,
  failedAt: null,
  ...patch,
})

describe('textWithLinks', () => {
  it('turns web addresses into links and keeps the sentence’s full stop as text', () => {
    expect(
      textWithLinks(
        'Open http://localhost:3000/en/auth/reset-password?token=ab_c-1. It works for one hour.',
      ),
    ).toEqual([
      { text: 'Open ' },
      { href: 'http://localhost:3000/en/auth/reset-password?token=ab_c-1' },
      { text: '. It works for one hour.' },
    ])
  })

  it('links only http and https addresses', () => {
    expect(textWithLinks('javascript:alert(1) and mailto:a@b.example')).toEqual(
      [{ text: 'javascript:alert(1) and mailto:a@b.example' }],
    )
    expect(textWithLinks('(https://shop.example/en)')).toEqual([
      { text: '(' },
      { href: 'https://shop.example/en' },
      { text: ')' },
    ])
  })
})

describe('outboxState', () => {
  it('tells sent, failed and pending messages apart', () => {
    expect(outboxState(message({ sentAt: '2026-11-24T10:00:01Z' }))).toBe(
      'sent',
    )
    expect(outboxState(message({ failedAt: '2026-11-24T10:05:00Z' }))).toBe(
      'failed',
    )
    expect(outboxState(message({ attempts: 2 }))).toBe('pending')
  })
})

describe('newestFirst and formatOutboxTime', () => {
  it('puts the newest message first and writes times in UTC', () => {
    const older = message({ id: 'a', createdAt: '2026-11-24T09:00:00Z' })
    const newer = message({ id: 'b', createdAt: '2026-11-24T11:00:00Z' })
    expect(newestFirst([older, newer]).map((m) => m.id)).toEqual(['b', 'a'])
    expect(formatOutboxTime('2026-11-24T11:00:00Z')).toBe(
      'Nov 24, 2026, 11:00:00 AM UTC',
    )
    expect(formatOutboxTime('not a date')).toBe('not a date')
  })
})
