import {
  AuthorizeDocument,
  ChangePasswordDocument,
  MeDocument,
  PersonalCheckoutDocument,
  PersonalDocument,
  PasswordResetLinkValidDocument,
  RequestEmailChangeDocument,
  RequestPasswordResetDocument,
  ResendVerificationDocument,
  ResetPasswordDocument,
  SignUpDocument,
  UpdateProfileDocument,
  VerifyEmailDocument,
} from '@shop/commerce-client'
import type { AuthorizeResultFieldsFragment } from '@shop/commerce-client'
import { sortCarriers } from '@shop/checkout'
import { encryptRefreshToken } from '../auth/refresh-token-cipher'
import { unwrap } from '../commerce/session'
import type { ApiContext, ApiHandlers } from '../context'
import { HttpError, unauthorized } from '../http/errors'

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

/** A sign-in by e-mailed link (a new password): its tokens become cookies. */
/** Keeps the tokens of a successful sign-in in the session cookies and answers its user. */
export function signInWith(
  ctx: ApiContext,
  result: AuthorizeResultFieldsFragment,
) {
  const success = unwrap(result, 'AuthorizeSuccess')
  ctx.session.signIn({
    token: success.token,
    refreshToken: success.refreshToken,
  })
  return { user: success.user }
}

const ACCEPTED = { accepted: true as const }

/** Both sign-out calls: the session ends in the backend and the cookies are cleared. */
const signOut = async ({ ctx }: { ctx: ApiContext }) => {
  await ctx.session.end()
  return {}
}

export const authHandlers = {
  'GET /user/me': async ({ ctx }) => {
    const user = await currentUser(ctx)
    if (!user) throw unauthorized()
    return { user }
  },
  'GET /auth/is-authenticated': async ({ ctx }) => ({
    authenticated: Boolean(await currentUser(ctx)),
  }),
  'GET /_auth/session': async ({ ctx }) => {
    const user = await currentUser(ctx)
    return user ? { user } : {}
  },
  // The session, the cart and the open recall notices in one backend round trip: what every
  // signed-in page shows of the buyer (decision 028). Signed out, or a session that is no more,
  // is {} as for the session alone.
  // A checkout render asks for the checkout's lists with it (decision 047).
  'GET /personal': async ({ query, ctx }) => {
    if (!ctx.session.signedIn) return {}
    try {
      if (query.checkout === 'true') {
        const { me, cart, recallNotices, ...lists } =
          await ctx.session.asCustomer(PersonalCheckoutDocument, {
            locale: query.locale,
          })
        const checkout = { ...lists, carriers: sortCarriers(lists.carriers) }
        return me ? { user: me, cart, recalls: recallNotices, checkout } : {}
      }
      const { me, cart, recallNotices } = await ctx.session.asCustomer(
        PersonalDocument,
        {},
      )
      return me ? { user: me, cart, recalls: recallNotices } : {}
    } catch (error) {
      if ((error as { status?: number }).status === 401) return {}
      throw error
    }
  },
  'POST /auth/login': async ({ body, ctx }) => {
    // The backend throttles per account and client (a 429 with Retry-After comes back).
    const { authorize } = await ctx.session.asClient(AuthorizeDocument, body)
    if (authorize.__typename === 'Error')
      // The same answer for an unknown user and a wrong password.
      throw new HttpError(401, 'The email address or password is not correct.')
    const success = unwrap(authorize, 'AuthorizeSuccess')
    ctx.session.signIn({
      token: success.token,
      refreshToken: success.refreshToken,
    })
    return { user: success.user }
  },
  'POST /auth/sign-up': async ({ body, ctx }) => {
    // The backend throttles per client; the answer is the same for a taken address.
    unwrap(
      (await ctx.session.asClient(SignUpDocument, { input: body })).signUp,
      'Accepted',
    )
    return ACCEPTED
  },
  'POST /auth/forgot-password': async ({ body, ctx }) => {
    unwrap(
      (await ctx.session.asClient(RequestPasswordResetDocument, body))
        .requestPasswordReset,
      'Accepted',
    )
    return ACCEPTED
  },
  'GET /auth/reset-password': async ({ query, ctx }) => ({
    valid: (
      await ctx.session.anonymous(PasswordResetLinkValidDocument, {
        token: query.token,
      })
    ).passwordResetLinkValid,
  }),
  'POST /auth/reset-password': async ({ body, ctx }) =>
    signInWith(
      ctx,
      (await ctx.session.asClient(ResetPasswordDocument, body)).resetPassword,
    ),
  'POST /auth/verify-email': async ({ body, ctx }) => {
    const { verifyEmail } = await ctx.session.asClient(
      VerifyEmailDocument,
      body,
    )
    const { email, signIn } = unwrap(verifyEmail, 'EmailVerified')
    // A new account's link signs in whoever follows it, in place of any session this browser had.
    if (!signIn) return { email }
    ctx.session.signIn({
      token: signIn.token,
      refreshToken: signIn.refreshToken,
    })
    return { email, user: signIn.user }
  },
  'POST /auth/resend-verification': async ({ body, ctx }) => {
    const variables = { email: body.email ?? null }
    // Signed in, the link goes to the account's own address, whatever the body says.
    const { resendVerification } = ctx.session.signedIn
      ? await ctx.session.asCustomer(ResendVerificationDocument, variables)
      : await ctx.session.asClient(ResendVerificationDocument, variables)
    unwrap(resendVerification, 'Accepted')
    return ACCEPTED
  },
  'POST /auth/logout': signOut,
  'DELETE /_auth/session': signOut,
  'POST /auth/refresh-token': async ({ ctx }) => {
    if (!(await ctx.session.refresh())) throw unauthorized()
    return { refreshed: true as const }
  },
  'POST /auth/encrypt-refresh-token': ({ ctx }) => {
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
  'POST /account/update-profile': async ({ body, ctx }) => {
    const { updateProfile } = await ctx.session.asCustomer(
      UpdateProfileDocument,
      { input: body },
    )
    return { customer: unwrap(updateProfile, 'CustomerSuccess').customer }
  },
  'POST /account/change-password': async ({ body, ctx }) => {
    const { changePassword } = await ctx.session.asCustomer(
      ChangePasswordDocument,
      body,
    )
    return { customer: unwrap(changePassword, 'CustomerSuccess').customer }
  },
  'POST /account/change-email': async ({ body, ctx }) => {
    const { requestEmailChange } = await ctx.session.asCustomer(
      RequestEmailChangeDocument,
      body,
    )
    unwrap(requestEmailChange, 'Accepted')
    return ACCEPTED
  },
} satisfies Partial<ApiHandlers>
