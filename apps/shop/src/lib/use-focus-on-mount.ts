import { useEffect, useRef } from 'react'

/**
 * Focuses an element (a heading with `tabIndex={-1}`) when it first shows: a form that is replaced
 * by its outcome ("Check your inbox") takes a keyboard or screen-reader user there instead of
 * leaving the focus on a button that is gone. Only for what shows after an action, never on load.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}
