// Starts the three apps as separate processes (they only talk over HTTP) and waits until each answers.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Asks the OS for a free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers below 500; fails when the process exits or time runs out. */
export async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: process exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Starts one app's built entry as its own Node process. */
export function startProcess(name, entry, env, { quiet, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  })
  child.name = name
  return child
}

/**
 * Starts the commerce backend, the API server and the shop from their production builds.
 * Resolves to their URLs and a `stop()` that ends all three.
 */
export async function startStack({
  shopPort = 3000,
  apiPort = 4001,
  backendPort = 4000,
  env = {},
  quiet = false,
  /** Node options for all three (`--cpu-prof` is refused in NODE_OPTIONS). */
  nodeArgs = [],
} = {}) {
  const backendUrl = `http://127.0.0.1:${backendPort}`
  const apiUrl = `http://127.0.0.1:${apiPort}`
  const shopUrl = `http://localhost:${shopPort}`
  const children = []
  // The API server and the backend share a service secret, the shop server and the API theirs
  // (a shared render's pricing context, decision 039); one is made per run unless given.
  env = {
    COMMERCE_SERVICE_SECRET: randomBytes(24).toString('hex'),
    SHOP_SERVER_SECRET: randomBytes(24).toString('hex'),
    ENCRYPTION_SECRET: randomBytes(32).toString('hex'),
    ...env,
  }
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', resolve)
            child.kill('SIGTERM')
          }),
      ),
    )
  }
  try {
    const backend = startProcess(
      'commerce-backend',
      'apps/commerce-backend/dist/index.js',
      // Links in the e-mails it writes point at the shop.
      { PORT: String(backendPort), PUBLIC_BASE_URL: shopUrl, ...env },
      { quiet, nodeArgs },
    )
    children.push(backend)
    await waitForHttp(`${backendUrl}/healthz`, 60_000, backend)
    const api = startProcess(
      'server',
      'apps/server/dist/index.js',
      {
        PORT: String(apiPort),
        COMMERCE_BACKEND_URL: backendUrl,
        PUBLIC_BASE_URL: shopUrl,
        ...env,
      },
      { quiet, nodeArgs },
    )
    children.push(api)
    await waitForHttp(`${apiUrl}/healthz`, 20_000, api)
    const shop = startProcess(
      'shop',
      'apps/shop/dist/prod.js',
      {
        PORT: String(shopPort),
        API_URL: apiUrl,
        CDN_URL: backendUrl,
        PUBLIC_BASE_URL: shopUrl,
        ...env,
      },
      { quiet, nodeArgs },
    )
    children.push(shop)
    await waitForHttp(`${shopUrl}/healthz`, 20_000, shop)
  } catch (error) {
    await stop()
    throw error
  }
  return { shopUrl, apiUrl, backendUrl, children, stop }
}
