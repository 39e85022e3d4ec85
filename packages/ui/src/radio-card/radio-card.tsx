import type { InputHTMLAttributes, ReactNode } from 'react'

export interface RadioCardProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'title'
> {
  /** The option's name, e.g. a carrier's title or "Pay by invoice". */
  title: ReactNode
  description?: ReactNode
  /** Shown at the end of the title row, e.g. the carrier's net price. */
  aside?: ReactNode
}

/**
 * One choice of a {@link RadioCardGroup}: a native radio (arrow keys move between the options of
 * one `name`) inside a card the whole of which is clickable.
 *
 * @example
 * <RadioCard name="carrier" title="Standard delivery" description="2–3 business days"
 *   aside={<Price amount={995} format={formatMoney} />} checked={chosen} onChange={choose} />
 */
export function RadioCard({
  title,
  description,
  aside,
  checked,
  disabled,
  className,
  ...input
}: RadioCardProps) {
  return (
    <label
      className={['ui-radio-card', className].filter(Boolean).join(' ')}
      data-selected={checked || undefined}
      data-disabled={disabled || undefined}
    >
      <input type="radio" checked={checked} disabled={disabled} {...input} />
      <span className="ui-radio-card__title">{title}</span>
      {aside ? <span className="ui-radio-card__aside">{aside}</span> : null}
      {description ? (
        <span className="ui-radio-card__text">{description}</span>
      ) : null}
    </label>
  )
}

export interface RadioCardGroupProps {
  /** Names the group for screen readers (a fieldset legend). */
  legend: ReactNode
  /** Keeps the legend for screen readers only, when a visible heading already says it. */
  hideLegend?: boolean
  children: ReactNode
}

/**
 * Radio cards side by side, wrapping on narrow screens, e.g. the checkout's carriers and payment
 * providers.
 */
export function RadioCardGroup({
  legend,
  hideLegend = false,
  children,
}: RadioCardGroupProps) {
  return (
    <fieldset className="ui-radio-cards">
      <legend
        className={hideLegend ? 'ui-visually-hidden' : 'ui-radio-cards__legend'}
      >
        {legend}
      </legend>
      <div className="ui-radio-cards__options">{children}</div>
    </fieldset>
  )
}
