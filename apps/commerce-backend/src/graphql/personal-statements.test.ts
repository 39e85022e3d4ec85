import {
  AddToCartDocument,
  AuthorizeDocument,
  PersonalCheckoutDocument,
  PersonalDocument,
  ProductDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema'
import { DEMO_CUSTOMERS } from '../seed/seed'
import { startTestBackend } from '../test-backend'

// A backend of its own: the statements it is sent are counted (decisions 047 and 048). On the
// embedded database every statement costs a personal page its own round of PGlite's protocol, so
// a change that adds one to every signed-in page should be noticed here.
let started: Awaited<ReturnType<typeof startTestBackend>>
/** The SQL statements the backend has sent, in order. */
const statements: string[] = []

beforeAll(async () => {
  started = await startTestBackend({
    queryLogger: { logQuery: (query) => void statements.push(query) },
  })
}, 60_000)
afterAll(() => started?.backend.close())

/** The statements one operation sends, less the session check (remembered for 5 s after). */
async function signIn() {
  const { email, password } = DEMO_CUSTOMERS[0]
  const { authorize } = await started.commerce.request(AuthorizeDocument, {
    username: email,
    password,
  })
  if (authorize.__typename !== 'AuthorizeSuccess')
    throw new Error('sign-in failed')
  return authorize
}

async function statementsOf(run: () => Promise<unknown>) {
  statements.length = 0
  await run()
  return statements.filter((s) => !/ from "refresh_tokens"/.test(s))
}

describe('a personal page', () => {
  it('costs the backend one statement for each thing it shows, none twice', async () => {
    const { commerce } = started
    const { token } = await signIn()
    // A cart of two products with attributes, its prices shown once (later views write nothing).
    let { cart } = await commerce.request(PersonalDocument, {}, { token })
    for (const sku of ['SYR-LL-E-V5-P50', 'GLV-NIT-E-NITRILE-M-BLUE-P100']) {
      const { product } = await commerce.request(ProductDocument, { sku })
      await commerce.request(
        AddToCartDocument,
        { token: cart.token, productId: product!.id, quantity: 2 },
        { token },
      )
    }
    ;({ cart } = await commerce.request(PersonalDocument, {}, { token }))
    expect(cart.items).toHaveLength(2)
    expect(cart.items.every((i) => i.product.attributes.length > 0)).toBe(true)

    const personal = await statementsOf(() =>
      commerce.request(PersonalDocument, {}, { token }),
    )
    // 1. the cart with its lines and their products; 2. their contract prices (the practice's NPI
    // within); 3. their attributes with their groups; 4. the practice's pricing context; 5. the
    // buyer's company with its payment terms; 6. their default addresses (the tax estimate's
    // ship-to among them); 7. the exemption certificate with the tax rates of the ship-to state;
    // 8. the open recall notices with the lots they name. The buyer's own row came with the
    // session check (decisions 048 and 052).
    expect(personal, personal.join('\n\n')).toHaveLength(8)
    // The checkout adds its addresses, carriers and payment providers, and nothing else.
    const checkout = await statementsOf(() =>
      commerce.request(
        PersonalCheckoutDocument,
        { locale: 'en_US' },
        { token },
      ),
    )
    expect(checkout, checkout.join('\n\n')).toHaveLength(personal.length + 3)
  }, 60_000)

  it('does not read an exemption certificate’s PDF to show that it exempts the cart', async () => {
    const { backend, commerce } = started
    const { token, user } = await signIn()
    const [buyer] = await backend.database.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.id, Number(user.customer.id)))
    // A certificate for the buyer's ship-to state (Illinois).
    await backend.database.db.insert(t.exemptionCertificates).values({
      companyId: buyer!.companyId,
      state: 'IL',
      number: 'IL-EX-48',
      expiresOn: '2999-12-31',
      fileName: 'il.pdf',
      pdf: Buffer.alloc(256 * 1024, '%PDF-1.4 '),
      uploadedBy: buyer!.id,
      status: 'accepted',
    })
    let cart: unknown
    const sent = await statementsOf(async () => {
      ;({ cart } = await commerce.request(PersonalDocument, {}, { token }))
    })
    expect(cart).toMatchObject({
      tax: { amount: 0, exemption: { number: 'IL-EX-48' } },
    })
    expect(sent.filter((s) => s.includes('"pdf"'))).toEqual([])
  }, 60_000)
})
