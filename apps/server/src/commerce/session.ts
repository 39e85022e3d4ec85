import {
  EndSessionDocument,
  GraphQLRequestError,
  PricedByDocument,
  PricingContextDocument,
  RefreshTokenDocument,
  RevokeRefreshTokenDocument,
} from '@shop/commerce-client'
import type { GraphQLClient, TypedDocument } from '@shop/commerce-client'
import type { Request, Response } from 'express'
import {
  clearSessionCookies,
  readSessionTokens,
  writeSessionCookies,
} from '../auth/cookies'
import type { SessionTokens } from '../auth/cookies'
import {
  HttpError,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '../http/errors'

/** A commerce mutation's union result: success, `Error`, `ValidationError` or `TooManyAttempts`. */
type UnionResult = {
  __typename: string
  message?: string
  violations?: { propertyPath: string; message: string }[]
  retryAfter?: number
}

/**
 * Unwraps a mutation result: the success arm comes back, an `Error` becomes a 404 (not found) or
 * 409, a `ValidationError` a 400 with its violations (spec section 8), `TooManyAttempts` a 429
 * with `Retry-After`, `Forbidden` (the member's roles do not allow it) a 403.
 */
export function unwrap<T extends UnionResult, S extends T['__typename']>(
  result: T,
  success: S,
): Extract<T, { __typename: S }> {
  if (result.__typename === success)
    return result as Extract<T, { __typename: S }>
  if (result.__typename === 'TooManyAttempts')
    throw tooManyRequests(result.retryAfter ?? 60, result.message)
  if (result.__typename === 'ValidationError')
    throw new HttpError(
      400,
      result.message ?? 'The input is not valid.',
      result.violations ?? [],
    )
  const message = result.message ?? 'The request could not be completed.'
  if (result.__typename === 'Forbidden') throw forbidden(message)
  throw new HttpError(/was not found\.$/.test(message) ? 404 : 409, message)
}

/**
 * One request's view of the customer's session: it calls the commerce backend with the customer's
 * token, refreshes an expired token once (writing the new cookies), and maps transport failures.
 */
export class CommerceSession {
  private tokens: SessionTokens
  /** The refresh in flight: calls of one request that all find the token expired share it. */
  private refreshing?: Promise<boolean>
  private pricing?: Promise<string | null>

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly commerce: GraphQLClient,
    private readonly options: {
      secureCookies: boolean
      serviceSecret: string
      /**
       * The pricing context the shop server asked a shared render's prices for (decision 039):
       * only from the shop server (its secret), only without a session.
       */
      renderContext?: string
    },
  ) {
    this.tokens = readSessionTokens(req)
  }

  get signedIn() {
    return Boolean(this.tokens.token || this.tokens.refreshToken)
  }

  get refreshToken() {
    return this.tokens.refreshToken
  }

  /** Stores new tokens for this response and the rest of the request. */
  signIn(tokens: Required<SessionTokens>) {
    this.tokens = tokens
    writeSessionCookies(this.res, tokens, this.options.secureCookies)
  }

  signOut() {
    this.tokens = {}
    clearSessionCookies(this.res, this.options.secureCookies)
  }

  /**
   * Ends the session in the backend with whatever the caller holds (the access token, the refresh
   * token or both), then clears the cookies. A token the backend no longer accepts has nothing
   * left to end; an unreachable backend is an error, not a sign-out that did not happen.
   */
  async end() {
    const { token, refreshToken } = this.tokens
    const ignoreRefused = (error: unknown) => {
      if (
        error instanceof GraphQLRequestError &&
        error.code === 'UNAUTHENTICATED'
      )
        return
      throw error
    }
    await Promise.all([
      token &&
        this.commerce
          .request(EndSessionDocument, {}, { token })
          .catch(ignoreRefused),
      refreshToken &&
        this.commerce.request(RevokeRefreshTokenDocument, { refreshToken }),
    ])
    this.signOut()
  }

  /**
   * Calls that the backend throttles per client (sign-in, sign-up): they carry the caller's
   * address, which the backend believes only with the service secret.
   */
  asClient<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    return this.commerce
      .request(document, variables, {
        headers: {
          'x-service-secret': this.options.serviceSecret,
          'x-client-address': this.req.ip ?? 'unknown',
        },
      })
      .catch(mapTransportError)
  }

  /** Calls without a customer (catalogue, sign-in). */
  anonymous<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    return this.commerce.request(document, variables).catch(mapTransportError)
  }

  /**
   * The caller's pricing context (decision 033): the backend's key of the price lists that apply
   * to their practice, null for anonymous callers, practices on list prices and sessions that are
   * no longer valid. For a shared render, the context the shop server sent, when the backend still
   * prices by it (decision 039). Asked once per request.
   */
  pricingContext(): Promise<string | null> {
    this.pricing ??= this.byContext
      ? this.commerce
          .request(PricedByDocument, {}, { headers: this.byContext })
          .then((answer) => answer.pricedBy ?? null, mapTransportError)
      : this.signedIn
        ? this.asCustomer(PricingContextDocument, {}).then(
            (answer) => answer.me?.customer.pricingContext ?? null,
            (error: unknown) => {
              if (error instanceof HttpError && error.status === 401)
                return null
              throw error
            },
          )
        : Promise.resolve(null)
    return this.pricing
  }

  /**
   * Catalogue reads: as the customer when a price list applies to them, so the answer carries
   * their prices; by the shop server's context for a shared render; anonymous otherwise, so
   * everyone on list prices shares one answer.
   */
  async catalogue<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    if (!(await this.pricingContext()))
      return this.anonymous(document, variables)
    if (this.byContext)
      return this.commerce
        .request(document, variables, { headers: this.byContext })
        .catch(mapTransportError)
    return this.asCustomer(document, variables)
  }

  /** The headers that ask the backend for a shared render's prices (none with a session). */
  private get byContext() {
    const context = this.options.renderContext
    return context && !this.signedIn
      ? {
          'x-service-secret': this.options.serviceSecret,
          'x-pricing-context': context,
        }
      : undefined
  }

  /** Calls as the signed-in customer; 401 when there is no valid session. */
  async asCustomer<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
    options: { headers?: Record<string, string> } = {},
  ): Promise<TResult> {
    if (!this.tokens.token && !(await this.refresh())) throw unauthorized()
    try {
      return await this.commerce.request(document, variables, {
        ...options,
        token: this.tokens.token,
      })
    } catch (error) {
      // An expired token is refreshed transparently, once.
      if (
        error instanceof GraphQLRequestError &&
        error.code === 'UNAUTHENTICATED' &&
        (await this.refresh())
      ) {
        return this.commerce
          .request(document, variables, {
            ...options,
            token: this.tokens.token,
          })
          .catch(mapTransportError)
      }
      return mapTransportError(error)
    }
  }

  /**
   * Rotates the tokens with the refresh token, once per request however many calls need it; a
   * failed refresh signs the customer out.
   */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.rotate()
    return this.refreshing
  }

  private async rotate(): Promise<boolean> {
    const refreshToken = this.tokens.refreshToken
    if (!refreshToken) return false
    const { refreshToken: result } = await this.commerce
      .request(RefreshTokenDocument, { refreshToken })
      .catch(mapTransportError)
    if (result.__typename !== 'AuthorizeSuccess') {
      this.signOut()
      return false
    }
    this.signIn({ token: result.token, refreshToken: result.refreshToken })
    return true
  }
}

/**
 * A refused token is a 401, a query the member's roles do not allow a 403 (with the backend's
 * message); an unreachable backend becomes a 503 in the error handler.
 */
function mapTransportError(error: unknown): never {
  if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED')
    throw unauthorized()
  if (error instanceof GraphQLRequestError && error.code === 'FORBIDDEN')
    throw forbidden(error.errors[0]?.message)
  throw error
}
