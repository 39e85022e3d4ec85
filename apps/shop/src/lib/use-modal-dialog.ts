import { useEffect, useRef } from 'react'

/**
 * A native modal dialog that follows `open`: shown with `showModal()` (focus trapped, Escape
 * closes, focus returns to the opener) and closed when `open` turns false.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return dialog
}
