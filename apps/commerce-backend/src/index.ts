import { createCommerceBackend } from './app'

const backend = createCommerceBackend({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '127.0.0.1',
})
const url = await backend.listen()
console.log(`Commerce backend ready on ${url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void backend.close().then(() => process.exit(0)))
}
