import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '#lib/test-router'
import { CompanySections } from './company-sections'
import {
  CERTIFICATE,
  MANAGES,
  companyApi,
  customer,
  type,
} from './company-fixtures'

// The company page's sales-tax exemption certificates: their states, and uploading one.

describe('sales-tax exemption certificates (issue 36)', () => {
  it('shows an administrator each certificate’s state, and uploads a new one as a PDF', async () => {
    const api = companyApi()
    api.post.mockImplementation((_path: string, { body }: { body: object }) =>
      Promise.resolve({
        certificate: {
          ...CERTIFICATE,
          ...body,
          id: '9',
          status: 'PENDING',
        },
      }),
    )
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer(MANAGES),
    })
    await screen.findByText('NY · NY-12345')
    screen.getByText('Accepted: orders to this state are exempt.')
    screen.getByText('Refused: The certificate is not signed.')
    screen.getByText('Expired: upload a renewed certificate.')

    const form = within(
      screen
        .getByRole('heading', { name: 'Upload a certificate' })
        .closest('form') as HTMLElement,
    )
    type(form, /^State/, 'CA')
    type(form, /^Certificate number/, 'CA-555')
    type(form, /^Valid until/, '2028-06-30')
    // Without a file: said at the file, and nothing is sent.
    fireEvent.click(form.getByRole('button', { name: 'Upload certificate' }))
    await form.findByText('Choose a PDF of at most 5 MB.')
    expect(api.post).not.toHaveBeenCalled()
    const pdf = new File(['%PDF-1.4 certificate'], 'ca.pdf', {
      type: 'application/pdf',
    })
    fireEvent.change(form.getByLabelText(/^Certificate \(PDF\)/), {
      target: { files: [pdf] },
    })
    fireEvent.click(form.getByRole('button', { name: 'Upload certificate' }))
    await screen.findByText(
      'Certificate CA-555 uploaded: it waits for the distributor’s review.',
    )
    expect(api.post).toHaveBeenCalledWith(
      '/account/company/exemption-certificates',
      {
        body: {
          state: 'CA',
          number: 'CA-555',
          expiresOn: '2028-06-30',
          fileName: 'ca.pdf',
          pdfBase64: btoa('%PDF-1.4 certificate'),
        },
      },
    )
    await screen.findByText('CA · CA-555')
    screen.getByText('Pending: waiting for the distributor’s review.')
  })

  it('shows no certificates to a buyer, who may not manage the company', async () => {
    const api = companyApi()
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer({}),
    })
    await screen.findByText('Only administrators manage the company.')
    expect(screen.queryByText('Sales-tax exemption certificates')).toBe(null)
  })
})
