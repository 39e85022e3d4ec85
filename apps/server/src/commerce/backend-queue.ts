/**
 * Lets at most `limit` calls through `fetchFn` at once and queues the rest first come, first
 * served (decision 048, "The burst queue"). Without it a burst opened a new connection per call,
 * and calls on connections already open overtook those still connecting by seconds. A call's
 * signal (the client's `BACKEND_TIMEOUT_MS`) counts its time in the queue: one that gives up
 * while queued leaves it and is never sent. A slot is held until the answer's body is read, as
 * the connection is.
 */
export function queueCalls(fetchFn: typeof fetch, limit: number): typeof fetch {
  let inFlight = 0
  const waiting: Array<() => void> = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else inFlight--
  }
  const slot = (signal: AbortSignal | null | undefined) =>
    new Promise<void>((resolve, reject) => {
      signal?.throwIfAborted()
      if (inFlight < limit) {
        inFlight++
        return resolve()
      }
      // The slot passes straight to the next in line, so nobody can overtake it.
      const start = () => {
        signal?.removeEventListener('abort', leave)
        resolve()
      }
      const leave = () => {
        waiting.splice(waiting.indexOf(start), 1)
        // The abort reason: the timeout's TimeoutError, as fetch itself would reject with.
        reject(signal?.reason as Error)
      }
      signal?.addEventListener('abort', leave, { once: true })
      waiting.push(start)
    })
  return async (input, init) => {
    await slot(init?.signal)
    try {
      const response = await fetchFn(input, init)
      if (!response.body) return response
      const body = await response.arrayBuffer()
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    } finally {
      release()
    }
  }
}
