import { MINUTE } from './throttle'

/**
 * Sign-in attempts: one client guessing one account's password is stopped soon, and one client
 * trying many accounts has its own ceiling. Only attempts those let through count for the
 * account, whose ceiling stops many clients guessing it together; over it, a client gets no more
 * than `OWNER_TRIES`, so the owner still signs in from their own client and nobody who only knows
 * an e-mail address can lock them out.
 */
export function signInRules(account: string, client: string) {
  const pair = {
    key: `login:pair:${client}|${account}`,
    limit: 10,
    windowMs: 15 * MINUTE,
  }
  return {
    pair,
    perClient: [
      pair,
      { key: `login:client:${client}`, limit: 50, windowMs: 15 * MINUTE },
    ],
    perAccount: {
      key: `login:account:${account}`,
      limit: 100,
      windowMs: 15 * MINUTE,
    },
  }
}

/** A client's attempts on an account that is over its ceiling (typing slips of its owner). */
export const OWNER_TRIES = 3
