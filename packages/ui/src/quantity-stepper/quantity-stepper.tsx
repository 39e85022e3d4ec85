import { useId, useState } from 'react'

export interface QuantityStepperProps {
  value: number
  onChange: (value: number) => void
  /** The accessible name, e.g. "Quantity for Nitrile gloves, M". */
  label: string
  min?: number
  max?: number
  /**
   * Where the buttons and arrow keys move from `value` (`1` up, `-1` down): a product sold in
   * tens steps 10, 20, 30. One by one without it; the result is kept within `min`…`max`.
   */
  stepTo?: (value: number, direction: 1 | -1) => number
  disabled?: boolean
  decreaseLabel?: string
  increaseLabel?: string
  /**
   * Checks typed text before it is committed: a message keeps the text, marks the field invalid
   * and shows the message under it, and nothing is committed. Without it, typed values are
   * clamped to `min`…`max`.
   */
  validate?: (text: string) => string | null
  /** Told the message of every check of typed text, or null once the field is valid again. */
  onValidate?: (message: string | null) => void
}

/** Keeps a quantity a whole number within bounds; anything unreadable falls back to `min`. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

/**
 * A quantity input with decrease and increase buttons. Typed values are committed on blur or
 * Enter: checked with `validate` when it is given (a refused value stays in the field with its
 * message), clamped to `min`…`max` otherwise.
 *
 * @example
 * <QuantityStepper label="Quantity for Nitrile gloves" value={qty} onChange={setQty} max={10000}
 *   validate={(text) => (isValidQuantity(text) ? null : QUANTITY_MESSAGE)} />
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 9999,
  stepTo = (current, direction) => current + direction,
  disabled = false,
  decreaseLabel = 'Decrease',
  increaseLabel = 'Increase',
  validate,
  onValidate,
}: QuantityStepperProps) {
  // What the buyer is typing; null when the input shows `value`.
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()
  const report = (message: string | null) => {
    setError(message)
    onValidate?.(message)
  }
  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max)
    setDraft(null)
    if (error) report(null)
    if (clamped !== value) onChange(clamped)
  }
  const stepped = (direction: 1 | -1) => stepTo(value, direction)
  const commitDraft = (text: string) => {
    const message = validate?.(text) ?? null
    if (message) return report(message)
    commit(Number(text))
  }
  return (
    <div className="ui-quantity">
      <div className="ui-stepper" role="group" aria-label={label}>
        <button
          type="button"
          className="ui-stepper__button"
          aria-label={decreaseLabel}
          disabled={disabled || value <= min}
          onClick={() => commit(stepped(-1))}
        >
          −
        </button>
        <input
          className="ui-stepper__input"
          type="text"
          inputMode="numeric"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value)
            // Once refused, the field says as soon as it is right again.
            if (error) report(validate?.(event.target.value) ?? null)
          }}
          onBlur={() => draft !== null && commitDraft(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) commitDraft(draft)
            if (event.key === 'ArrowUp') commit(stepped(1))
            if (event.key === 'ArrowDown') commit(stepped(-1))
          }}
        />
        <button
          type="button"
          className="ui-stepper__button"
          aria-label={increaseLabel}
          disabled={disabled || value >= max}
          onClick={() => commit(stepped(1))}
        >
          +
        </button>
      </div>
      {error ? (
        <p id={errorId} className="ui-quantity__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
