import type { MessageKey, Translate } from '@shop/i18n'
import type { User } from './queries'

/**
 * The account's greeting (the account overlay's title, the account pages' aside): "Hello, Maya"
 * when the shop knows the buyer's first name, and "Hello", not "Hello,", while it does not (a
 * shared page before the session arrives) or could not load it.
 */
export function accountGreeting(
  t: Translate<MessageKey>,
  user: User | null | undefined,
): string {
  const name = user?.customer.firstname.trim()
  return name ? t('account.greeting', { name }) : t('account.greetingNoName')
}

/** The header's account link: the buyer's first name, else "Account" (never an empty link). */
export function accountLinkText(
  t: Translate<MessageKey>,
  user: User | null | undefined,
): string {
  return user?.customer.firstname.trim() || t('header.account')
}
