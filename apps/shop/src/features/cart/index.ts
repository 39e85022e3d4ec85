// What routes and other features may import from cart (decision 027): the rest is internal.
export { CartLines } from './cart-lines'
export { addLinesToCart, addToCart } from './cart-writes'
export { OrderSummary } from './order-summary'
export { ReplaceInCart } from './replace-in-cart'
