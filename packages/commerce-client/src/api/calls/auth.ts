import { z } from 'zod'
import { defineCalls } from '../define.js'
import {
  localeQuery,
  npiNumber,
  requiredText,
  salutation,
  text,
} from '../inputs.js'
import { customer, user } from '../order-shapes.js'

const signedIn = z.strictObject({ user })
const refreshTokenBody = z.object({ refreshToken: text(512).optional() })
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
  'POST /auth/login': {
    summary:
      'Signs in with e-mail and password; keeps the tokens in httpOnly cookies',
    tag: 'auth',
    auth: false,
    query: localeQuery,
    body: z.object({
      username: requiredText(254).toLowerCase(),
      password: z
        .string({ error: 'Is required.' })
        .min(1, 'Is required.')
        .max(200, 'Is too long.'),
    }),
    response: signedIn,
  },
  'POST /auth/sign-up': {
    summary: 'Creates a business customer account and signs it in',
    tag: 'auth',
    auth: false,
    body: z.object({
      email: requiredText(254).toLowerCase(),
      password: z
        .string({ error: 'Is required.' })
        .min(8, 'Needs at least 8 characters.')
        .max(200, 'Is too long.'),
      salutation,
      firstname: requiredText(80),
      lastname: requiredText(80),
      company: requiredText(120),
      npiNumber,
    }),
    response: signedIn,
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
    summary: 'Updates the customer profile',
    tag: 'account',
    auth: true,
    body: z.object({
      salutation,
      firstname: requiredText(80),
      lastname: requiredText(80),
      company: requiredText(120),
    }),
    response: z.strictObject({ customer }),
  },
})
