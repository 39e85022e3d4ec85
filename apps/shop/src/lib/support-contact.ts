import type { ApiAppConfig } from '@shop/commerce-client'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { appConfigQuery } from './queries'

/** The distributor's customer support: phone, e-mail and hours. */
export type SupportContact = NonNullable<ApiAppConfig['support']>

/** The configured contact the server put on the page (`data-support`); undefined if unreadable. */
export function readSupportFallback(
  json: string | undefined,
): SupportContact | undefined {
  if (!json) return undefined
  try {
    return JSON.parse(json) as SupportContact
  } catch {
    return undefined
  }
}

/**
 * The distributor's support contact: the content backend's when the page has its app
 * configuration, else the shop's configured fallback (the error pages, when the API is down).
 * It never fetches: an error page must not fail on the call that failed the page.
 */
export function useSupportContact(): SupportContact | null {
  const { api, supportFallback } = useRouteContext({ from: '__root__' })
  const { data: config } = useQuery({
    ...appConfigQuery(api),
    enabled: false,
  })
  return config?.support ?? supportFallback ?? null
}
