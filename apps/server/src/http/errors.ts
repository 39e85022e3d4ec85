/** One rejected input field, as the shop's forms expect it (spec section 8). */
export interface Violation {
  propertyPath: string
  message: string
}

/** An error with an HTTP status whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations?: Violation[],
    /** Response headers that belong to the error (`Retry-After` of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }

  toJSON() {
    return this.violations
      ? { message: this.message, violations: this.violations }
      : { message: this.message }
  }
}

export const badRequest = (message: string, violations: Violation[] = []) =>
  new HttpError(400, message, violations)
export const unauthorized = () =>
  new HttpError(401, 'Please sign in to continue.')
export const unavailable = () =>
  new HttpError(
    503,
    'The shop is temporarily unavailable. Please try again in a moment.',
  )
export const tooManyRequests = (retryAfterS: number, message?: string) =>
  new HttpError(
    429,
    message ??
      `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minute(s).`,
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterS))) },
  )

export const notFound = (what = 'The resource') =>
  new HttpError(404, `${what} was not found.`)
export const forbidden = (message = 'This request is not allowed.') =>
  new HttpError(403, message)

/** Turns a schema failure into `{ message, violations }` with dotted property paths. */
export function fromZodIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fallback: string,
): HttpError {
  return badRequest(
    'The request is not valid.',
    issues.map((issue) => ({
      propertyPath: issue.path.map(String).join('.') || fallback,
      message: issue.message,
    })),
  )
}
