import type { ReactNode } from 'react'
import { useFocusOnMount } from '#lib/use-focus-on-mount'

/**
 * An e-mailed link that cannot be used: cut off, or refused by the API (used, expired, never
 * issued), in the API's words, with the way to a new one. `announce` takes the focus there when
 * the page turned into this after a submit.
 */
export function InvalidLink({
  title,
  message,
  announce = false,
  children,
}: {
  title: string
  message: string
  announce?: boolean
  children: ReactNode
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <>
      <h1 ref={announce ? heading : undefined} tabIndex={-1}>
        {title}
      </h1>
      <p role={announce ? 'alert' : undefined}>{message}</p>
      {children}
    </>
  )
}
