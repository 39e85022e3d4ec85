import type { Api } from './api'

/** The part of Stripe.js the shop uses (https://docs.stripe.com/js). */
export interface StripeCardElement {
  mount(target: HTMLElement): void
  on(
    event: 'change',
    handler: (event: {
      complete: boolean
      empty: boolean
      error?: { message: string }
    }) => void,
  ): StripeCardElement
  on(event: 'ready', handler: () => void): StripeCardElement
  destroy(): void
}

interface StripeError {
  message?: string
}

export interface StripeClient {
  elements(options?: { locale?: string }): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement
  }
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{
    setupIntent?: { payment_method: string | { id: string } | null }
    error?: StripeError
  }>
  handleNextAction(options: {
    clientSecret: string
  }): Promise<{ paymentIntent?: { status: string }; error?: StripeError }>
}

declare global {
  interface Window {
    Stripe?: (key: string, options?: { locale?: string }) => StripeClient
  }
}

let loading: Promise<StripeClient> | null = null

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('Stripe.js could not be loaded.'))
    document.head.appendChild(script)
  })
}

/**
 * Loads Stripe.js once per page, only when a buyer reaches a card payment (so no other page ships
 * it), from the address the API names (pinned to the basil version), and initialises it with the
 * publishable key and the locale's ISO 639-1 code, the form Stripe's `locale` option takes.
 * A failed load is forgotten, so the next attempt tries again.
 */
export function loadStripe(api: Api, locale: string): Promise<StripeClient> {
  loading ??= api
    .get('/shop/payment/config')
    .then(async ({ publishableKey, scriptUrl }) => {
      if (!window.Stripe) await injectScript(scriptUrl)
      if (!window.Stripe) throw new Error('Stripe.js could not be loaded.')
      return window.Stripe(publishableKey, { locale })
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
