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

  it('with validate, keeps refused text with its message and commits nothing', () => {
    const onChange = vi.fn()
    const onValidate = vi.fn()
    const message = 'Enter a whole number from 1 to 10,000.'
    render(
      <QuantityStepper
        label="Quantity"
        value={3}
        max={10_000}
        onChange={onChange}
        onValidate={onValidate}
        validate={(text) =>
          /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10_000
            ? null
            : message
        }
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Quantity' })
    for (const typed of ['0', '-1', 'abc', '2.5', '99999']) {
      fireEvent.change(input, { target: { value: typed } })
      fireEvent.blur(input)
      expect(input).toHaveProperty('value', typed)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByRole('alert').textContent).toBe(message)
    }
    expect(onChange).not.toHaveBeenCalled()
    expect(onValidate).toHaveBeenLastCalledWith(message)
    fireEvent.change(input, { target: { value: '10000' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith(10_000)
    expect(onValidate).toHaveBeenLastCalledWith(null)
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

describe('QuantityStepper with stepTo', () => {
  it('moves its buttons and arrow keys where stepTo says: a product sold in tens', () => {
    const onChange = vi.fn()
    const tens = (value: number, direction: 1 | -1) => value + direction * 10
    render(
      <QuantityStepper
        label="Quantity"
        value={20}
        min={10}
        onChange={onChange}
        stepTo={tens}
        increaseLabel="More"
        decreaseLabel="Fewer"
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(onChange).toHaveBeenLastCalledWith(30)
    fireEvent.click(screen.getByRole('button', { name: 'Fewer' }))
    expect(onChange).toHaveBeenLastCalledWith(10)
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Quantity' }), {
      key: 'ArrowUp',
    })
    expect(onChange).toHaveBeenLastCalledWith(30)
  })
})
