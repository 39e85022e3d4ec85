/** One rejected input (spec section 8). */
export interface Violation {
  propertyPath: string
  message: string
}

/** The error arms of every mutation result union. */
export type Problem =
  | { __typename: 'Error'; message: string }
  | { __typename: 'ValidationError'; message: string; violations: Violation[] }
  | { __typename: 'TooManyAttempts'; message: string; retryAfter: number }
  | { __typename: 'Forbidden'; message: string }

export const problem = (message: string): Problem => ({
  __typename: 'Error',
  message,
})

export const invalid = (
  violations: Violation[],
  message = 'The input is not valid.',
): Problem => ({
  __typename: 'ValidationError',
  message,
  violations,
})

/** The caller may not do this in their own company (another company's object is not found). */
export const forbidden = (message: string): Problem => ({
  __typename: 'Forbidden',
  message,
})

/** Too many sign-in or sign-up attempts; the caller may try again after `retryAfter` seconds. */
export const tooManyAttempts = (retryAfter: number): Problem => ({
  __typename: 'TooManyAttempts',
  message: `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfter / 60))} minute(s).`,
  retryAfter,
})

/** Thrown inside a service to end it with a result (and roll back its transaction). */
export class ResultError extends Error {
  constructor(readonly result: Problem) {
    super(result.message)
  }
}

export const notFound = (what: string) =>
  new ResultError(problem(`${what} was not found.`))
