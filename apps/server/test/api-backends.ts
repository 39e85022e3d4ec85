import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { startBackend } from './backend'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Answers `GET /<worker>` with the URL of that test worker's commerce backend. */
    apiBackends: string
  }
}

/** The service secret of the API tests' backends (`./api.ts`). */
export const SERVICE_SECRET = 'api-test-service-secret'

/**
 * Global setup of the server's tests: a commerce backend per test worker, started when a test file
 * of that worker first asks for one and shared by the worker's later files. Starting a backend
 * takes seconds, so one per API test file would multiply the run; a worker runs one file at a
 * time, so files never share a backend at the same moment (they change the same demo customers).
 */
export default async function setup(project: TestProject) {
  const backends = new Map<string, ReturnType<typeof startBackend>>()
  const control = createServer((req, res) => {
    const worker = (req.url ?? '/').slice(1)
    let backend = backends.get(worker)
    if (!backend) {
      backend = startBackend(SERVICE_SECRET)
      backends.set(worker, backend)
    }
    backend.then(
      ({ url }) => res.end(url),
      (error: Error) => {
        res.statusCode = 500
        res.end(error.message)
      },
    )
  })
  await new Promise<void>((resolve) =>
    control.listen(0, '127.0.0.1', () => resolve()),
  )
  const { port } = control.address() as AddressInfo
  project.provide('apiBackends', `http://127.0.0.1:${port}`)
  return async () => {
    control.close()
    await Promise.all(
      [...backends.values()].map((backend) =>
        backend.then((started) => started.stop()).catch(() => undefined),
      ),
    )
  }
}
