import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the one main action of a view, `secondary` for the rest, `danger` for destructive ones. */
  variant?: 'primary' | 'secondary' | 'danger'
  size?: 'medium' | 'small'
  /** Shows a spinner, marks the button busy and ignores clicks (no double submits). */
  loading?: boolean
  children: ReactNode
}

/**
 * A button. While `loading`, it stays focusable but ignores clicks, so an order is placed once.
 *
 * @example
 * <Button variant="primary" loading={placing} onClick={placeOrder}>Place order</Button>
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'ui-button',
    `ui-button--${variant}`,
    size === 'small' && 'ui-button--small',
    className,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) return event.preventDefault()
        onClick?.(event)
      }}
      {...rest}
    >
      {loading ? (
        <span className="ui-button__spinner" aria-hidden="true" />
      ) : null}
      {children}
    </button>
  )
}
