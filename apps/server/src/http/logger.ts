/** A structured JSON logger: one line per event, easy to ship and query. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void
  warn(event: string, fields?: Record<string, unknown>): void
  error(event: string, fields?: Record<string, unknown>): void
}

export function createJsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level,
          event,
          ...fields,
        }),
      )
  return { info: log('info'), warn: log('warn'), error: log('error') }
}

/** For tests and tools that do not want log output. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
