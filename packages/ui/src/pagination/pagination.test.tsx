import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Pagination } from './pagination.js'

/** The pagination's entries as a buyer reads them: page numbers, gaps and steps. */
function entries() {
  const nav = screen.getByRole('navigation', { name: 'Pages' })
  return [...nav.querySelectorAll('a, [aria-hidden]')].map((child) =>
    child.getAttribute('aria-current')
      ? `[${child.textContent}]`
      : child.textContent,
  )
}

const props = {
  label: 'Pages',
  pageLabel: (n: number) => `Page ${n}`,
  previousLabel: 'Previous',
  nextLabel: 'Next',
}

describe('Pagination', () => {
  it('lists every page of a short listing, with a step back and forward', () => {
    render(<Pagination {...props} page={2} pages={5} />)
    expect(entries()).toEqual(['Previous', '1', '[2]', '3', '4', '5', 'Next'])
    expect(
      within(screen.getByRole('navigation')).getByRole('link', {
        name: 'Next',
      }),
    ).toHaveProperty('search', '?page=3')
  })

  it('keeps a long listing to the ends and the pages around the current one', () => {
    const { rerender } = render(<Pagination {...props} page={6} pages={420} />)
    expect(entries()).toEqual([
      'Previous',
      '1',
      '…',
      '5',
      '[6]',
      '7',
      '…',
      '420',
      'Next',
    ])
    rerender(<Pagination {...props} page={1} pages={420} />)
    expect(entries()).toEqual(['[1]', '2', '3', '4', '5', '…', '420', 'Next'])
    rerender(<Pagination {...props} page={420} pages={420} />)
    expect(entries()).toEqual([
      'Previous',
      '1',
      '…',
      '416',
      '417',
      '418',
      '419',
      '[420]',
    ])
  })

  it('shows nothing for a single page', () => {
    render(<Pagination {...props} page={1} pages={1} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
