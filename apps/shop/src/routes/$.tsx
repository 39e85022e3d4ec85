import { createFileRoute, notFound, redirect } from '@tanstack/react-router'

// Any path without the locale prefix moves under /en (spec section 2); unknown /en paths are 404.
export const Route = createFileRoute('/$')({
  beforeLoad: ({ params, location }) => {
    const path = params._splat ?? ''
    if (path === 'en' || path.startsWith('en/'))
      throw notFound({ data: { message: `Page not found: /${path}` } })
    // The splat arrives decoded; a header can only carry it encoded (`/✓` answered 500).
    throw redirect({
      href: `/en/${encodeURI(path)}${location.searchStr}`,
      statusCode: 301,
    })
  },
})
