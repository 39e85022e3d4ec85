import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStripeDouble } from '../tooling/vitest/stripe-double'
import { startMailReceiver } from './mailbox'
// @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations.
import { freePort, startStack } from '../scripts/processes.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string
    apiUrl: string
    /** The backend's access-token secret, so a test can make a token that expired an hour ago. */
    tokenSecret: string
    /** Where the SMTP receiver keeps the e-mails the shop sent (`./mailbox.ts`). */
    mailDir: string
    /** The commerce backend's GraphQL endpoint and service secret, for operator commands. */
    commerceUrl: string
    serviceSecret: string
  }
}

interface Stack {
  shopUrl: string
  apiUrl: string
  stop: () => Promise<void>
}

/**
 * Starts the whole stack on free ports with a fresh, throw-away database, and card payments
 * against the Stripe test double (its Stripe.js too), since Stripe itself is out of reach here.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  const stripe = await startStripeDouble()
  const mailDir = join(dataDir, 'received-mail')
  const mail = await startMailReceiver(mailDir)
  const tokenSecret = randomBytes(32).toString('hex')
  const serviceSecret = randomBytes(24).toString('hex')
  const backendPort = await freePort()
  const stack = (await startStack({
    shopPort: await freePort(),
    apiPort: await freePort(),
    backendPort,
    env: {
      DATA_DIR: dataDir,
      COMMERCE_TOKEN_SECRET: tokenSecret,
      COMMERCE_SERVICE_SECRET: serviceSecret,
      // The setup test stands in for the admin centre at this address.
      ADMIN_CENTRE_URL: 'https://admin-centre.example.com',
      NODE_ENV: 'production',
      // Tests run standing orders as of a later day instead of waiting for it.
      COMMERCE_MOVABLE_CLOCK: 'true',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_URL: stripe.url,
      STRIPE_JS_URL: `${stripe.url}/basil/stripe.js`,
      // E-mail goes through SMTP, as in a deployment.
      SMTP_URL: mail.url,
    },
    quiet: true,
  })) as Stack
  project.provide('shopUrl', stack.shopUrl)
  project.provide('apiUrl', stack.apiUrl)
  project.provide('tokenSecret', tokenSecret)
  project.provide('mailDir', mailDir)
  project.provide(
    'commerceUrl',
    `http://127.0.0.1:${backendPort}/graphql/commerce`,
  )
  project.provide('serviceSecret', serviceSecret)
  return async () => {
    await stack.stop()
    await stripe.close()
    await mail.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
