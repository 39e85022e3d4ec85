import type { Database } from '../../db/client'
import type { MailSettings } from '../mail'
import { AccountLinks } from './account-links'
import { CredentialChanges } from './credential-changes'
import type { SessionService } from './sessions'
import { SignUps } from './sign-up'
import { AuthThrottle } from './throttle'

/**
 * What a customer proves with a password or an e-mailed link: sign-up, forgotten passwords, the
 * check of an address, and changes of password and address. Every message is recorded in the
 * transaction of the change it tells of (the outbox), and no answer tells whether an address has
 * an account.
 */
export class CredentialService {
  private readonly signUps: SignUps
  private readonly changes: CredentialChanges

  constructor(db: Database, sessions: SessionService, mail: MailSettings) {
    // One throttle and one set of links for sign-up and the changes, as before the split.
    const throttle = new AuthThrottle(db)
    const links = new AccountLinks(mail, throttle)
    this.signUps = new SignUps(db, sessions, mail, throttle, links)
    this.changes = new CredentialChanges(db, sessions, mail, throttle, links)
  }

  /** Creates an account and e-mails a link to confirm its address; never signs in. */
  signUp(
    input: {
      email: string
      password: string
      salutation?: string | null
      firstname: string
      lastname: string
      company: string
      npiNumber: string
    },
    client: string,
  ) {
    return this.signUps.signUp(input, client)
  }

  /** Confirms an address with an e-mailed link (a new account's, or a changed one). */
  verifyEmail(token: string) {
    return this.signUps.verifyEmail(token)
  }

  /** Sends the confirmation link again; the same answer whatever the case. */
  resendVerification(
    customerId: number | null,
    address: string | null,
    client: string,
  ) {
    return this.signUps.resendVerification(customerId, address, client)
  }

  /** E-mails a link to set a new password; the same answer for an unknown address. */
  requestPasswordReset(address: string, client: string) {
    return this.changes.requestPasswordReset(address, client)
  }

  /** Sets a new password with an e-mailed link and signs in anew. */
  resetPassword(token: string, password: string, client: string) {
    return this.changes.resetPassword(token, password, client)
  }

  /** Whether a password-reset link still works; nothing is used up. */
  passwordResetLinkValid(token: string) {
    return this.changes.passwordResetLinkValid(token)
  }

  /** Changes the password of a signed-in customer who knows the current one. */
  changePassword(
    customerId: number,
    sessionId: string | null,
    input: { currentPassword: string; newPassword: string },
  ) {
    return this.changes.changePassword(customerId, sessionId, input)
  }

  /** Starts a change of the sign-in address. */
  requestEmailChange(
    customerId: number,
    input: { newEmail: string; currentPassword: string },
  ) {
    return this.changes.requestEmailChange(customerId, input)
  }
}
