// Server rendering under load: requests per second, latency and the CPU each page costs in each
// of the three processes (from /proc, so the seven other loads on a shared machine do not count).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import autocannon from 'autocannon'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

export const CONNECTIONS = 50
export const RUNS = 3
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
export const CATEGORY = '/en/shop/protection/gloves/examination-gloves'
export const PRODUCT = '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100'
const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The pages `npm run bench` renders: name, path, signed in, goal in % of the bare ceiling. */
export const PAGES = [
  ['home', '/en', false],
  ['category', CATEGORY, false],
  ['category (signed in)', CATEGORY, true, 40],
  ['product (signed in)', PRODUCT, true, 40],
  ['cart (signed in)', '/en/shop/cart', true, 15],
  ['checkout (signed in)', '/en/shop/checkout', true, 15],
]

const TICKS_PER_SECOND = 100

/** CPU time (user + system) a process has used so far, ms. */
function cpuMs(pid) {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${server.address().port}`),
    ),
  )

/**
 * Median requests/s, p50 and p99 (ms) over RUNS runs of autocannon, and with `pids` the median
 * CPU ms per request of each process. With `cookies`, each connection is another signed-in buyer,
 * as 50 practices ordering at once would be.
 */
export async function load(url, { cookies = [], pids = {} } = {}) {
  // As a browser asks: pages travel compressed when the server offers it.
  const headers = { 'accept-encoding': 'gzip, deflate, br' }
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    let next = 0
    const before = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]),
    )
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
      setupClient: (client) => {
        if (cookies.length)
          client.setHeaders({
            ...headers,
            cookie: cookies[next++ % cookies.length],
          })
      },
    })
    if (result.non2xx || result.errors)
      throw new Error(
        `${url}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
      )
    const cpu = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [
        name,
        (cpuMs(pid) - before[name]) / result.requests.total,
      ]),
    )
    runs.push({ result, cpu })
  }
  return {
    rps: median(runs.map((r) => r.result.requests.average)),
    p50: median(runs.map((r) => r.result.latency.p50)),
    p99: median(runs.map((r) => r.result.latency.p99)),
    cpu: Object.fromEntries(
      Object.keys(pids).map((name) => [
        name,
        median(runs.map((r) => r.cpu[name])),
      ]),
    ),
  }
}

/**
 * Each of `pages` under load against a bare renderToString server of the identical HTML, with
 * the CPU per page of the stack's backend, API and shop processes.
 */
export async function measurePages(stack, cookies, pages = PAGES) {
  const [backend, api, shop] = stack.children
  const pids = { shop: shop.pid, api: api.pid, backend: backend.pid }
  const rows = []
  for (const [name, path, signedIn, goal] of pages) {
    const options = signedIn ? { cookies, pids } : { pids }
    const response = await fetch(`${stack.shopUrl}${path}`, {
      headers: signedIn ? { cookie: cookies[0] } : {},
      redirect: 'manual',
    })
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}`)
    const html = await response.text()
    const ceiling = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(
        renderToString(
          createElement('div', { dangerouslySetInnerHTML: { __html: html } }),
        ),
      )
    })
    const ceilingUrl = await listen(ceiling)
    const measured = await load(`${stack.shopUrl}${path}`, options)
    const bare = await load(ceilingUrl)
    ceiling.close()
    rows.push({ name, shop: measured, bare, goal, kb: html.length / 1024 })
  }
  return rows
}

const f = (n, d = 0) => n.toFixed(d)

/** The rows as a Markdown table. */
export function pagesTable(rows) {
  const met = (ok) => (ok ? 'met' : '**not met**')
  return [
    '| page | HTML KB | shop req/s | p50 / p99 ms | bare renderToString req/s | p50 / p99 ms | shop / ceiling | goal | CPU ms per page: shop / API / backend = total |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(({ name, shop, bare, kb, goal }) => {
      const ratio = (100 * shop.rps) / bare.rps
      const { cpu } = shop
      const total = cpu.shop + cpu.api + cpu.backend
      return `| ${name} | ${f(kb, 1)} | ${f(shop.rps)} | ${shop.p50} / ${shop.p99} | ${f(bare.rps)} | ${bare.p50} / ${bare.p99} | ${f(ratio)} % | ${goal ? `≥ ${goal} %, ${met(ratio >= goal)}` : ''} | ${f(cpu.shop, 1)} / ${f(cpu.api, 1)} / ${f(cpu.backend, 1)} = ${f(total, 1)} |`
    }),
  ]
}
