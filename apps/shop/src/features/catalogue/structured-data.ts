/**
 * schema.org structured data for search engines, as `<script type="application/ld+json">` entries
 * for a route's `head`. `<` is escaped so catalogue text can never close the script element.
 */
export function jsonLd(data: Record<string, unknown>) {
  return {
    type: 'application/ld+json',
    children: JSON.stringify({
      '@context': 'https://schema.org',
      ...data,
    }).replace(/</g, '\\u003c'),
  }
}

/** A BreadcrumbList from the shop's root to the current page. */
export function breadcrumbList(
  trail: readonly { name: string; path: string }[],
) {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.path,
    })),
  })
}

/** A Product with its net business price as an offer. */
export function productData(product: {
  name: string
  sku: string
  description: string
  image: string
  /** Net, in minor units. */
  price: number
  currency: string
  path: string
}) {
  return jsonLd({
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description,
    image: product.image,
    url: product.path,
    offers: {
      '@type': 'Offer',
      price: (product.price / 100).toFixed(2),
      priceCurrency: product.currency,
      availability: 'https://schema.org/InStock',
      url: product.path,
    },
  })
}
