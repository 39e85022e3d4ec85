import {
  AuthorizeDocument,
  MeDocument,
  SignUpDocument,
  UpdateProfileDocument,
} from '@shop/commerce-client'
import { isValidNpi, normaliseNpi } from '@shop/forms'
import { z } from 'zod'
import { encryptRefreshToken } from '../auth/refresh-token-cipher'
import { unwrap } from '../commerce/session'
import { defineEndpoint } from '../context'
import type { ApiContext } from '../context'
import { HttpError, unauthorized } from '../http/errors'
import { localeQuery, requiredText, text } from '../http/schemas'

async function currentUser(ctx: ApiContext) {
  if (!ctx.session.signedIn) return null
  try {
    return (await ctx.session.asCustomer(MeDocument, {})).me
  } catch (error) {
    // A failed session fetch is an empty session (spec section 4).
    if ((error as { status?: number }).status === 401) return null
    throw error
  }
}

const credentials = z.object({
  username: requiredText(254).toLowerCase(),
  password: z
    .string({ error: 'Is required.' })
    .min(1, 'Is required.')
    .max(200, 'Is too long.'),
})

const signUpBody = z.object({
  email: requiredText(254).toLowerCase(),
  password: z
    .string({ error: 'Is required.' })
    .min(8, 'Needs at least 8 characters.')
    .max(200, 'Is too long.'),
  salutation: z.enum(['mr', 'ms', 'mx', 'dr', '']).default(''),
  firstname: requiredText(80),
  lastname: requiredText(80),
  company: requiredText(120),
  // Typed in groups (`1234 567 893`) or not, it is checked and sent on as ten digits.
  npiNumber: requiredText(20)
    .transform(normaliseNpi)
    .refine(isValidNpi, 'This NPI number is not valid.'),
})

export const authEndpoints = [
  defineEndpoint({
    method: 'get',
    path: '/user/me',
    summary: 'The signed-in user and customer',
    tag: 'auth',
    auth: true,
    handler: async ({ ctx }) => {
      const user = await currentUser(ctx)
      if (!user) throw unauthorized()
      return { user }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/auth/is-authenticated',
    summary: 'Whether the caller has a valid session',
    tag: 'auth',
    auth: false,
    handler: async ({ ctx }) => ({
      authenticated: Boolean(await currentUser(ctx)),
    }),
  }),
  defineEndpoint({
    method: 'get',
    path: '/_auth/session',
    summary: 'The session: { user } when signed in, {} otherwise',
    tag: 'auth',
    auth: false,
    handler: async ({ ctx }) => {
      const user = await currentUser(ctx)
      return user ? { user } : {}
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/auth/login',
    summary:
      'Signs in with e-mail and password; keeps the tokens in httpOnly cookies',
    tag: 'auth',
    auth: false,
    query: localeQuery,
    body: credentials,
    handler: async ({ body, ctx }) => {
      // The backend throttles per account and client (a 429 with Retry-After comes back).
      const { authorize } = await ctx.session.asClient(AuthorizeDocument, body)
      if (authorize.__typename === 'Error')
        // The same answer for an unknown user and a wrong password.
        throw new HttpError(
          401,
          'The email address or password is not correct.',
        )
      const success = unwrap(authorize, 'AuthorizeSuccess')
      ctx.session.signIn({
        token: success.token,
        refreshToken: success.refreshToken,
      })
      return { user: success.user }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/auth/sign-up',
    summary: 'Creates a business customer account and signs it in',
    tag: 'auth',
    auth: false,
    body: signUpBody,
    handler: async ({ body, ctx }) => {
      const success = unwrap(
        (await ctx.session.asClient(SignUpDocument, { input: body })).signUp,
        'AuthorizeSuccess',
      )
      ctx.session.signIn({
        token: success.token,
        refreshToken: success.refreshToken,
      })
      return { user: success.user }
    },
  }),
  ...(['post /auth/logout', 'delete /_auth/session'] as const).map((route) =>
    defineEndpoint({
      method: route.startsWith('post') ? 'post' : 'delete',
      path: route.split(' ')[1]!,
      summary:
        'Signs out: the session ends in the backend, whichever of its cookies came, and the cookies are cleared',
      tag: 'auth',
      auth: false,
      handler: async ({ ctx }) => {
        await ctx.session.end()
        return {}
      },
    }),
  ),
  defineEndpoint({
    method: 'post',
    path: '/auth/refresh-token',
    summary:
      'Rotates the session tokens (the refresh token comes from the cookie)',
    tag: 'auth',
    auth: true,
    body: z.object({ refreshToken: text(512).optional() }),
    handler: async ({ ctx }) => {
      if (!(await ctx.session.refresh())) throw unauthorized()
      return { refreshed: true }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/auth/encrypt-refresh-token',
    summary:
      'Encrypts the session refresh token for the admin-centre setup link',
    tag: 'auth',
    auth: true,
    body: z.object({ refreshToken: text(512).optional() }),
    handler: async ({ ctx }) => {
      const refreshToken = ctx.session.refreshToken
      if (!refreshToken) throw unauthorized()
      const { config } = ctx.deps
      // No admin centre configured: say so, rather than send the buyer to a host that is not there.
      if (!config.adminCentreUrl)
        throw new HttpError(
          409,
          'Online setup is not available for this shop yet. Your Clinic Supply contact will finish your setup with you.',
        )
      return {
        encryptedRefreshToken: encryptRefreshToken(
          refreshToken,
          config.encryptionSecret,
        ),
        // Where the setup link points: the deployment's admin centre.
        adminCentre: {
          url: config.adminCentreUrl,
          pathSegment: config.adminCentrePathSegment,
        },
      }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/account/update-profile',
    summary: 'Updates the customer profile',
    tag: 'account',
    auth: true,
    body: z.object({
      salutation: z.enum(['mr', 'ms', 'mx', 'dr', '']).default(''),
      firstname: requiredText(80),
      lastname: requiredText(80),
      company: requiredText(120),
    }),
    handler: async ({ body, ctx }) => {
      const { updateProfile } = await ctx.session.asCustomer(
        UpdateProfileDocument,
        { input: body },
      )
      return { customer: unwrap(updateProfile, 'CustomerSuccess').customer }
    },
  }),
]
