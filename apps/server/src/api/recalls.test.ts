import { expect, it } from 'vitest'
import { call, signIn, useApiServer } from '../../test/api'

// Lot recalls through the API: the practice's notices, the flagged lot, the acknowledgement.
useApiServer()

it('shows the practice its recalled lot until a member acknowledges it; another practice gets a 404', async () => {
  const northside = await signIn('buyer@northside-clinic.example')
  const { json: open } = await call(northside, 'GET', '/account/recalls')
  expect(open.notices).toHaveLength(1)
  const notice = open.notices[0]
  const { json: inventory } = await call(northside, 'GET', '/account/inventory')
  const flagged = inventory.lots.filter(
    (lot: { recall: unknown }) => lot.recall !== null,
  )
  expect(flagged.map((lot: { lotNumber: string }) => lot.lotNumber)).toEqual([
    notice.recall.lotNumber,
  ])

  const lakeview = await signIn('orders@lakeview-practice.example')
  const foreign = await call(lakeview, 'POST', '/account/recalls/acknowledge', {
    noticeId: notice.id,
  })
  expect(foreign.status).toBe(404)
  const malformed = await call(
    northside,
    'POST',
    '/account/recalls/acknowledge',
    { noticeId: 'first' },
  )
  expect(malformed.status).toBe(400)
  expect(malformed.json.violations[0].propertyPath).toBe('noticeId')
  expect(
    (await call(null, 'POST', '/account/recalls/acknowledge', {})).status,
  ).toBe(401)

  const done = await call(northside, 'POST', '/account/recalls/acknowledge', {
    noticeId: notice.id,
  })
  expect(done.status).toBe(200)
  expect(done.json.notice).toMatchObject({
    id: notice.id,
    acknowledgedBy: { firstname: 'Maya' },
  })
  expect(
    (await call(northside, 'GET', '/account/recalls')).json.notices,
  ).toEqual([])
  const { json: all } = await call(
    northside,
    'GET',
    '/account/recalls?all=true',
  )
  expect(all.notices[0].acknowledgedAt).toEqual(expect.any(String))
})
