import { createStore } from 'zustand/vanilla'

/** What an add put in the cart: `added` falls short of `asked` when the line reached its cap. */
export interface AddedProduct {
  name: string
  asked: number
  added: number
}

/** UI state only (no server data): which overlay is open and where a sign-in should lead. */
export interface UiState {
  /** The protected page a signed-out buyer asked for; the login modal is open while it is set. */
  loginTarget: string | null
  /** The product just added to the cart; the add-product overlay shows while it is set. */
  addedProduct: AddedProduct | null
  /** The cart or account overlay, when one is open. */
  overlay: 'cart' | 'account' | null
  /** The page the buyer is on (the last resolved location), where a blocked navigation stays. */
  currentHref: string | null
  setCurrentHref: (href: string) => void
  openLogin: (target: string) => void
  openOverlay: (overlay: 'cart' | 'account') => void
  showAdded: (product: AddedProduct) => void
  clearAdded: () => void
  /** Overlays close on every navigation (spec section 2). */
  closeOverlays: () => void
}

/** One store per router: on the server that is one per request, so no customer sees another's state. */
export function createUiStore() {
  return createStore<UiState>()((set) => ({
    loginTarget: null,
    addedProduct: null,
    overlay: null,
    currentHref: null,
    setCurrentHref: (href) => set({ currentHref: href }),
    openLogin: (target) => set({ loginTarget: target }),
    // One overlay at a time: opening one closes the others.
    openOverlay: (overlay) =>
      set({ overlay, addedProduct: null, loginTarget: null }),
    showAdded: (product) => set({ addedProduct: product }),
    clearAdded: () => set({ addedProduct: null }),
    closeOverlays: () =>
      set({ loginTarget: null, addedProduct: null, overlay: null }),
  }))
}

export type UiStore = ReturnType<typeof createUiStore>
