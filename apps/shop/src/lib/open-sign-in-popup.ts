import { POPUP_FLAG, POPUP_NAME } from './popup-sign-in'
import type { FlagStorage } from './popup-sign-in'

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
