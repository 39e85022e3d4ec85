// `npm start`: the whole shop on http://localhost:3000 with the embedded backend and its demo data.
import { startStack } from './processes.mjs'

const stack = await startStack({
  shopPort: Number(process.env.PORT ?? 3000),
  apiPort: Number(process.env.API_PORT ?? 4001),
  backendPort: Number(process.env.BACKEND_PORT ?? 4000),
})
console.log(`\nThe shop is ready: ${stack.shopUrl}/en\n`)

let stopping = false
const shutdown = async (code) => {
  if (stopping) return
  stopping = true
  await stack.stop()
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))
for (const child of stack.children) {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(
        `${child.name} stopped (exit code ${code}); stopping the shop.`,
      )
      shutdown(code ?? 1)
    }
  })
}
