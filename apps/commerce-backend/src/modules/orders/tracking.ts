// The carriers whose tracking pages the shop links to (issue 35), in one table: a shipment by a
// carrier not named here has no link.
const TRACKING_PAGES: Record<string, (trackingNumber: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  dhl: (n) =>
    `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
}

/** The carrier's tracking page of a parcel, or null for a carrier the shop does not know. */
export function trackingUrl(
  carrier: string,
  trackingNumber: string,
): string | null {
  // "FedEx", "fedex" and "Fed Ex" are one carrier.
  const page = TRACKING_PAGES[carrier.toLowerCase().replace(/[^a-z]/g, '')]
  return page ? page(encodeURIComponent(trackingNumber)) : null
}
