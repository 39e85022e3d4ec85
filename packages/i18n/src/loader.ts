import { TRANSLATION_CACHE_TTL_MS } from './config.js'

/** All locales' messages, as `GET {endpoint}/translations/all` answers. */
export type TranslationsByLocale = Record<string, Record<string, string>>

export interface TranslationLoaderOptions {
  /** Base address of the translations service. */
  endpoint: string
  /** Messages bundled with the shop; remote ones are merged over them. */
  bundled: TranslationsByLocale
  fetch?: typeof fetch
  ttlMs?: number
  timeoutMs?: number
  now?: () => number
  logger?: { warn: (message: string) => void }
}

/** Loads the messages of every locale, cached and merged over the bundle. */
export interface TranslationLoader {
  load(): Promise<TranslationsByLocale>
}

function merge(
  bundled: TranslationsByLocale,
  remote: TranslationsByLocale,
): TranslationsByLocale {
  const merged: TranslationsByLocale = {}
  for (const locale of new Set([
    ...Object.keys(bundled),
    ...Object.keys(remote),
  ])) {
    merged[locale] = { ...bundled[locale], ...remote[locale] }
  }
  return merged
}

function isTranslations(value: unknown): value is TranslationsByLocale {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value as Record<string, unknown>).every(
      (messages: unknown) =>
        typeof messages === 'object' &&
        messages !== null &&
        Object.values(messages).every((m) => typeof m === 'string'),
    )
  )
}

/**
 * Creates a loader for `GET {endpoint}/translations/all`, cached for 30 minutes, with concurrent
 * loads sharing one request. When the service fails, the bundled strings serve and the failure is
 * logged once until a load succeeds again; the failure is retried after the cache lifetime.
 *
 * @example
 * const loader = createTranslationLoader({ endpoint: 'https://cms.example.com', bundled: { en: EN_MESSAGES } })
 * const { en } = await loader.load()
 */
export function createTranslationLoader(
  options: TranslationLoaderOptions,
): TranslationLoader {
  const {
    endpoint,
    bundled,
    fetch: fetchFn = globalThis.fetch,
    ttlMs = TRANSLATION_CACHE_TTL_MS,
    timeoutMs = 3000,
    now = Date.now,
    logger = console,
  } = options
  let cached: { value: TranslationsByLocale; expiresAt: number } | undefined
  let inFlight: Promise<TranslationsByLocale> | undefined
  let failureLogged = false

  async function fetchAll(): Promise<TranslationsByLocale> {
    try {
      const response = await fetchFn(
        `${endpoint.replace(/\/+$/, '')}/translations/all`,
        {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        },
      )
      if (!response.ok) throw new Error(`status ${response.status}`)
      const body: unknown = await response.json()
      if (!isTranslations(body)) throw new Error('unexpected response shape')
      failureLogged = false
      return merge(bundled, body)
    } catch (error) {
      if (!failureLogged) {
        failureLogged = true
        logger.warn(
          `Translations could not be loaded (${String(error)}); using the bundled strings.`,
        )
      }
      return bundled
    }
  }

  return {
    load() {
      if (cached && cached.expiresAt > now())
        return Promise.resolve(cached.value)
      inFlight ??= fetchAll()
        .then((value) => {
          cached = { value, expiresAt: now() + ttlMs }
          return value
        })
        .finally(() => {
          inFlight = undefined
        })
      return inFlight
    },
  }
}
