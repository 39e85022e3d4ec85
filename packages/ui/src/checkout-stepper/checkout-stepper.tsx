export interface CheckoutStepperProps {
  /** Names the list for screen readers, e.g. "Checkout". */
  label: string
  steps: readonly { id: string; label: string }[]
  /** The step the buyer is on; the ones before it are done. */
  current: string
  /** Spoken after a finished step's name, e.g. "done". */
  doneLabel: string
}

/**
 * The checkout's steps in order: finished ones ticked, the current one marked for screen readers
 * (`aria-current="step"`).
 *
 * @example
 * <CheckoutStepper label="Checkout" current="shipping" doneLabel="done"
 *   steps={[{ id: 'addresses', label: 'Addresses' }, { id: 'shipping', label: 'Shipping' }]} />
 */
export function CheckoutStepper({
  label,
  steps,
  current,
  doneLabel,
}: CheckoutStepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === current)
  return (
    <ol className="ui-checkout-stepper" aria-label={label}>
      {steps.map((step, i) => {
        const done = currentIndex === -1 || i < currentIndex
        return (
          <li
            key={step.id}
            aria-current={i === currentIndex ? 'step' : undefined}
            data-done={done}
          >
            <span className="ui-checkout-stepper__number" aria-hidden="true">
              {done ? '✓' : i + 1}
            </span>
            {step.label}
            {done ? (
              <span className="ui-visually-hidden">, {doneLabel}</span>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
