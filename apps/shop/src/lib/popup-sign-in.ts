/** Set in local storage while a sign-in popup is open (spec section 4). */
export const POPUP_FLAG = 'shop:popup-sign-in'
/** The window name of the popup, so a page knows it runs in one. */
export const POPUP_NAME = 'shop-popup-sign-in'

// What every page runs at start-up, and so in the shop's first-load script: opening the popup is
// in `open-sign-in-popup.ts`, with the page that offers it.

/** Where the flag is kept: local storage, or a stand-in in tests. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * On start-up of any page: the flag is cleared (which tells the other windows, through the
 * storage event, to refetch their session), and a popup nobody is signed in to closes.
 */
export function settlePopupSignIn({
  storage,
  isPopup,
  signedIn,
  close,
}: {
  storage: FlagStorage
  isPopup: boolean
  signedIn: boolean
  close: () => void
}) {
  if (storage.getItem(POPUP_FLAG) === null) return
  storage.removeItem(POPUP_FLAG)
  if (isPopup && !signedIn) close()
}

/** Refetches the session whenever another window sets or clears the flag. */
export function refetchOnPopupSignIn(
  target: Pick<Window, 'addEventListener'>,
  refetchSession: () => void,
) {
  target.addEventListener('storage', (event) => {
    if (event.key === POPUP_FLAG) refetchSession()
  })
}
