import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** What the button does, spoken by screen readers and shown as a tooltip, e.g. "Remove gloves". */
  label: string
  /** The icon or symbol; it is hidden from screen readers, the label speaks for it. */
  icon: ReactNode
}

/**
 * A small square button with an icon and no visible text, e.g. removing a cart line.
 *
 * @example
 * <IconButton label={`Remove ${name}`} icon="×" onClick={remove} />
 */
export function IconButton({
  label,
  icon,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={['ui-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  )
}
