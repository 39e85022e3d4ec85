// What sign-up and the changes of credentials share.

/** The one answer to a request whose outcome must not tell whether an address has an account. */
export const ACCEPTED = { accepted: true as const }

export function passwordViolations(password: string, propertyPath: string) {
  return password.length < 8 || password.length > 200
    ? [{ propertyPath, message: 'The password needs at least 8 characters.' }]
    : []
}
