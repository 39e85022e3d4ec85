import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { appConfigQuery } from './queries'

/** The app configuration's fallback image, shown where a product image fails to load. */
export function useFallbackImageSrc(): string | undefined {
  const { api } = useRouteContext({ from: '__root__' })
  return useQuery(appConfigQuery(api)).data?.fallbackImage.url
}
