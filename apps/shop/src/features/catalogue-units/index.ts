// What routes and other features may import from catalogue-units (decision 027): a product's pack
// line and availability badge, shown wherever a product is, and the replacement of a discontinued one.
export { AvailabilityBadge, PackLine } from './availability'
export { ReplaceButton, useReplacedText } from './replace-button'
