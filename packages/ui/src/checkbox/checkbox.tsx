import type { InputHTMLAttributes, ReactNode } from 'react'

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode
}

/**
 * A native checkbox with its label, e.g. an attribute of a category's filters.
 *
 * @example
 * <Checkbox label="Nitrile" checked={chosen} onChange={toggle} />
 */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...input} />
      <span className="ui-checkbox__label">{label}</span>
    </label>
  )
}

export interface ColorSwatchProps {
  /** Any CSS colour, e.g. an attribute's `valueColor`. */
  color: string
  /** Spoken name of the colour; leave it out when the text next to it already says it. */
  label?: string
  /** `large` for choices that are mostly colour, such as a configurator step. */
  size?: 'small' | 'large'
}

/**
 * A round sample of a colour.
 *
 * @example
 * <Checkbox label={<><ColorSwatch color="#1d4ed8" />Blue</>} />
 */
export function ColorSwatch({
  color,
  label,
  size = 'small',
}: ColorSwatchProps) {
  return (
    <span
      className={size === 'large' ? 'ui-swatch ui-swatch--large' : 'ui-swatch'}
      style={{ background: color }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}
