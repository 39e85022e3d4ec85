import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button.js'

describe('Button', () => {
  it('ignores clicks while loading, so an action runs once', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Place order</Button>)
    fireEvent.click(screen.getByRole('button'))
    rerender(
      <Button onClick={onClick} loading>
        Place order
      </Button>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true')
  })

  it('is a plain button, not a submit, unless asked', () => {
    render(<Button>Edit</Button>)
    expect(screen.getByRole('button').getAttribute('type')).toBe('button')
  })
})
