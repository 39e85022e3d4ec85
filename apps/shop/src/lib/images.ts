import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { appConfigQuery } from './queries'

/** The app configuration's fallback image, shown where a product image fails to load. */
export function useFallbackImageSrc(): string | undefined {
  const { api } = useRouteContext({ from: '__root__' })
  return useQuery(appConfigQuery(api)).data?.fallbackImage.url
}

/** A backend image (`url`, `width`, `height`) as the design system's `image` props take it. */
export const imageProps = (image: {
  url: string
  width: number
  height: number
}) => ({ src: image.url, width: image.width, height: image.height })
