import { createFormatters } from '@shop/i18n'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import {
  SERVICE_SECRET,
  backend,
  base,
  call,
  placeOrder,
  signIn,
  useApiServer,
} from '../../test/api'
import type { CookieJar } from '../../test/backend'
import { shipOrder } from '../../test/backend'

// The credit note and monthly statement PDFs (decision 040): the practice's own, to who may see
// billing; bad input is a 400, another practice's document a 404.
useApiServer()

const pdf = async (jar: CookieJar, path: string) => {
  const response = await fetch(`${base}/api${path}`, {
    headers: { cookie: jar.header() },
  })
  if (response.status !== 200)
    return { status: response.status, type: null, text: '' }
  const document = await getDocumentProxy(
    new Uint8Array(await response.arrayBuffer()),
  )
  const { text } = await extractText(document, { mergePages: true })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: text.replace(/\s+/g, ' '),
  }
}

/** Orders, ships and returns one syringe box; the distributor accepts: a credit note. */
async function creditNoteOf(jar: CookieJar) {
  const placed = await placeOrder(jar, 'PO-CREDIT-PDF')
  await shipOrder(backend.url, SERVICE_SECRET, placed)
  const { json } = await call(
    jar,
    'GET',
    `/account/order?token=${placed.token}`,
  )
  const item = json.order.items[0]
  const asked = await call(jar, 'POST', '/account/orders/return', {
    token: placed.token,
    lines: [
      {
        orderItemId: Number(item.id),
        quantity: 1,
        lotNumber: `LOT7-${item.product.sku}`,
      },
    ],
    reason: 'DAMAGED',
  })
  expect(asked.status).toBe(200)
  const accepted = await fetch(
    `${backend.url}/operator/v1/returns/${asked.json.return.id}/accept`,
    {
      method: 'POST',
      headers: {
        'x-service-secret': SERVICE_SECRET,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ rmaNumber: 'RMA-PDF-1', instructions: 'Dock 4' }),
    },
  )
  expect(accepted.status).toBe(200)
  const { json: statement } = await call(jar, 'GET', '/account/statement')
  return {
    placed,
    item,
    note: statement.credits.find(
      (c: { orderNumber: string }) => c.orderNumber === placed.number,
    ),
  }
}

describe('billing documents', { timeout: 120_000 }, () => {
  it('downloads a credit note with its RMA, order, line, tax and total; another practice gets 404', async () => {
    const jar = await signIn('buyer@northside-clinic.example')
    const { placed, item, note } = await creditNoteOf(jar)
    const { formatMoney } = createFormatters('en', 'USD')
    const file = await pdf(jar, `/account/credit-notes/${note.number}.pdf`)
    expect(file).toMatchObject({
      status: 200,
      type: 'application/pdf',
      disposition: `attachment; filename="credit-note-${note.number}.pdf"`,
    })
    for (const expected of [
      'CREDIT NOTE',
      note.number,
      placed.number,
      'Return (RMA) RMA-PDF-1',
      item.product.sku,
      `Sales tax ${formatMoney(note.tax)}`,
      `Credit (USD) ${formatMoney(note.total)}`,
      'Bill to',
    ])
      expect(file.text).toContain(expected)

    const other = await signIn('orders@lakeview-practice.example')
    for (const path of [
      `/account/credit-notes/${note.number}.pdf`,
      '/account/credit-notes/CN-999999.pdf',
      '/account/credit-notes/INV-000001.pdf',
    ]) {
      const answer = await call(other, 'GET', path)
      expect(answer.status).toBe(404)
      expect(answer.json.message).toBe('The credit note was not found.')
    }
    // A member who may not see billing is refused by the backend.
    const buyer = await signIn('buyer@riverside-health.example')
    expect(
      (await call(buyer, 'GET', `/account/credit-notes/${note.number}.pdf`))
        .status,
    ).toBe(403)
  })

  it('downloads the month’s statement; a malformed or future month is a 400', async () => {
    const jar = await signIn('buyer@northside-clinic.example')
    const month = new Date().toISOString().slice(0, 7)
    const file = await pdf(jar, `/account/statement.pdf?month=${month}`)
    expect(file).toMatchObject({
      status: 200,
      type: 'application/pdf',
      disposition: `attachment; filename="statement-${month}.pdf"`,
    })
    for (const expected of [
      'STATEMENT',
      'Northside Family Clinic',
      'Opening balance',
      'Closing balance (USD)',
      'Ageing at the end of the month',
      'Remit to:',
    ])
      expect(file.text).toContain(expected)

    const next = new Date()
    next.setUTCMonth(next.getUTCMonth() + 1, 1)
    for (const [asked, message] of [
      ['2026-13', 'Give a month as YYYY-MM.'],
      ['', 'Give a month as YYYY-MM.'],
      [next.toISOString().slice(0, 7), 'The month has not begun yet.'],
    ] as const) {
      const answer = await call(
        jar,
        'GET',
        `/account/statement.pdf?month=${asked}`,
      )
      expect(answer.status).toBe(400)
      expect(answer.json.violations).toEqual([
        { propertyPath: 'month', message },
      ])
    }
    const buyer = await signIn('buyer@riverside-health.example')
    expect(
      (await call(buyer, 'GET', `/account/statement.pdf?month=${month}`))
        .status,
    ).toBe(403)
  })
})
