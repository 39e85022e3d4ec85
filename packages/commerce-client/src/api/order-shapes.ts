import { z } from 'zod'
import { attribute, image, money, productUnit } from './shapes.js'

// The shapes of the API's personal answers: addresses, carts and orders, the customer, payments.
// Strict like the catalogue's (shapes.ts).

export const address = z.strictObject({
  id: z.string(),
  salutation: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  street: z.string(),
  number: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.strictObject({ isoCode: z.enum(['US', 'CA']) }),
  stateCode: z.string(),
  phoneNumber: z.string(),
})

export const carrier = z.strictObject({
  id: z.string(),
  identifier: z.string(),
  price_net: money,
  translations: z.array(
    z.strictObject({
      locale: z.string(),
      title: z.string(),
      description: z.string(),
    }),
  ),
})

export const paymentProvider = z.strictObject({
  id: z.string(),
  identifier: z.string(),
})

/** What a member may do in their company; a member may hold several roles. */
export const role = z.enum(['ADMINISTRATOR', 'APPROVER', 'BUYER'])

/** A member as an order names them. */
export const orderMember = z.strictObject({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
})

/** Which purchase limit an order goes over: the limit and the amount over it (net). */
export const approvalReason = z.strictObject({
  kind: z.enum(['ORDER_LIMIT', 'MONTHLY_LIMIT']),
  limit: money,
  amount: money,
})

/** An order's way through approval: why, who decided, when, and the reason given. */
export const approval = z.strictObject({
  state: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  reasons: z.array(approvalReason),
  requestedAt: z.string(),
  decidedBy: orderMember.nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
})

/** A cart, and the same record once it is an order (it keeps its token). */
export const cart = z.strictObject({
  id: z.string(),
  token: z.string(),
  state: z.string(),
  number: z.string().nullable(),
  placedAt: z.string().nullable(),
  totalNet: money,
  subtotalNet: money,
  paymentMethodId: z.string().nullable(),
  purchaseOrderReference: z.string().nullable(),
  shippingAddress: address.nullable(),
  invoiceAddress: address.nullable(),
  carrier: carrier.nullable(),
  paymentProvider: paymentProvider.nullable(),
  items: z.array(
    z.strictObject({
      id: z.string(),
      quantity: z.number().int(),
      itemPriceNet: money,
      subtotalNet: money,
      totalNet: money,
      product: z.strictObject({
        id: z.string(),
        sku: z.string(),
        name: z.string(),
        mainImage: image,
        attributes: z.array(attribute),
        ...productUnit,
      }),
      /** A cart line the stock cannot cover, in words; null otherwise and on placed orders. */
      stockNotice: z.string().nullable(),
    }),
  ),
  adjustmentItems: z.array(
    z.strictObject({
      typeIdentifier: z.string(),
      label: z.string(),
      amountNet: money,
    }),
  ),
  /** The member whose cart it is or was. */
  placedBy: orderMember,
  /** Null for an order that needed no approval, and for a cart. */
  approval: approval.nullable(),
  /** A cart only: why placing it now would need approval; empty when it would not. */
  approvalNeeded: z.array(approvalReason),
  /** A cart only: the member's purchase limits and what is left of the month's; null without. */
  purchaseLimits: z
    .strictObject({
      perOrder: money.nullable(),
      monthly: money.nullable(),
      monthlyLeft: money.nullable(),
    })
    .nullable(),
  /** Whether the caller may approve or reject it now. */
  canDecide: z.boolean(),
  /** Whether it was bought and so has an invoice (not a cart, nor awaiting approval or rejected). */
  invoiced: z.boolean(),
  /** Paying it by invoice, in the backend's words: "Net 30: due 30 days after the invoice date". */
  paymentTerms: z.string(),
  /** The standing order whose run placed it; null for an order placed by hand. */
  standingOrder: z
    .strictObject({
      id: z.string(),
      name: z.string(),
      /** Whether the caller may open it: the buyer it orders as, or an administrator. */
      canOpen: z.boolean(),
    })
    .nullable(),
})

/** A practice; its members share its address book. */
export const company = z.strictObject({
  name: z.string(),
  npiNumber: z.string(),
  /** Whether members who are not administrators may add addresses. */
  membersMayAddAddresses: z.boolean(),
})

/** The signed-in member (the spec's customer) with their roles and purchase limits. */
export const customer = z.strictObject({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  salutation: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  initialSetupFinalized: z.boolean(),
  npiNumber: z.string(),
  company,
  defaultShippingAddress: address.nullable(),
  defaultInvoiceAddress: address.nullable(),
  roles: z.array(role),
  /** Net; an order over it needs approval. Null: no limit. */
  orderLimit: money.nullable(),
  /** Net; a calendar month's orders over it need approval. Null: no limit. */
  monthlyLimit: money.nullable(),
  /**
   * What the member may do now, answered by the backend from the rules its services enforce
   * (decision 024): the shop shows and hides by it and keeps no copy of the roles' rules.
   */
  can: z.strictObject({
    placeOrders: z.boolean(),
    seeCompanyOrders: z.boolean(),
    seeMembers: z.boolean(),
    manageMembers: z.boolean(),
    seeApprovals: z.boolean(),
    decideApprovals: z.boolean(),
    addAddresses: z.boolean(),
    manageAddresses: z.boolean(),
  }),
})

export const user = z.strictObject({ id: z.string(), customer })

/** A member of the company as its administrators see them. */
export const member = z.strictObject({
  id: z.string(),
  email: z.string(),
  salutation: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(role),
  orderLimit: money.nullable(),
  monthlyLimit: money.nullable(),
  /** Net total of this calendar month's orders that count against the monthly limit. */
  spentThisMonth: money,
  active: z.boolean(),
})

/** An open invitation to join the company. */
export const invitation = z.strictObject({
  id: z.string(),
  email: z.string(),
  roles: z.array(role),
  orderLimit: money.nullable(),
  monthlyLimit: money.nullable(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
})

/** What the page that accepts an invitation shows before the invitee joins. */
export const invitationPreview = z.strictObject({
  email: z.string(),
  companyName: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
})

/** A recalled lot: why, and what a practice holding it should do. */
export const lotRecall = z.strictObject({
  lotNumber: z.string(),
  reason: z.string(),
  action: z.string(),
  recordedAt: z.string(),
})

/** A practice's notice of a recalled lot it received, shown until a member acknowledges it. */
export const recallNotice = z.strictObject({
  id: z.string(),
  recall: lotRecall,
  /** The practice's lots of the recalled lot number. */
  lots: z.array(
    z.strictObject({
      lotNumber: z.string(),
      quantity: z.number().int(),
      expiryDate: z.string(),
      productName: z.string(),
      sku: z.string(),
    }),
  ),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: orderMember.nullable(),
})

export const inventoryLot = z.strictObject({
  id: z.string(),
  lotNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number().int(),
  orderNumber: z.string().nullable(),
  /** The lot's recall, when it was recalled. */
  recall: lotRecall.nullable(),
  product: z.strictObject({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    lotImage: image,
  }),
})

export const savedCard = z.strictObject({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
})

/** A card payment of an order as Stripe reports it; `requiresAction` asks for 3-D Secure. */
export const paymentIntent = z.strictObject({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  status: z.string(),
  requiresAction: z.boolean(),
})

// The answers' types by name.
export type ApiAddress = z.output<typeof address>
export type ApiCarrier = z.output<typeof carrier>
export type ApiPaymentProvider = z.output<typeof paymentProvider>
export type ApiCart = z.output<typeof cart>
export type ApiCustomer = z.output<typeof customer>
export type ApiCompany = z.output<typeof company>
export type ApiRole = z.output<typeof role>
export type ApiMember = z.output<typeof member>
export type ApiInvitation = z.output<typeof invitation>
export type ApiInvitationPreview = z.output<typeof invitationPreview>
export type ApiApproval = z.output<typeof approval>
export type ApiApprovalReason = z.output<typeof approvalReason>
export type ApiOrderMember = z.output<typeof orderMember>
export type ApiLotRecall = z.output<typeof lotRecall>
export type ApiRecallNotice = z.output<typeof recallNotice>
export type ApiUser = z.output<typeof user>
export type ApiInventoryLot = z.output<typeof inventoryLot>
export type ApiSavedCard = z.output<typeof savedCard>
export type ApiPaymentIntent = z.output<typeof paymentIntent>

/** A named list of products to order again, private or shared with the company. */
export const orderList = z.strictObject({
  id: z.string(),
  name: z.string(),
  shared: z.boolean(),
  owner: orderMember,
  updatedAt: z.string(),
  /** Whether the caller may rename, share or delete it (who made it, or an administrator). */
  canManage: z.boolean(),
  items: z.array(
    z.strictObject({
      id: z.string(),
      quantity: z.number().int(),
      /** False for a product no longer sold: it stays, marked, and is left out of the cart. */
      available: z.boolean(),
      product: z.strictObject({
        id: z.string(),
        sku: z.string(),
        name: z.string(),
        storeValues: z.array(z.strictObject({ price: money })),
        mainImage: image,
        ...productUnit,
      }),
    }),
  ),
})

export type ApiOrderList = z.output<typeof orderList>

/** What one run of a standing order did: the order it placed, or why not. */
export const standingOrderRun = z.strictObject({
  id: z.string(),
  /** The run's date, YYYY-MM-DD (UTC). */
  scheduledFor: z.string(),
  ranAt: z.string(),
  /** placed, partly-placed, awaiting-approval, awaiting-payment (a card order: the buyer pays it from its page), not-placed or skipped */
  outcome: z.string(),
  orderNumber: z.string().nullable(),
  orderToken: z.string().nullable(),
  /** The lines left out, and why. */
  problems: z.array(
    z.strictObject({ sku: z.string(), name: z.string(), message: z.string() }),
  ),
  /** Placed late, skipped by whom, or why nothing was placed. */
  note: z.string().nullable(),
})

/** Every `interval` weeks on `weekday` (1 Monday … 7 Sunday), or months on `dayOfMonth` (1–28). */
export const schedule = z.strictObject({
  /** weekly or monthly */
  cadence: z.string(),
  interval: z.number().int(),
  weekday: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  /** Monthly: a run on a Saturday or Sunday moves to the Monday after. */
  nextWorkingDay: z.boolean(),
})

/** An order placed again and again on a schedule, as the buyer who set it up. */
export const standingOrder = z.strictObject({
  id: z.string(),
  name: z.string(),
  owner: orderMember,
  schedule,
  /** The schedule in words: "Every 2 weeks on Monday". */
  scheduleText: z.string(),
  /** active, paused or cancelled */
  status: z.string(),
  /** The next run's date (YYYY-MM-DD, UTC); null once cancelled. */
  nextRunOn: z.string().nullable(),
  shippingAddress: address.nullable(),
  invoiceAddress: address.nullable(),
  carrier: carrier.nullable(),
  paymentProvider: paymentProvider.nullable(),
  paymentMethodId: z.string().nullable(),
  purchaseOrderReference: z.string().nullable(),
  /** When a run has a problem: order what can be ordered, or nothing. */
  /** place-available or place-nothing */
  onProblem: z.string(),
  /** A line whose price rose by more than this (percent) since it was agreed is a problem. */
  priceTolerancePercent: z.number().int(),
  createdAt: z.string(),
  items: z.array(
    z.strictObject({
      id: z.string(),
      quantity: z.number().int(),
      /** The unit price (net) agreed when the line was set. */
      agreedPriceNet: money,
      /** False for a product no longer sold: runs leave it out. */
      available: z.boolean(),
      product: z.strictObject({
        id: z.string(),
        sku: z.string(),
        name: z.string(),
        storeValues: z.array(z.strictObject({ price: money })),
        mainImage: image,
        ...productUnit,
      }),
    }),
  ),
  /** The latest runs, newest first (at most 20). */
  runs: z.array(standingOrderRun),
})

export type ApiStandingOrder = z.output<typeof standingOrder>
export type ApiStandingOrderRun = z.output<typeof standingOrderRun>
