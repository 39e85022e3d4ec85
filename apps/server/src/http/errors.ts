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

export const notFound = (what = 'The resource') =>
  new HttpError(404, `${what} was not found.`)
export const forbidden = (message = 'This request is not allowed.') =>
  new HttpError(403, message)
