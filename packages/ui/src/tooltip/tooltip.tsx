import { cloneElement, useEffect, useId, useState } from 'react'
import type { ReactElement, ReactNode } from 'react'

export interface TooltipProps {
  /** A short hint; never the only place of information a buyer needs. */
  content: ReactNode
  /** The one element the tooltip describes; it must take focus (a button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>
  placement?: 'top' | 'bottom'
}

/**
 * A short hint on the tooltip layer (`Z_INDEX.tooltip`, 1100), shown while its element is
 * hovered or focused and hidden by Escape (WCAG 1.4.13). The element names the hint as its
 * description (`aria-describedby`).
 *
 * @example
 * <Tooltip content="Prices exclude VAT."><IconButton label="About prices" icon="i" /></Tooltip>
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
}: TooltipProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  return (
    <span
      className="ui-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className="ui-tooltip__bubble"
        data-placement={placement}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  )
}
