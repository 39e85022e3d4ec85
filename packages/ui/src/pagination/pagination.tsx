import { Fragment } from 'react'
import type { RenderLink } from '../link/link.js'
import { plainLink } from '../link/link.js'

/** A page link; `page` lets a router build its own link (e.g. from search parameters). */
export type RenderPageLink = (
  link: Parameters<RenderLink>[0] & { page: number },
) => ReturnType<RenderLink>

export interface PaginationProps {
  /** Names the navigation for screen readers, e.g. "Pages". */
  label: string
  /** The current page, from 1. */
  page: number
  pages: number
  /** The address of page `n`; `?page=n` by default. */
  hrefFor?: (n: number) => string
  /** The screen-reader name of page `n`, e.g. "Page 3". */
  pageLabel: (n: number) => string
  renderLink?: RenderPageLink
}

/**
 * Links to every page of a listing, the current one marked. Renders nothing for a single page.
 *
 * @example
 * <Pagination label="Pages" page={2} pages={5} hrefFor={(n) => `?page=${n}`} pageLabel={(n) => `Page ${n}`} />
 */
export function Pagination({
  label,
  page,
  pages,
  hrefFor = (n) => `?page=${n}`,
  pageLabel,
  renderLink = ({ page: _page, ...link }) => plainLink(link),
}: PaginationProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="ui-pagination">
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Fragment key={n}>
          {renderLink({
            page: n,
            href: hrefFor(n),
            children: n,
            className: 'ui-pagination__page',
            'aria-current': n === page ? 'page' : undefined,
            'aria-label': pageLabel(n),
          })}
        </Fragment>
      ))}
    </nav>
  )
}
