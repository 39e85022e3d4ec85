import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { Z_INDEX } from '../layers/layers.js'

export interface DialogProps {
  /** Shown while true; the dialog closes itself when it turns false. */
  open: boolean
  /** Called when the buyer closes it: Escape, the close button, or (drawers) the backdrop. */
  onClose: () => void
  /** The visible heading, which also names the dialog for screen readers. */
  title: ReactNode
  /** The close button's text, e.g. "Close" or "Close cart". */
  closeLabel: string
  children: ReactNode
  className?: string
}

function useNativeModal(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // showModal() traps focus, makes the rest of the page inert and returns focus on close.
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return dialog
}

function NativeDialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  className,
  kind,
}: DialogProps & { kind: 'modal' | 'drawer' }) {
  const dialog = useNativeModal(open)
  const titleId = useId()
  return (
    // The keyboard equivalent of the backdrop click, Escape, is built into the dialog.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={[`ui-${kind}`, className].filter(Boolean).join(' ')}
      style={{ zIndex: kind === 'modal' ? Z_INDEX.modal : Z_INDEX.overlay }}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A drawer closes on a click on its backdrop (the dialog element itself).
        if (kind === 'drawer' && event.target === event.currentTarget)
          dialog.current?.close()
      }}
    >
      {open ? (
        <div className={`ui-${kind}__body`}>
          <div className={`ui-${kind}__header`}>
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="ui-button ui-button--secondary ui-button--small"
              onClick={() => dialog.current?.close()}
            >
              {closeLabel}
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}

/**
 * A modal dialog (layer 1100): focus is trapped inside, Escape closes it and focus returns to
 * what opened it. Its content renders only while open.
 *
 * @example
 * <Modal open={Boolean(target)} onClose={close} title="Sign in to continue" closeLabel="Close">
 *   <LoginForm />
 * </Modal>
 */
export function Modal(props: DialogProps) {
  return <NativeDialog {...props} kind="modal" />
}

/**
 * A drawer from the right edge (layer 1000) for the cart and account overlays: modal like
 * {@link Modal}, and a click on the backdrop closes it too.
 *
 * @example
 * <Drawer open={overlay === 'cart'} onClose={closeOverlays} title="Your cart" closeLabel="Close cart">
 *   <CartLines />
 * </Drawer>
 */
export function Drawer(props: DialogProps) {
  return <NativeDialog {...props} kind="drawer" />
}
