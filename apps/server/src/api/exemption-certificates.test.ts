import { describe, expect, it } from 'vitest'
import { call, signIn, useApiServer } from '../../test/api'

// Sales-tax exemption certificates through the API (issue 36): an administrator uploads a PDF of
// up to 5 MB, which waits for the distributor; bad input is a 400 with violations, a buyer a 403.
useApiServer()

/** The demo practice's administrator. */
const administrator = () => signIn('admin@riverside-health.example')

describe('exemption certificates', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n').toString(
    'base64',
  )
  const certificate = (overrides: Record<string, unknown> = {}) => ({
    state: 'NY',
    number: `NY-${Date.now()}`,
    expiresOn: '2030-12-31',
    fileName: 'exemption.pdf',
    pdfBase64: PDF,
    ...overrides,
  })

  it('lets an administrator upload one, pending until the distributor decides', async () => {
    const admin = await administrator()
    const input = certificate()
    const uploaded = await call(
      admin,
      'POST',
      '/account/company/exemption-certificates',
      input,
    )
    expect(uploaded.status).toBe(200)
    expect(uploaded.json.certificate).toMatchObject({
      state: 'NY',
      number: input.number,
      expiresOn: '2030-12-31',
      status: 'PENDING',
      refusalReason: null,
      fileName: 'exemption.pdf',
    })
    const listed = await call(
      admin,
      'GET',
      '/account/company/exemption-certificates',
    )
    expect(listed.json.company.exemptionCertificates[0]).toMatchObject({
      id: uploaded.json.certificate.id,
      status: 'PENDING',
    })
  })

  // 4 MB through the API into the backend and its database: seconds on a loaded machine.
  it('takes a PDF of up to 5 MB (a bigger body than other calls)', async () => {
    const admin = await administrator()
    // 4 MB of PDF: over the 100 kB every other call takes, within the certificate's 5 MB.
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(4 * 1024 * 1024, 0x20),
    ]).toString('base64')
    const uploaded = await call(
      admin,
      'POST',
      '/account/company/exemption-certificates',
      certificate({ pdfBase64: big }),
    )
    expect(uploaded.status).toBe(200)
  }, 30_000)

  it('refuses a file that is not a PDF, a bad state or date with a 400 and violations, and a buyer with a 403', async () => {
    const admin = await administrator()
    const bad = await call(
      admin,
      'POST',
      '/account/company/exemption-certificates',
      certificate({
        state: 'XX',
        expiresOn: '2030-02-31',
        pdfBase64: Buffer.from('GIF89a').toString('base64'),
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.json.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'state', message: 'Choose a state.' },
        { propertyPath: 'expiresOn', message: 'Enter the date it expires.' },
        { propertyPath: 'file', message: 'The file is not a PDF.' },
      ]),
    )
    const missing = await call(
      admin,
      'POST',
      '/account/company/exemption-certificates',
      { state: 'NY' },
    )
    expect(missing.status).toBe(400)
    expect(
      missing.json.violations.map(
        (v: { propertyPath: string }) => v.propertyPath,
      ),
    ).toEqual(
      expect.arrayContaining(['number', 'expiresOn', 'fileName', 'pdfBase64']),
    )
    const buyer = await signIn('buyer@riverside-health.example')
    const refused = await call(
      buyer,
      'POST',
      '/account/company/exemption-certificates',
      certificate(),
    )
    expect(refused.status).toBe(403)
    const anonymous = await call(
      null,
      'POST',
      '/account/company/exemption-certificates',
      certificate(),
    )
    expect(anonymous.status).toBe(401)
  })
})
