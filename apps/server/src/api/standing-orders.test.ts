import { expect, it } from 'vitest'
import { call, signIn, useApiServer } from '../../test/api'

// Standing orders through the API: set up from a list with the checkout's choices, changed by
// SKU lines, and nobody else's to see.
useApiServer()

it('sets up a standing order from a list, refuses bad input with violations, and hides it from others', async () => {
  const jar = await signIn('orders@lakeview-practice.example')
  const list = await call(jar, 'POST', '/account/lists/create', {
    name: 'Exam room 2 — weekly',
  })
  const listId = Number(list.json.list.id)
  await call(jar, 'POST', '/account/lists/add-items', {
    listId,
    items: [{ sku: 'SYR-LL-E-V5-P50', quantity: 3 }],
  })
  const { addresses } = (await call(jar, 'GET', '/account/addresses')).json
  const addressId = Number(addresses[0].id)
  const choices = {
    listId,
    shippingAddressId: addressId,
    invoiceAddressId: addressId,
    carrierIdentifier: 'standard',
    paymentProviderIdentifier: 'invoice',
  }

  // Signed out: 401 before the body is read.
  expect(
    (await call(null, 'POST', '/account/standing-orders/create', {})).status,
  ).toBe(401)
  const bad = await call(jar, 'POST', '/account/standing-orders/create', {
    ...choices,
    name: '',
    schedule: { cadence: 'weekly', interval: 0, weekday: 8 },
    onProblem: 'maybe',
  })
  expect(bad.status).toBe(400)
  expect(
    bad.json.violations.map((v: { propertyPath: string }) => v.propertyPath),
  ).toEqual(['name', 'schedule.interval', 'schedule.weekday', 'onProblem'])
  // A price rise with decimals: the message says that only whole percents are taken.
  for (const priceTolerancePercent of [2.5, '2.5'])
    expect(
      (
        await call(jar, 'POST', '/account/standing-orders/create', {
          ...choices,
          name: 'Exam room 2 — weekly',
          schedule: { cadence: 'weekly', interval: 2, weekday: 1 },
          onProblem: 'place-available',
          priceTolerancePercent,
        })
      ).json.violations,
    ).toEqual([
      {
        propertyPath: 'priceTolerancePercent',
        message:
          'Enter a whole percent from 0 to 100, without decimals (for example 2 or 3, not 2.5).',
      },
    ])
  expect(
    (await call(jar, 'GET', '/account/standing-orders')).json.standingOrders,
  ).toEqual([])

  const created = await call(jar, 'POST', '/account/standing-orders/create', {
    ...choices,
    name: 'Exam room 2 — weekly',
    schedule: { cadence: 'weekly', interval: 2, weekday: 1 },
    onProblem: 'place-available',
  })
  expect(created.status).toBe(200)
  expect(created.json.standingOrder).toMatchObject({
    name: 'Exam room 2 — weekly',
    scheduleText: 'Every 2 weeks on Monday',
    status: 'active',
    priceTolerancePercent: 10,
    runs: [],
    items: [{ quantity: 3, product: { sku: 'SYR-LL-E-V5-P50' } }],
  })
  const standingOrderId = Number(created.json.standingOrder.id)

  const lines = await call(jar, 'POST', '/account/standing-orders/set-lines', {
    standingOrderId,
    items: [
      { sku: 'SYR-LL-E-V5-P50', quantity: 4 },
      { sku: 'NOPE', quantity: 1 },
    ],
  })
  expect(lines.status).toBe(400)
  expect(lines.json.violations).toEqual([
    {
      propertyPath: 'items.1.sku',
      message: 'There is no product with SKU NOPE.',
    },
  ])
  const changed = await call(
    jar,
    'POST',
    '/account/standing-orders/set-lines',
    {
      standingOrderId,
      items: [
        { sku: 'syr-ll-e-v5-p50', quantity: 4 },
        { sku: 'NDL-E-G23-L25-P100', quantity: 2 },
      ],
    },
  )
  expect(
    changed.json.standingOrder.items.map(
      (i: { product: { sku: string }; quantity: number }) => [
        i.product.sku,
        i.quantity,
      ],
    ),
  ).toEqual([
    ['SYR-LL-E-V5-P50', 4],
    ['NDL-E-G23-L25-P100', 2],
  ])
  const skipped = await call(jar, 'POST', '/account/standing-orders/skip', {
    standingOrderId,
  })
  expect(skipped.json.standingOrder.runs[0]).toMatchObject({
    outcome: 'skipped',
    scheduledFor: created.json.standingOrder.nextRunOn,
  })

  const other = await signIn('buyer@northside-clinic.example')
  expect(
    (
      await call(
        other,
        'GET',
        `/account/standing-order?standingOrderId=${standingOrderId}`,
      )
    ).status,
  ).toBe(404)
  for (const path of ['skip', 'cancel'])
    expect(
      (
        await call(other, 'POST', `/account/standing-orders/${path}`, {
          standingOrderId,
        })
      ).status,
    ).toBe(404)
  expect(
    (
      await call(other, 'POST', '/account/standing-orders/create', {
        ...choices,
        name: 'Not mine',
        schedule: { cadence: 'monthly', interval: 1, dayOfMonth: 3 },
        onProblem: 'place-nothing',
      })
    ).status,
  ).toBe(404)

  const cancelled = await call(jar, 'POST', '/account/standing-orders/cancel', {
    standingOrderId,
  })
  expect(cancelled.json.standingOrder).toMatchObject({
    status: 'cancelled',
    nextRunOn: null,
  })
  const again = await call(jar, 'POST', '/account/standing-orders/pause', {
    standingOrderId,
    paused: true,
  })
  expect(again.status).toBe(400)
  expect(again.json.message).toBe('This standing order was canceled.')
})
