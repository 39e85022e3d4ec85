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
  /** The texts of links to the previous and the next page; without them there are none. */
  previousLabel?: string
  nextLabel?: string
}

/**
 * The pages a pagination shows: the first, the last, and the current one with a neighbour on
 * each side (more near either end, so the count stays the same); `null` marks a gap:
 * page 6 of 20 shows 1 … 5 6 7 … 20.
 */
function visiblePages(page: number, pages: number): (number | null)[] {
  const slots = 7
  if (pages <= slots) return Array.from({ length: pages }, (_, i) => i + 1)
  // The middle run of three, kept away from the ends so each end has its gap or its neighbour.
  const start = Math.min(Math.max(page - 1, 3), pages - 4)
  const middle = [start, start + 1, start + 2]
  const head = start === 3 ? [1, 2] : [1, null]
  const tail = start + 2 === pages - 2 ? [pages - 1, pages] : [null, pages]
  return [...head, ...middle, ...tail]
}

/**
 * Links to the pages of a listing, the current one marked: all of them when there are up to
 * seven, else the first, the last and those around the current one. Renders nothing for a single
 * page.
 *
 * @example
 * <Pagination label="Pages" page={2} pages={5} hrefFor={(n) => `?page=${n}`} pageLabel={(n) => `Page ${n}`}
 *   previousLabel="Previous" nextLabel="Next" />
 */
export function Pagination({
  label,
  page,
  pages,
  hrefFor = (n) => `?page=${n}`,
  pageLabel,
  renderLink = ({ page: _page, ...link }) => plainLink(link),
  previousLabel,
  nextLabel,
}: PaginationProps) {
  if (pages <= 1) return null
  const step = (n: number, text: string) =>
    renderLink({
      page: n,
      href: hrefFor(n),
      children: text,
      className: `ui-pagination__page ui-pagination__step ui-pagination__step--${n < page ? 'previous' : 'next'}`,
    })
  return (
    <nav aria-label={label} className="ui-pagination">
      {previousLabel && page > 1 ? step(page - 1, previousLabel) : null}
      <span className="ui-pagination__pages">
        {visiblePages(page, pages).map((n, i) => (
          <Fragment key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className="ui-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              renderLink({
                page: n,
                href: hrefFor(n),
                children: n,
                className: 'ui-pagination__page',
                'aria-current': n === page ? 'page' : undefined,
                'aria-label': pageLabel(n),
              })
            )}
          </Fragment>
        ))}
      </span>
      {nextLabel && page < pages ? step(page + 1, nextLabel) : null}
    </nav>
  )
}
