/** The HTTP status a failed page answers with: the error's own, 503 when the API was unreachable. */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status !== 'number') return 500
  // The API client reports a network failure or timeout as status 0.
  if (status === 0) return 503
  return status >= 400 && status < 600 ? status : 500
}

const BOT =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview/i

/** Search engine and link-preview robots: their failed pages are only logged (spec section 8). */
export function isBot(userAgent: string | null | undefined): boolean {
  return BOT.test(userAgent ?? '')
}
