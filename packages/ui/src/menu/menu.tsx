import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'

export interface MenuItem {
  id: string
  label: ReactNode
  /** Runs when the item is chosen; the menu closes first. */
  onSelect: () => void
  disabled?: boolean
}

export interface MenuProps {
  /** The button's text, e.g. "Actions". */
  label: ReactNode
  items: readonly MenuItem[]
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end'
}

/**
 * A button that opens a list of actions (menu layer 1000), after the WAI-ARIA menu button
 * pattern: Enter, Space or ArrowDown opens it on the first item, ArrowUp on the last; arrow keys,
 * Home and End move; Escape closes and returns focus to the button; a click outside or Tab
 * closes it.
 *
 * @example
 * <Menu label="Actions" items={[{ id: 'reorder', label: 'Reorder', onSelect: reorder }]} />
 */
export function Menu({ label, items, align = 'start' }: MenuProps) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const entries = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    if (!open) return
    entries.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openAt = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }
    const move = moves[event.key]
    if (move !== undefined) {
      event.preventDefault()
      setActive(move)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }
  return (
    <div className="ui-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="ui-button ui-button--secondary ui-button--small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            openAt(event.key === 'ArrowDown' ? 0 : items.length - 1)
          }
        }}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul
          id={id}
          role="menu"
          className="ui-menu__list"
          data-align={align}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, i) => (
            <li key={item.id} role="none">
              <button
                ref={(element) => {
                  entries.current[i] = element
                }}
                type="button"
                role="menuitem"
                tabIndex={i === active ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                className="ui-menu__item"
                onClick={() => {
                  if (item.disabled) return
                  close(true)
                  item.onSelect()
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
