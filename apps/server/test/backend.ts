import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Starts the embedded commerce backend as its own process (apps only talk over HTTP), on a free
 * port with a throw-away in-memory copy of the demo database (the backend's
 * `test-backend-process.ts`). `cardPayments` turns the `stripe` provider on, as for an API server
 * with Stripe keys; `env` adds to its environment (`SELLER_NAME`, …).
 */
export async function startBackend(
  serviceSecret: string,
  {
    cardPayments = false,
    env = {},
  }: { cardPayments?: boolean; env?: Record<string, string> } = {},
) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@shop/source',
      'apps/commerce-backend/src/test-backend-process.ts',
    ],
    {
      cwd: repo,
      env: {
        ...process.env,
        COMMERCE_SERVICE_SECRET: serviceSecret,
        STRIPE_ENABLED: String(cardPayments),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  // It says where it listens once it does: no port to guess, nothing to poll.
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length))
    })
    child.once('exit', () =>
      reject(new Error('The commerce backend exited during start-up.')),
    )
  })
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
    },
  }
}

/** A tiny cookie jar: what a browser would send back. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
        this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

/** The distributor ships every line of an order (operator API), which issues its invoice. */
export async function shipOrder(
  backendUrl: string,
  serviceSecret: string,
  order: {
    number: string
    items: { quantity: number; product: { sku: string } }[]
  },
) {
  const response = await fetch(
    `${backendUrl}/operator/v1/orders/${order.number}/shipments`,
    {
      method: 'POST',
      headers: {
        'x-service-secret': serviceSecret,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        carrier: 'UPS',
        trackingNumber: `1Z${order.number.replace(/\D/g, '')}`,
        lines: order.items.map((item) => ({
          sku: item.product.sku,
          quantity: item.quantity,
          lotNumber: `LOT7-${item.product.sku}`,
          lotExpiry: '2030-01-31',
        })),
      }),
    },
  )
  if (response.status !== 200)
    throw new Error(`Shipping ${order.number}: ${response.status}`)
}
