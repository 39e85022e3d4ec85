import { useI18n } from '@shop/i18n/react'
import { Badge } from '@shop/ui'
import type { BadgeProps } from '@shop/ui'
import { useState } from 'react'
import { formatOutboxTime, outboxState, textWithLinks } from './outbox'
import type { OutboxState } from './outbox'
import type { OutboxMessage } from './outbox-query'

const STATE_TONE = {
  sent: 'accent',
  pending: 'warning',
  failed: 'danger',
} as const satisfies Record<OutboxState, BadgeProps['tone']>

/** The outbox's messages, each opening to its text (with working links) and its HTML. */
export function OutboxList({
  messages,
}: {
  messages: readonly OutboxMessage[]
}) {
  return (
    <ol className="outbox">
      {messages.map((message) => (
        <OutboxItem key={message.id} message={message} />
      ))}
    </ol>
  )
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const { t } = useI18n()
  // The parts render only while open: a long outbox is not a page of frames.
  const [open, setOpen] = useState(false)
  const state = outboxState(message)
  return (
    <li className="card outbox__message">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="outbox__subject">{message.subject}</span>
          <span className="outbox__meta">
            <span>
              {t('dev.outbox.to')}: {message.recipient}
            </span>
            <time dateTime={message.createdAt}>
              {formatOutboxTime(message.createdAt)}
            </time>
            <span>{message.kind}</span>
            <Badge tone={STATE_TONE[state]}>
              {t(`dev.outbox.state.${state}`)}
            </Badge>
            <span>{t('dev.outbox.attempts', { count: message.attempts })}</span>
          </span>
        </summary>
        {open ? <OutboxParts message={message} /> : null}
      </details>
    </li>
  )
}

function OutboxParts({ message }: { message: OutboxMessage }) {
  const { t } = useI18n()
  return (
    <div className="outbox__parts">
      {message.lastError ? (
        <p className="form-error">
          {t('dev.outbox.lastError', { error: message.lastError })}
        </p>
      ) : null}
      <h2 className="outbox__part">{t('dev.outbox.text')}</h2>
      <pre className="outbox__text">
        {textWithLinks(message.text).map((part, index) =>
          'href' in part ? (
            <a key={index} href={part.href} rel="noreferrer">
              {part.href}
            </a>
          ) : (
            part.text
          ),
        )}
      </pre>
      <h2 className="outbox__part">{t('dev.outbox.html')}</h2>
      {/* An empty sandbox: no scripts, no forms, no popups, an origin of its own. */}
      <iframe
        className="outbox__html"
        title={t('dev.outbox.htmlFrame', { subject: message.subject })}
        sandbox=""
        srcDoc={message.html}
      />
    </div>
  )
}
