import type { MailContext } from './context'

/**
 * What the services need to write a message: the shop's public address (configuration, never a
 * request header) and currency, and how to wake the sender.
 */
export interface MailSettings extends MailContext {
  /**
   * Called once a transaction that recorded messages or events committed: the mail worker and
   * the webhook deliveries send them now.
   */
  queued: () => void
}
