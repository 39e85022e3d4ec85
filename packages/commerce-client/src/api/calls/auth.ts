import { z } from 'zod'
import {
  carriersQuery,
  customerResultFieldsFragment,
  meQuery,
  personalCheckoutQuery,
  personalQuery,
} from '../../generated/commerce/answers.js'
import { defineCalls, successOf } from '../define.js'
import {
  email,
  localeQuery,
  newPassword,
  npiNumber,
  password,
  requiredText,
  salutation,
  text,
  token,
} from '../inputs.js'

/** The signed-in user as `me` answers it (sign-ins select the same: the API checks it). */
const user = meQuery.shape.me.unwrap()
const signedIn = z.strictObject({ user })
const customer = successOf(customerResultFieldsFragment, 'CustomerSuccess')
/** A request whose outcome arrives by e-mail; the answer tells nothing about the address. */
const accepted = z.strictObject({ accepted: z.literal(true) })
const refreshTokenBody = z.object({
  refreshToken: text(512, 'Refresh token').optional(),
})
const signOut = {
  summary:
    'Signs out: the session ends in the backend, whichever of its cookies came, and the cookies are cleared',
  tag: 'auth',
  auth: false,
  response: z.strictObject({}),
} as const

export const authCalls = defineCalls({
  'GET /user/me': {
    summary: 'The signed-in user and customer',
    tag: 'auth',
    auth: true,
    response: signedIn,
  },
  'GET /auth/is-authenticated': {
    summary: 'Whether the caller has a valid session',
    tag: 'auth',
    auth: false,
    response: z.strictObject({ authenticated: z.boolean() }),
  },
  'GET /_auth/session': {
    summary: 'The session: { user } when signed in, {} otherwise',
    tag: 'auth',
    auth: false,
    response: z.strictObject({ user: user.optional() }),
  },
  'GET /personal': {
    summary:
      'What a signed-in page shows of the buyer, in one call: { user, cart, recalls } (the open recall notices) when signed in, {} otherwise; with `checkout=true` also the checkout’s lists (its saved addresses, the carriers sorted by identifier, the payment providers) in the same backend round trip',
    tag: 'auth',
    auth: false,
    query: localeQuery.extend({
      checkout: z.enum(['true', 'false']).default('false'),
    }),
    response: z.strictObject({
      user: user.optional(),
      cart: personalQuery.shape.cart.optional(),
      recalls: personalQuery.shape.recallNotices.optional(),
      checkout: z
        .strictObject({
          addresses: personalCheckoutQuery.shape.addresses,
          carriers: carriersQuery.shape.carriers,
          paymentProviders: personalCheckoutQuery.shape.paymentProviders,
        })
        .optional(),
    }),
  },
  'POST /auth/login': {
    summary:
      'Signs in with e-mail and password; keeps the tokens in httpOnly cookies. A wrong password is a 401, the same as for an unknown address; a deactivated member with the right password gets a 403 saying their access was ended. Throttled per client (429 with Retry-After)',
    tag: 'auth',
    auth: false,
    query: localeQuery,
    body: z.object({ username: email, password }),
    response: signedIn,
  },
  'POST /auth/sign-up': {
    summary:
      'Creates a business customer account and e-mails a link to confirm its address, which signs in. Does not sign in itself, so it answers the same for an address that already has an account (its owner is e-mailed instead)',
    tag: 'auth',
    auth: false,
    body: z.object({
      email,
      password: newPassword,
      salutation,
      firstname: requiredText(80, 'First name'),
      lastname: requiredText(80, 'Last name'),
      company: requiredText(120, 'Company'),
      npiNumber,
    }),
    response: accepted,
  },
  'POST /auth/forgot-password': {
    summary:
      'E-mails a single-use link to set a new password (valid one hour); the same answer for every address, however often it is asked for (past five messages an hour to an address, nothing more is sent). Throttled per client',
    tag: 'auth',
    auth: false,
    body: z.object({ email }),
    response: accepted,
  },
  'GET /auth/reset-password': {
    summary:
      'Whether an e-mailed password-reset link still works (unused, unexpired), so its page says at once when it does not; it uses nothing up',
    tag: 'auth',
    auth: false,
    query: z.object({ token }),
    response: z.strictObject({ valid: z.boolean() }),
  },
  'POST /auth/reset-password': {
    summary:
      'Sets a new password with the e-mailed link, ends every session of the account and signs in. A used, expired or unknown link is a 400 and changes nothing; a deactivated member’s link is a 403 and changes nothing. Throttled per client',
    tag: 'auth',
    auth: false,
    body: z.object({ token, password: newPassword }),
    response: signedIn,
  },
  'POST /auth/verify-email': {
    summary:
      "Confirms an address with the e-mailed link (a new account's, or a changed one); answers the account's sign-in address. A new account's link signs in (cookies, and `user`), ending the account's other sessions the first time; a changed address's link does not. A used, expired or unknown link is a 400 and changes nothing",
    tag: 'auth',
    auth: false,
    body: z.object({ token }),
    response: z.strictObject({ email: z.string(), user: user.optional() }),
  },
  'POST /auth/resend-verification': {
    summary:
      "Sends the link to confirm the address again: the signed-in customer's, or else `email` (the same answer for every address, however often: past five messages an hour to an address, nothing more is sent). Throttled per client",
    tag: 'auth',
    auth: false,
    body: z.object({ email: email.optional() }),
    response: accepted,
  },
  'POST /auth/logout': signOut,
  'DELETE /_auth/session': signOut,
  'POST /auth/refresh-token': {
    summary:
      'Rotates the session tokens (the refresh token comes from the cookie)',
    tag: 'auth',
    auth: true,
    body: refreshTokenBody,
    response: z.strictObject({ refreshed: z.literal(true) }),
  },
  'POST /auth/encrypt-refresh-token': {
    summary:
      'Encrypts the session refresh token for the admin-centre setup link',
    tag: 'auth',
    auth: true,
    body: refreshTokenBody,
    response: z.strictObject({
      encryptedRefreshToken: z.string(),
      adminCentre: z.strictObject({ url: z.string(), pathSegment: z.string() }),
    }),
  },
  'POST /account/update-profile': {
    summary:
      'Changes name and salutation; the company name and NPI number change only through support',
    tag: 'account',
    auth: true,
    body: z.object({
      salutation,
      firstname: requiredText(80, 'First name'),
      lastname: requiredText(80, 'Last name'),
    }),
    response: customer,
  },
  'POST /account/change-password': {
    summary:
      'Changes the password (the current one is required); every other session of the account ends',
    tag: 'account',
    auth: true,
    body: z.object({ currentPassword: password, newPassword }),
    response: customer,
  },
  'POST /account/change-email': {
    summary:
      'Starts a change of the sign-in address (the current password is required): a link goes to the new address, a notice to the current one',
    tag: 'account',
    auth: true,
    body: z.object({ newEmail: email, currentPassword: password }),
    response: accepted,
  },
})
