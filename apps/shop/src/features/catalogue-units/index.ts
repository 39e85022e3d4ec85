// What routes and other features may import from catalogue-units (decision 027): a product's pack
// line and availability badge, shown wherever a product is.
export { AvailabilityBadge, PackLine } from './availability'
