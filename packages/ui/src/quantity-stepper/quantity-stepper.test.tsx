import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QuantityStepper, clampQuantity } from './quantity-stepper.js'

describe('clampQuantity', () => {
  it('keeps whole numbers within bounds', () => {
    expect(clampQuantity(5, 1, 10)).toBe(5)
    expect(clampQuantity(0, 1, 10)).toBe(1)
    expect(clampQuantity(11, 1, 10)).toBe(10)
    expect(clampQuantity(2.7, 1, 10)).toBe(2)
    expect(clampQuantity(Number.NaN, 1, 10)).toBe(1)
  })
})

describe('QuantityStepper', () => {
  it('commits a typed value on blur and ignores an unchanged one', () => {
    const onChange = vi.fn()
    render(<QuantityStepper label="Quantity" value={3} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Quantity' })
    fireEvent.change(input, { target: { value: 'abc' } })
    fireEvent.blur(input)
    expect(onChange).toHaveBeenCalledWith(1)
    fireEvent.change(input, { target: { value: '3' } })
    fireEvent.blur(input)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('disables decrease at the minimum', () => {
    render(
      <QuantityStepper label="Quantity" value={1} onChange={() => undefined} />,
    )
    expect(screen.getByRole('button', { name: 'Decrease' })).toHaveProperty(
      'disabled',
      true,
    )
  })
})
