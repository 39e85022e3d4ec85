import { EN_MESSAGES } from '@shop/i18n'
import { I18nMessagesProvider } from '@shop/i18n/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OutboxList } from './outbox-list'
import type { OutboxMessage } from './outbox-query'

const RESET: OutboxMessage = {
  id: 'm1',
  kind: 'password-reset',
  recipient: 'ana@clinic.example',
  subject: 'Set a new password',
  text: 'Open http://localhost:3000/en/auth/reset-password?token=abc to set it.',
  html: '<p>Open <a href="http://localhost:3000/en/auth/reset-password?token=abc">the link</a></p><script>parent.alert(1)</script>',
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: null,
  attempts: 3,
  lastError: 'SMTP refused',
  failedAt: '2026-11-24T10:30:00.000Z',
}

describe('OutboxList', () => {
  it('lists a message by subject, recipient and state, and opens it to its parts', () => {
    render(
      <I18nMessagesProvider messages={EN_MESSAGES}>
        <OutboxList messages={[RESET]} />
      </I18nMessagesProvider>,
    )
    const summary = screen.getByText('Set a new password').closest('summary')
    expect(summary?.textContent).toContain('To: ana@clinic.example')
    expect(summary?.textContent).toContain('Failed')
    expect(summary?.textContent).toContain('3 attempts')
    // Closed, the parts are not rendered at all.
    expect(screen.queryByTitle(/^HTML part/)).toBe(null)
    const details = summary?.parentElement as HTMLDetailsElement
    details.open = true
    fireEvent(details, new Event('toggle'))
    screen.getByText('Last error: SMTP refused')
    expect(
      screen
        .getByRole('link', {
          name: 'http://localhost:3000/en/auth/reset-password?token=abc',
        })
        .getAttribute('href'),
    ).toBe('http://localhost:3000/en/auth/reset-password?token=abc')
    const frame = screen.getByTitle('HTML part of “Set a new password”')
    // An empty sandbox: the message's scripts never run, and it has no origin of the shop's.
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toBe(RESET.html)
  })
})
