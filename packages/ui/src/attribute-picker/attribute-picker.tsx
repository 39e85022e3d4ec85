import type { ReactNode } from 'react'
import { ColorSwatch } from '../checkbox/checkbox.js'

export interface AttributeOption {
  id: string
  label: string
  /** A CSS colour shows a large swatch. */
  color?: string | null
  /** A short label on the option, e.g. "Bestseller". */
  badge?: string | null
  /** No product has this value together with the other choices. */
  disabled?: boolean
}

export interface AttributePickerProps {
  /** The radio group's name (one per attribute group). */
  name: string
  /** What to choose, e.g. "Choose a size". */
  legend: ReactNode
  /** Where this group sits, e.g. "Step 1 of 3". */
  step?: ReactNode
  /** A highlighted group is framed and carries `highlightLabel` (e.g. "Recommended"). */
  highlighted?: boolean
  highlightLabel?: string
  /** A guide that helps to choose: its headline opens its content. */
  guide?: { headline: string; content: ReactNode }
  options: readonly AttributeOption[]
  selected?: string | null
  onSelect: (id: string) => void
}

/**
 * One step of a configurator: the values of one attribute group as large radio cards with
 * colour swatches and badges, an optional guide and a highlighted state.
 *
 * @example
 * <AttributePicker name="size" legend="Choose a size" step="Step 1 of 2" selected={size}
 *   options={[{ id: 's', label: 'S' }, { id: 'm', label: 'M', badge: 'Bestseller' }]} onSelect={setSize} />
 */
export function AttributePicker({
  name,
  legend,
  step,
  highlighted = false,
  highlightLabel,
  guide,
  options,
  selected,
  onSelect,
}: AttributePickerProps) {
  return (
    <fieldset className="ui-attribute-picker" data-highlighted={highlighted}>
      <legend>
        {step ? (
          <span className="ui-attribute-picker__step">{step}</span>
        ) : null}
        {legend}
        {highlighted && highlightLabel ? (
          <span className="ui-badge ui-badge--accent">{highlightLabel}</span>
        ) : null}
      </legend>
      {guide ? (
        <details className="ui-attribute-picker__guide">
          <summary>{guide.headline}</summary>
          <div>{guide.content}</div>
        </details>
      ) : null}
      <div className="ui-attribute-picker__options">
        {options.map((option) => {
          const isSelected = option.id === selected
          const disabled = !isSelected && option.disabled
          return (
            <label
              key={option.id}
              className="ui-attribute-picker__option"
              data-selected={isSelected}
              data-disabled={disabled}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={isSelected}
                disabled={disabled}
                onChange={() => onSelect(option.id)}
              />
              {option.color ? (
                <ColorSwatch color={option.color} size="large" />
              ) : null}
              <span>{option.label}</span>
              {option.badge ? (
                <span className="ui-badge">{option.badge}</span>
              ) : null}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
