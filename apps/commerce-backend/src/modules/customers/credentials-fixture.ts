import { AuthorizeDocument, MeDocument } from '@shop/commerce-client'
import type { AuthorizeResultFieldsFragment } from '@shop/commerce-client'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { commerce } from '../../test-shop'

// What the credentials tests share: a request from a client's address (as the API sends it),
// a sign-in, the signed-in customer (or 'refused') and a new practice's sign-up.

export const fromClient = (client: string) => ({
  headers: {
    'x-service-secret': TEST_SERVICE_SECRET,
    'x-client-address': client,
  },
})

export function signedIn(result: AuthorizeResultFieldsFragment) {
  if (result.__typename !== 'AuthorizeSuccess')
    throw new Error(`expected a sign-in, got ${result.__typename}`)
  return result
}

export const signIn = async (username: string, password: string) =>
  (await commerce.request(AuthorizeDocument, { username, password })).authorize

export const me = async (token: string) =>
  commerce.request(MeDocument, {}, { token }).then(
    (answer) => answer.me?.customer ?? null,
    () => 'refused' as const,
  )

export const newAccount = (email: string) => ({
  email,
  password: 'a-good-password',
  salutation: 'dr',
  firstname: 'Iris',
  lastname: 'Okafor',
  company: 'Riverbend Dental Care',
  npiNumber: '1987654328',
})
