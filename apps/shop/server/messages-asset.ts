import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { EN_MESSAGES } from '@shop/i18n'
import type { Messages } from '../src/lib/queries'
import { requestIdHeaders } from '@shop/node-server/request-id'

/** Where the shop serves its messages: `/i18n/en.<version>.json`. */
export const MESSAGES_PATH = '/i18n'
/** How long one version of the messages is used before the API is asked again. */
const REFRESH_MS = 60_000
/** After the translations service failed, the bundled catalogue serves this long. */
const RETRY_MS = 5_000

export interface MessagesAsset {
  /** A hash of the messages: a new text is a new address, so a browser may keep one for a year. */
  version: string
  href: string
  messages: Messages
  body: Buffer
  gzipped: Buffer
}

/**
 * The shop's English messages as a versioned, long-cached asset (decision 014): a page names
 * the version it was rendered with, and the browser loads it once instead of finding 12 KB of
 * messages in every page. The messages come from the API's translations (merged over the bundled
 * catalogue); without the API, the bundled catalogue.
 */
export function createMessagesAsset(apiUrl: string, { now = Date.now } = {}) {
  let current: { asset: MessagesAsset; until: number } | undefined
  let loading: Promise<MessagesAsset> | undefined

  async function load(): Promise<MessagesAsset> {
    const all = await fetch(`${apiUrl}/api/translations`, {
      // Loaded for one request (shared by those that wait): the API logs it under that id.
      headers: requestIdHeaders(),
      signal: AbortSignal.timeout(8_000),
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<Record<string, Messages>>)
          : null,
      )
      .catch(() => null)
    const messages = all?.en ?? EN_MESSAGES
    const body = Buffer.from(JSON.stringify(messages))
    const version = createHash('sha256')
      .update(body)
      .digest('base64url')
      .slice(0, 16)
    const asset = {
      version,
      href: `${MESSAGES_PATH}/en.${version}.json`,
      messages,
      body,
      gzipped: gzipSync(body),
    }
    current = { asset, until: now() + (all?.en ? REFRESH_MS : RETRY_MS) }
    return asset
  }

  /** The messages to render with; a stale version serves while the next one loads. */
  function get(): Promise<MessagesAsset> {
    if (current && current.until > now()) return Promise.resolve(current.asset)
    loading ??= load().finally(() => {
      loading = undefined
    })
    return current ? Promise.resolve(current.asset) : loading
  }

  return { get }
}
