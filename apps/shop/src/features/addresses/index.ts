// What routes and other features may import from addresses (decision 027): the rest is internal.
export { AddressBook } from './address-book'
export { AddressForm, useFocusOnClose } from './address-form'
