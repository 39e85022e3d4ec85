import { describe, expect, it, vi } from 'vitest'
import { openSignInPopup } from './open-sign-in-popup'
import {
  POPUP_FLAG,
  POPUP_NAME,
  refetchOnPopupSignIn,
  settlePopupSignIn,
} from './popup-sign-in'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('popup sign-in', () => {
  it('opens a named popup and sets the flag, or leaves the flag alone when blocked', () => {
    const storage = memoryStorage()
    const popup = {} as Window
    const open = vi.fn(() => popup)
    expect(openSignInPopup(storage, open)).toBe(popup)
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      POPUP_NAME,
      expect.any(String),
    )
    expect(storage.getItem(POPUP_FLAG)).toMatch(/^\d+$/)
    const blocked = memoryStorage()
    expect(openSignInPopup(blocked, () => null)).toBeNull()
    expect(blocked.getItem(POPUP_FLAG)).toBeNull()
  })

  it('clears the flag on start-up and closes a popup nobody signed in to', () => {
    for (const [isPopup, signedIn, closes] of [
      [true, false, true],
      [true, true, false],
      [false, false, false],
    ] as const) {
      const storage = memoryStorage()
      storage.setItem(POPUP_FLAG, '1')
      const close = vi.fn()
      settlePopupSignIn({ storage, isPopup, signedIn, close })
      expect(storage.getItem(POPUP_FLAG)).toBeNull()
      expect(close).toHaveBeenCalledTimes(closes ? 1 : 0)
    }
    // Without the flag, nothing happens, even in a popup.
    const close = vi.fn()
    settlePopupSignIn({
      storage: memoryStorage(),
      isPopup: true,
      signedIn: false,
      close,
    })
    expect(close).not.toHaveBeenCalled()
  })

  it('refetches the session when another window changes the flag', () => {
    const target = new EventTarget()
    const refetch = vi.fn()
    refetchOnPopupSignIn(target, refetch)
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }))
    expect(refetch).not.toHaveBeenCalled()
    target.dispatchEvent(
      Object.assign(new Event('storage'), { key: POPUP_FLAG }),
    )
    expect(refetch).toHaveBeenCalledTimes(1)
  })
})
