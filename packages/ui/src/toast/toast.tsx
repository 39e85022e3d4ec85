import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'

export interface ToastProps {
  /** `error` is announced at once (an alert); the others politely. */
  tone?: 'info' | 'success' | 'error'
  children: ReactNode
  onDismiss: () => void
  /** The close button's accessible name, e.g. "Dismiss". */
  dismissLabel: string
  /**
   * Milliseconds until it closes by itself; 0 keeps it until dismissed. Errors should stay. The
   * timer pauses while the pointer or focus is on the toast.
   */
  duration?: number
}

/**
 * A short message about something that just happened ("3 items added to the cart"). Put toasts in
 * a `ToastRegion`, which keeps them in one corner above the page.
 *
 * @example
 * <ToastRegion label="Notifications">
 *   {added ? <Toast tone="success" onDismiss={clear} dismissLabel="Dismiss">Added to the cart.</Toast> : null}
 * </ToastRegion>
 */
export function Toast({
  tone = 'info',
  children,
  onDismiss,
  dismissLabel,
  duration = 5000,
}: ToastProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })
  const pause = () => clearTimeout(timer.current)
  // Leaving by pointer and by focus both resume: one timer runs at a time.
  const start = () => {
    pause()
    if (duration > 0)
      timer.current = setTimeout(() => dismiss.current(), duration)
  }
  useEffect(() => {
    start()
    return pause
    // The timer starts once per toast; pausing and resuming restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [duration])
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`ui-toast ui-toast--${tone}`}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <div className="ui-toast__message">{children}</div>
      <button
        type="button"
        className="ui-toast__dismiss"
        aria-label={dismissLabel}
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  )
}

export interface ToastRegionProps {
  /** Names the region, e.g. "Notifications". */
  label: string
  children?: ReactNode
}

/** Where toasts appear: the bottom corner of the window, above overlays. */
export function ToastRegion({ label, children }: ToastRegionProps) {
  return (
    <section className="ui-toast-region" aria-label={label}>
      {children}
    </section>
  )
}
