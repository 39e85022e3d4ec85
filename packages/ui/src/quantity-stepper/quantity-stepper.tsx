import { useState } from 'react'

export interface QuantityStepperProps {
  value: number
  onChange: (value: number) => void
  /** The accessible name, e.g. "Quantity for Nitrile gloves, M". */
  label: string
  min?: number
  max?: number
  disabled?: boolean
  decreaseLabel?: string
  increaseLabel?: string
}

/** Keeps a quantity a whole number within bounds; anything unreadable falls back to `min`. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

/**
 * A quantity input with decrease and increase buttons. Typed values are committed on blur or
 * Enter, clamped to `min`…`max`.
 *
 * @example
 * <QuantityStepper label="Quantity for Nitrile gloves" value={qty} onChange={setQty} max={999} />
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 9999,
  disabled = false,
  decreaseLabel = 'Decrease',
  increaseLabel = 'Increase',
}: QuantityStepperProps) {
  // What the buyer is typing; null when the input shows `value`.
  const [draft, setDraft] = useState<string | null>(null)
  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max)
    setDraft(null)
    if (clamped !== value) onChange(clamped)
  }
  return (
    <div className="ui-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="ui-stepper__button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        className="ui-stepper__input"
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => draft !== null && commit(Number(draft))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) commit(Number(draft))
          if (event.key === 'ArrowUp') commit(value + 1)
          if (event.key === 'ArrowDown') commit(value - 1)
        }}
      />
      <button
        type="button"
        className="ui-stepper__button"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  )
}
