/** One rejected input (spec section 8). */
export interface Violation {
  propertyPath: string
  message: string
}

/** The error arms of every mutation result union. */
export type Problem =
  | { __typename: 'Error'; message: string }
  | { __typename: 'ValidationError'; message: string; violations: Violation[] }

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

/** Thrown inside a service to end it with a result (and roll back its transaction). */
export class ResultError extends Error {
  constructor(readonly result: Problem) {
    super(result.message)
  }
}

export const notFound = (what: string) =>
  new ResultError(problem(`${what} was not found.`))
