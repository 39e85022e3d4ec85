import { DEFAULT_TERM_DAYS, paymentTerms } from '../modules/orders'

/**
 * The shop's legal pages (content entries `page:<identifier>`), written as plain sections of
 * text: the content backend delivers text, never markup, so nothing a page says can run in it.
 */
export interface ContentPage {
  identifier: string
  title: string
  intro: string
  sections: { heading: string; paragraphs: string[] }[]
}

/** The distributor's customer support: the app configuration's, and the imprint names it too. */
export const DEMO_SUPPORT = {
  phone: '(555) 010-0199',
  email: 'orders@clinic-supply.example',
  hours: 'Monday to Friday, 8 am to 6 pm Central Time',
}
export const DEMO_PAGES: ContentPage[] = [
  {
    identifier: 'terms',
    title: 'Terms of sale',
    intro:
      'These terms apply to every order a practice or clinic places with Clinic Supply through this shop.',
    sections: [
      {
        heading: 'Who may order',
        paragraphs: [
          'The shop sells to businesses only: medical practices, clinics and other healthcare providers with a valid NPI number. An account belongs to the business named in it.',
        ],
      },
      {
        heading: 'Prices and tax',
        paragraphs: [
          'Prices are net business prices in US dollars. Sales tax, where it applies, is added by the delivery address and shown in the cart, the checkout, the order and the invoice; an accepted exemption certificate on file for your business removes it.',
          'Orders of $500 or more of goods receive a 5% volume discount, shown in the order summary before you place the order.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          // The shop's one wording of the terms (issue 32).
          `Pay by invoice (${paymentTerms(DEFAULT_TERM_DAYS)}), or by card when you place the order. A card payment that needs confirming (3-D Secure) completes the order once confirmed.`,
        ],
      },
      {
        heading: 'Delivery and returns',
        paragraphs: [
          'Orders placed before 2 pm on a working day leave our warehouse the same day. Unopened products in their original packaging may be returned within 30 days; sterile products whose seal is broken cannot be returned.',
          'If a lot you received is recalled, we tell you and replace or credit it.',
        ],
      },
    ],
  },
  {
    identifier: 'privacy',
    title: 'Privacy',
    intro:
      'How Clinic Supply handles the personal data of the people who order for their practice.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your name, business e-mail address, the business and delivery addresses you save, your orders and the lot numbers of the products delivered to you. We do not keep card numbers: card payments are handled by our payment provider, Stripe.',
        ],
      },
      {
        heading: 'Why we keep it',
        paragraphs: [
          'To take and deliver your orders, invoice them, tell you about recalls of lots you received, and meet our record-keeping duties as a medical supplier.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The shop sets only the cookies it needs: your sign-in session and your language. There are no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your data in your account, and ask us to export or delete it at privacy@clinic-supply.example. Records we must keep by law (invoices, lot deliveries) are kept for the time the law requires.',
        ],
      },
    ],
  },
  {
    identifier: 'imprint',
    title: 'Imprint',
    intro: 'Clinic Supply is a demonstration shop for medical supplies.',
    sections: [
      {
        heading: 'Company',
        paragraphs: [
          'Clinic Supply Inc., 100 Example Street, Suite 400, Springfield, IL 62701, United States.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          `Customer service: ${DEMO_SUPPORT.email}, ${DEMO_SUPPORT.phone}, ${DEMO_SUPPORT.hours}.`,
        ],
      },
    ],
  },
]

/** Where the footer's legal links lead. */
export const PAGE_LINKS = DEMO_PAGES.map((page) => ({
  label: page.title,
  url: `/en/pages/${page.identifier}`,
}))
