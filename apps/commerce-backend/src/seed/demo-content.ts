import { DEMO_SUPPORT, PAGE_LINKS } from './demo-pages'
import { IMAGE_SIZES, imageUrl } from '../images'
import type { ImageSize } from '../images'

const image = (key: string, size: ImageSize, alt: string) => ({
  url: imageUrl(key, size),
  ...IMAGE_SIZES[size],
  alt,
})

/** The content endpoint's demo data: app configuration, home page and translations. */
export function buildContent() {
  return {
    appConfig: {
      footerLogo: image('bottle-0a6477', 'cart-item', 'Clinic Supply'),
      shopHeaderLogo: image('bottle-0a6477', 'cart-item', 'Clinic Supply'),
      socialMediaLinks: [
        { name: 'LinkedIn', link: 'https://www.linkedin.com/' },
        { name: 'YouTube', link: 'https://www.youtube.com/' },
      ],
      shopHomePage: {
        headline: 'Supplies for your practice, ordered in minutes',
        intro:
          'Gloves, syringes, wound care and diagnostics at business prices, delivered every week.',
        featuredCategories: [
          [
            'examination-gloves',
            'protection/gloves/examination-gloves',
            'Examination gloves',
            'Nitrile, latex and vinyl in every size.',
            'glove-1f6fd1',
          ],
          [
            'hypodermic-needles',
            'injection/needles/hypodermic-needles',
            'Hypodermic needles',
            'Every gauge from 18G to 30G.',
            'needle-c2410c',
          ],
          [
            'foam-dressings',
            'wound-care/dressings/foam-dressings',
            'Foam dressings',
            'Absorbent dressings for exuding wounds.',
            'dressing-b54708',
          ],
          [
            'hand-disinfectants',
            'hygiene/disinfectants/hand-disinfectants',
            'Hand disinfectants',
            'Effective in 30 seconds.',
            'bottle-0a6477',
          ],
        ].map(([identifier, path, name, description, key]) => ({
          identifier: identifier!,
          path: path!,
          name: name!,
          description: description!,
          image: image(key!, 'product-overview', name!),
        })),
        explore: [
          {
            title: 'Order by SKU in seconds',
            text: 'Paste your weekly list or upload a CSV: quick order puts every line in the cart at once.',
            link: { label: 'Open quick order', url: '/en/shop/quick-order' },
          },
          {
            title: 'Lot numbers at hand',
            text: 'Your inventory lists every product you bought with its lot number and expiry date.',
            link: {
              label: 'See your inventory',
              url: '/en/shop/account/inventory',
            },
          },
        ],
      },
      footerLinks: {
        left: [
          { label: 'Examination & protection', url: '/en/shop/protection' },
          { label: 'Injection & infusion', url: '/en/shop/injection' },
          { label: 'Wound care', url: '/en/shop/wound-care' },
        ],
        centre: [
          { label: 'Quick order', url: '/en/shop/quick-order' },
          { label: 'Your orders', url: '/en/shop/account/orders' },
          { label: 'Your inventory', url: '/en/shop/account/inventory' },
        ],
        bottom: PAGE_LINKS,
      },
      fallbackImage: image('bottle-5b6b7a', 'product-overview', ''),
      authImages: [
        image('glove-1f6fd1', 'auth-overlay', 'Examination gloves in a clinic'),
      ],
      imageSizes: Object.entries(IMAGE_SIZES).map(([name, size]) => ({
        name,
        ...size,
      })),
      support: DEMO_SUPPORT,
    },
    translations: {
      en: {
        'app.tagline':
          'Medical supplies for practices and clinics, delivered every week',
      },
    },
  }
}
