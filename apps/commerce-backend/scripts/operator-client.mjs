// The operator commands' side of the operator API (decision 030): `operatorFetch(path, init)`
// calls `/operator/v1${path}` on the running commerce backend. The backend is COMMERCE_URL's origin
// (default: the one `npm start` runs on BACKEND_PORT, 4000); the caller is OPERATOR_KEY, else
// COMMERCE_SERVICE_SECRET, else (outside production) the service secret the backend keeps in its
// data directory. Exit codes of the commands: 0 done, 1 refused or invalid input, 2 usage or no
// connection.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Ends a command with `message` on standard error and the exit code. */
export class CommandError extends Error {
  constructor(message, exitCode) {
    super(message)
    this.exitCode = exitCode
  }
}

function backendOrigin() {
  if (process.env.COMMERCE_URL) return new URL(process.env.COMMERCE_URL).origin
  return `http://127.0.0.1:${process.env.BACKEND_PORT ?? 4000}`
}

function credentials() {
  if (process.env.OPERATOR_KEY)
    return { authorization: `Bearer ${process.env.OPERATOR_KEY}` }
  if (process.env.COMMERCE_SERVICE_SECRET)
    return { 'x-service-secret': process.env.COMMERCE_SERVICE_SECRET }
  const dataDir =
    process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url))
  const file = join(dataDir, 'service-secret')
  if (process.env.NODE_ENV !== 'production' && existsSync(file))
    return { 'x-service-secret': readFileSync(file, 'utf8').trim() }
  throw new CommandError(
    'Set OPERATOR_KEY (an operator key), or start the shop with `npm start` first.',
    2,
  )
}

/** `fetch` of an operator API path with the caller's credentials; throws when nobody answers. */
export async function operatorFetch(path, init = {}) {
  const url = `${backendOrigin()}/operator/v1${path}`
  try {
    return await fetch(url, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
        ...credentials(),
      },
    })
  } catch (error) {
    if (error instanceof CommandError) throw error
    throw new CommandError(
      `The commerce backend at ${backendOrigin()} does not answer: ${error.message}`,
      2,
    )
  }
}

/** The JSON answer of an operator call; a refusal ends the command with its message (exit 1). */
export async function operatorJson(path, init = {}) {
  const response = await operatorFetch(path, init)
  const body = await response.json().catch(() => null)
  if (response.ok) return body
  const lines = [body?.message ?? `The backend answered ${response.status}.`]
  for (const v of body?.violations ?? [])
    lines.push(`  ${v.propertyPath}: ${v.message}`)
  throw new CommandError(lines.join('\n'), 1)
}

/** Runs a command's `main`, ending with its exit code and message. */
export async function runCommand(main) {
  try {
    await main()
  } catch (error) {
    if (!(error instanceof CommandError)) throw error
    console.error(error.message)
    process.exit(error.exitCode)
  }
}
