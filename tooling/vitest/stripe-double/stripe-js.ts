/**
 * A stand-in for Stripe.js (`https://js.stripe.com/basil/stripe.js`) with the part of its API the
 * shop uses: `Stripe(key, { locale })`, `elements().create('card')` with `mount`, `on('change')`
 * and `destroy`, `confirmCardSetup` and `handleNextAction`. The card field is a plain input named
 * "Card number" instead of Stripe's iframe. It records how it was initialised in
 * `window.__stripeDouble` so tests can check the key and locale.
 */
export function stripeJs(api: string) {
  return `(() => {
  const api = ${JSON.stringify(api)}
  const post = (path, params) =>
    fetch(api + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    }).then((r) => r.json().then((json) => (r.ok ? { json } : { error: json.error })))
  const intentId = (secret) => secret.split('_secret_')[0]
  window.Stripe = (key, options = {}) => {
    if (!/^pk_/.test(key)) throw new Error('Stripe.js needs a publishable key')
    window.__stripeDouble = { key, locale: options.locale }
    return {
      elements: () => ({
        create: (type) => {
          const listeners = {}
          const emit = (name, event) => (listeners[name] || []).forEach((cb) => cb(event))
          let input
          return {
            mount(target) {
              const host = typeof target === 'string' ? document.querySelector(target) : target
              input = document.createElement('input')
              input.setAttribute('aria-label', 'Card number')
              input.autocomplete = 'cc-number'
              input.inputMode = 'numeric'
              input.style.cssText = 'border:0;width:100%;font:inherit;background:transparent;outline:none'
              input.addEventListener('input', () => {
                const digits = input.value.replace(/\\D/g, '')
                emit('change', { elementType: type, empty: !digits, complete: digits.length === 16 })
              })
              host.appendChild(input)
              setTimeout(() => emit('ready', { elementType: type }))
            },
            on(name, cb) { (listeners[name] ||= []).push(cb); return this },
            focus() { input && input.focus() },
            destroy() { input && input.remove() },
            get _number() { return input ? input.value.replace(/\\D/g, '') : '' },
          }
        },
      }),
      confirmCardSetup: (secret, data) =>
        post('/v1/setup_intents/' + intentId(secret) + '/confirm', {
          key,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': data.payment_method.card._number,
        }).then((r) => (r.error ? r : { setupIntent: r.json })),
      handleNextAction: ({ clientSecret }) =>
        post('/v1/payment_intents/' + intentId(clientSecret) + '/authenticate', {
          key,
          client_secret: clientSecret,
        }).then((r) => (r.error ? r : { paymentIntent: r.json })),
    }
  }
})()
`
}
