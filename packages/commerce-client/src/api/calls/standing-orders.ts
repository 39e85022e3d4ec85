import {
  MAX_RUN_DAY,
  MAX_SCHEDULE_INTERVAL,
  PRICE_TOLERANCE_MESSAGE,
  isValidPriceTolerance,
} from '@shop/forms'
import { z } from 'zod'
import {
  replaceInStandingOrderMutation,
  standingOrderQuery,
  standingOrderResultFieldsFragment,
  standingOrdersQuery,
} from '../../generated/commerce/answers.js'
import { defineCalls, successOf } from '../define.js'
import { id, paymentMethodId, requiredText, skuLines, text } from '../inputs.js'

// Standing orders: a list or a cart placed again and again on a schedule, with the checkout's
// choices; the backend places each run once and decides who sees which (404 for anyone else's).

const answer = successOf(
  standingOrderResultFieldsFragment,
  'StandingOrderSuccess',
)
const standingOrderId = z.object({ standingOrderId: id })

const whole = (min: number, max: number, message: string) =>
  z.coerce
    .number<number | string>()
    .int(message)
    .min(min, message)
    .max(max, message)

/** The settings that may change later: name, schedule and what to do about a problem. */
const settings = {
  name: requiredText(80, 'Name'),
  schedule: z.discriminatedUnion(
    'cadence',
    [
      z.object({
        cadence: z.literal('weekly'),
        interval: whole(
          1,
          MAX_SCHEDULE_INTERVAL,
          `Run every 1 to ${MAX_SCHEDULE_INTERVAL} weeks.`,
        ),
        /** 1 Monday … 7 Sunday */
        weekday: whole(1, 7, 'Choose a day of the week.'),
      }),
      z.object({
        cadence: z.literal('monthly'),
        interval: whole(
          1,
          MAX_SCHEDULE_INTERVAL,
          `Run every 1 to ${MAX_SCHEDULE_INTERVAL} months.`,
        ),
        dayOfMonth: whole(
          1,
          MAX_RUN_DAY,
          `Choose a day from 1 to ${MAX_RUN_DAY}.`,
        ),
        /** A run on a Saturday or Sunday moves to the Monday after. */
        nextWorkingDay: z.boolean().default(false),
      }),
    ],
    { error: 'Choose weekly or monthly.' },
  ),
  onProblem: z.enum(['place-available', 'place-nothing'], {
    error: 'Choose whether to order what can be ordered, or nothing.',
  }),
  // A whole percent (`@shop/forms`): "2.5" is refused with a message that says so.
  priceTolerancePercent: z
    .union([z.number(), z.string()])
    .refine(isValidPriceTolerance, PRICE_TOLERANCE_MESSAGE)
    .transform(Number)
    .default(10),
}

export const standingOrderCalls = defineCalls({
  'GET /account/standing-orders': {
    summary:
      'The member’s standing orders (administrators: the company’s), by their next run; cancelled ones last',
    tag: 'standing-orders',
    auth: true,
    response: standingOrdersQuery,
  },
  'GET /account/standing-order': {
    summary:
      'One standing order with its lines and latest runs; 404 for anyone else’s',
    tag: 'standing-orders',
    auth: true,
    query: standingOrderId,
    response: z.strictObject({
      standingOrder: standingOrderQuery.shape.standingOrder.unwrap(),
    }),
  },
  'POST /account/standing-orders/create': {
    summary:
      'Buyers: sets up a standing order from one of their lists (listId) or else their current cart, with the checkout’s choices; its first run is the first matching day after today (UTC)',
    tag: 'standing-orders',
    auth: true,
    body: z.object({
      ...settings,
      listId: id.optional(),
      shippingAddressId: id,
      invoiceAddressId: id,
      carrierIdentifier: requiredText(40, 'Carrier'),
      paymentProviderIdentifier: requiredText(40, 'Payment'),
      paymentMethodId: paymentMethodId.optional(),
      purchaseOrderReference: text(100, 'Purchase order reference').optional(),
    }),
    response: answer,
  },
  'POST /account/standing-orders/update': {
    summary:
      'Changes the name, the schedule (the next run moves to its first day after today) or what to do about a problem',
    tag: 'standing-orders',
    auth: true,
    body: z.object({ standingOrderId: id, ...settings }),
    response: answer,
  },
  'POST /account/standing-orders/pause': {
    summary:
      'Pauses or resumes a standing order; a resumed one’s next run is never in the past',
    tag: 'standing-orders',
    auth: true,
    body: z.object({ standingOrderId: id, paused: z.boolean() }),
    response: answer,
  },
  'POST /account/standing-orders/skip': {
    summary:
      'Skips the next run (recorded as skipped); the run after it becomes the next',
    tag: 'standing-orders',
    auth: true,
    body: standingOrderId,
    response: answer,
  },
  'POST /account/standing-orders/set-lines': {
    summary:
      'Replaces the lines by SKU (the quick-order format; each product once, still sold); prices are agreed anew; one bad line changes nothing and is named',
    tag: 'standing-orders',
    auth: true,
    body: z.object({ standingOrderId: id, items: skuLines }),
    response: answer,
  },
  'POST /account/standing-orders/replace': {
    summary:
      'Replaces a discontinued product’s line with its replacement (a run never does); the quantity is kept, rounded up onto its rule (the note says so), at today’s price',
    tag: 'standing-orders',
    auth: true,
    body: z.object({ standingOrderId: id, productId: id }),
    response: successOf(
      replaceInStandingOrderMutation.shape.replaceInStandingOrder,
      'StandingOrderReplaceSuccess',
    ),
  },
  'POST /account/standing-orders/cancel': {
    summary:
      'Cancels a standing order for good; it and its runs stay in the history',
    tag: 'standing-orders',
    auth: true,
    body: standingOrderId,
    response: answer,
  },
})
