import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import type { Server, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  freePort,
  startProcess,
  waitForHttp,
  // @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations.
} from '../scripts/processes.mjs'

type Start = (
  name: string,
  entry: string,
  env: Record<string, string>,
  options: { quiet: boolean },
) => ChildProcess

/** The process helpers of `npm start`, typed for the tests. */
export const start = startProcess as Start
export const wait = waitForHttp as (
  url: string,
  timeoutMs: number,
  child: ChildProcess,
) => Promise<void>
export const port = freePort as () => Promise<number>

/** Sends SIGTERM and answers the exit code once the process is gone. */
export function stopProcess(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

/** The built shop server on `port`, talking to the API server at `apiUrl`. */
export async function startShop(
  shopPort: number,
  apiUrl: string,
  backendUrl: string,
  env: Record<string, string>,
) {
  const shop = start(
    'shop',
    'apps/shop/dist/prod.js',
    { ...env, PORT: String(shopPort), API_URL: apiUrl, CDN_URL: backendUrl },
    { quiet: true },
  )
  await wait(`http://localhost:${shopPort}/healthz`, 30_000, shop)
  return shop
}

/**
 * A TCP proxy in front of the commerce backend that can hold every request for a while, so the
 * API server meets a slow backend.
 */
export async function delayProxy(target: number) {
  let delayMs = 0
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    sockets.add(client)
    client.once('close', () => sockets.delete(client))
    const upstream = connect(target, '127.0.0.1')
    sockets.add(upstream)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    // Every request's bytes wait, on new and on kept-alive connections alike.
    client.on('data', (chunk) => {
      const write = () => {
        if (!upstream.destroyed) upstream.write(chunk)
      }
      if (delayMs > 0) setTimeout(write, delayMs)
      else write()
    })
    client.on('end', () => setTimeout(() => upstream.end(), delayMs))
    upstream.pipe(client)
  })
  const listenPort = await port()
  await new Promise<void>((resolve) =>
    server.listen(listenPort, '127.0.0.1', resolve),
  )
  return {
    url: `http://127.0.0.1:${listenPort}`,
    setDelay: (ms: number) => (delayMs = ms),
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * The three built apps on free ports with a throw-away database; the API server reaches the
 * backend through a delay proxy. The backend can be stopped and started again on its port.
 */
export async function startResilienceStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-resilience-'))
  const secrets = {
    COMMERCE_SERVICE_SECRET: randomBytes(24).toString('hex'),
    ENCRYPTION_SECRET: randomBytes(32).toString('hex'),
    COMMERCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
  }
  const backendPort = await port()
  const apiPort = await port()
  const shopPort = await port()
  const backendUrl = `http://127.0.0.1:${backendPort}`
  const apiUrl = `http://127.0.0.1:${apiPort}`
  const shopUrl = `http://localhost:${shopPort}`

  const startBackend = async () => {
    const child = start(
      'commerce-backend',
      'apps/commerce-backend/dist/index.js',
      { ...secrets, PORT: String(backendPort), DATA_DIR: dataDir },
      { quiet: true },
    )
    await wait(`${backendUrl}/healthz`, 60_000, child)
    return child
  }
  let backend = await startBackend()
  const proxy = await delayProxy(backendPort)
  const startApi = async () => {
    const child = start(
      'server',
      'apps/server/dist/index.js',
      {
        ...secrets,
        PORT: String(apiPort),
        COMMERCE_BACKEND_URL: proxy.url,
        PUBLIC_BASE_URL: shopUrl,
        BACKEND_TIMEOUT_MS: '4000',
      },
      { quiet: true },
    )
    await wait(`${apiUrl}/healthz`, 20_000, child)
    return child
  }
  let api = await startApi()
  const shop = await startShop(shopPort, apiUrl, backendUrl, secrets)
  const stopChild = stopProcess

  return {
    shopUrl,
    apiUrl,
    proxy,
    get api() {
      return api
    },
    async stopBackend() {
      await stopChild(backend)
    },
    async startBackend() {
      backend = await startBackend()
    },
    async restartApi() {
      api = await startApi()
    },
    stopChild,
    async stop() {
      await Promise.all([stopChild(shop), stopChild(api), stopChild(backend)])
      await proxy.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type ResilienceStack = Awaited<ReturnType<typeof startResilienceStack>>

/** Signs a demo customer in over the API and answers the session cookie. */
export async function signIn(
  apiUrl: string,
  email = 'buyer@northside-clinic.example',
) {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'demo1234' }),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
