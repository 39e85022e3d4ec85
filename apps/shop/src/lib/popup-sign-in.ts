/** Set in local storage while a sign-in popup is open (spec section 4). */
export const POPUP_FLAG = 'shop:popup-sign-in'
/** The window name of the popup, so a page knows it runs in one. */
export const POPUP_NAME = 'shop-popup-sign-in'

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Opens the popup at once, inside the click, so no popup blocker stops it (the caller points it at
 * its address once known), and sets the flag. Answers null when the browser refused the popup.
 */
export function openSignInPopup(
  storage: FlagStorage,
  open: (url: string, name: string, features: string) => Window | null,
): Window | null {
  const popup = open('about:blank', POPUP_NAME, 'popup,width=520,height=720')
  if (popup) storage.setItem(POPUP_FLAG, String(Date.now()))
  return popup
}

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
