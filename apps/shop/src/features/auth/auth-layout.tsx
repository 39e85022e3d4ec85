import { Image } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { appConfigQuery } from '#lib/queries'

const root = getRouteApi('__root__')

/**
 * The login and sign-up pages: the form in a card beside the first auth image of the app
 * configuration (hidden on narrow screens, where the form comes first).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { api } = root.useRouteContext()
  const { data: config } = useSuspenseQuery(appConfigQuery(api))
  const image = config.authImages[0]
  return (
    <div className="auth-layout">
      <section className="auth card">{children}</section>
      {image ? (
        <Image
          className="auth-layout__image"
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.alt}
          size="auth-overlay"
          fetchPriority="low"
        />
      ) : null}
    </div>
  )
}
