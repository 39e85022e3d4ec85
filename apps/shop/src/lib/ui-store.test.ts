import { describe, expect, it } from 'vitest'
import { createUiStore } from './ui-store'

describe('ui store', () => {
  it('opens the login modal with its target and closes every overlay on navigation', () => {
    const store = createUiStore()
    store.getState().openLogin('/en/shop/cart')
    store.getState().showAdded({ name: 'Gloves', asked: 2, added: 2 })
    expect(store.getState()).toMatchObject({
      loginTarget: '/en/shop/cart',
      addedProduct: { name: 'Gloves', asked: 2, added: 2 },
    })
    // One overlay at a time.
    store.getState().openOverlay('cart')
    expect(store.getState()).toMatchObject({
      loginTarget: null,
      addedProduct: null,
      overlay: 'cart',
    })
    store.getState().closeOverlays()
    expect(store.getState()).toMatchObject({
      loginTarget: null,
      addedProduct: null,
      overlay: null,
    })
  })

  it('keeps separate state per store (per request on the server)', () => {
    const a = createUiStore()
    const b = createUiStore()
    a.getState().openLogin('/en/shop/cart')
    expect(b.getState().loginTarget).toBeNull()
  })
})
