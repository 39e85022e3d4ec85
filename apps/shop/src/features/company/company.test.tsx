import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import type { Capabilities } from '#lib/test-capabilities'
import { fakeApi, renderInRouter } from '#lib/test-router'
import type { Invitation, Member } from './company-queries'
import { CompanySections } from './company-sections'
import { InviteForm } from './company-invite-form'

const COMPANY = {
  name: 'Lee Family Practice',
  npiNumber: '1234567893',
  membersMayAddAddresses: false,
}

/** Ana, who may do what `can` gives (her roles are the backend's to weigh, decision 024). */
const customer = (can: Partial<Capabilities>, { emailVerified = true } = {}) =>
  ({
    id: '1',
    customer: {
      id: '1',
      email: 'ana@clinic.example',
      emailVerified,
      firstname: 'Ana',
      lastname: 'Lee',
      company: COMPANY,
      roles: ['ADMINISTRATOR', 'BUYER'],
      orderLimit: null,
      monthlyLimit: null,
      can: capabilities(can),
    },
  }) as unknown as User

/** What an administrator may: see and manage the members. */
const MANAGES = { seeMembers: true, manageMembers: true }

const ANA: Member = {
  id: '1',
  email: 'ana@clinic.example',
  salutation: 'dr',
  firstname: 'Ana',
  lastname: 'Lee',
  roles: ['ADMINISTRATOR', 'BUYER'],
  orderLimit: null,
  monthlyLimit: null,
  spentThisMonth: 0,
  active: true,
}
const BEN: Member = {
  id: '2',
  email: 'ben@clinic.example',
  salutation: '',
  firstname: 'Ben',
  lastname: 'Ortiz',
  roles: ['BUYER'],
  orderLimit: 50_000,
  monthlyLimit: 200_000,
  spentThisMonth: 12_550,
  active: true,
}
const INVITATION: Invitation = {
  id: '7',
  email: 'cleo@clinic.example',
  roles: ['BUYER'],
  orderLimit: 20_000,
  monthlyLimit: null,
  invitedBy: 'Ana Lee',
  createdAt: '2026-11-20T10:00:00Z',
  expiresAt: '2026-11-27T10:00:00Z',
}

const CERTIFICATE = {
  id: '3',
  state: 'NY',
  number: 'NY-12345',
  expiresOn: '2027-12-31',
  status: 'ACCEPTED' as const,
  refusalReason: null,
  fileName: 'ny.pdf',
  uploadedAt: '2026-11-01T10:00:00Z',
}
const CERTIFICATES = [
  CERTIFICATE,
  {
    ...CERTIFICATE,
    id: '2',
    state: 'NJ',
    number: 'NJ-77',
    status: 'REFUSED' as const,
    refusalReason: 'The certificate is not signed.',
  },
  { ...CERTIFICATE, id: '1', number: 'NY-1', status: 'EXPIRED' as const },
]

/** The API of an administrator's company page. */
function companyApi(invitations: Invitation[] = []) {
  const api = fakeApi()
  api.get.mockImplementation((path: string) => {
    if (path === '/account/company')
      return Promise.resolve({ company: COMPANY })
    if (path === '/account/company/members')
      return Promise.resolve({ members: [ANA, BEN] })
    if (path === '/account/company/invitations')
      return Promise.resolve({ invitations })
    if (path === '/account/company/exemption-certificates')
      return Promise.resolve({
        company: { exemptionCertificates: CERTIFICATES },
      })
    return Promise.reject(new ApiError(404, 'Not found'))
  })
  return api
}

const memberCard = (name: RegExp) =>
  within(
    screen
      .getByRole('heading', { level: 3, name })
      .closest('li') as HTMLElement,
  )
const type = (scope: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } })

describe('the company page', () => {
  it('tells a buyer who manages the company, and shows nothing of it', async () => {
    const api = companyApi()
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer({}),
    })
    await screen.findByText('Only administrators manage the company.')
    expect(screen.queryByRole('heading', { name: 'Members' })).toBe(null)
    expect(api.get).not.toHaveBeenCalled()
  })

  it('shows an approver the members to read, without changing anything', async () => {
    const api = companyApi()
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer({ seeMembers: true }),
    })
    await screen.findByRole('heading', { name: 'Ben Ortiz' })
    screen.getByText(/Only administrators manage the company/)
    expect(screen.queryByRole('button', { name: /Edit/ })).toBe(null)
    expect(screen.queryByRole('button', { name: /Deactivate/ })).toBe(null)
  })

  it('tells an administrator whose address is not confirmed that changes wait for it', async () => {
    await renderInRouter(() => <CompanySections />, {
      api: companyApi(),
      user: customer({ seeMembers: true }, { emailVerified: false }),
    })
    await screen.findByText(
      'Confirm your email address to invite and manage members. We sent a link to ana@clinic.example.',
    )
    screen.getByRole('button', { name: 'Send it again' })
    // The backend lets her read the members and change nothing until then: no controls.
    await screen.findByRole('heading', { name: 'Ben Ortiz' })
    expect(screen.queryByRole('button', { name: /Edit/ })).toBe(null)
    expect(screen.queryByRole('button', { name: /Deactivate/ })).toBe(null)
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBe(null)
  })

  it('lists the members with roles, limits and spending; the own card has no deactivation', async () => {
    const api = companyApi()
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer(MANAGES),
    })
    await screen.findByRole('heading', { name: 'Members' })
    const ben = memberCard(/^Ben Ortiz$/)
    ben.getByText('ben@clinic.example')
    ben.getByText('Buyer')
    ben.getByText('$500.00')
    ben.getByText('$2,000.00')
    ben.getByText('$125.50')
    ben.getByRole('button', { name: 'Deactivate Ben Ortiz' })

    const ana = memberCard(/^Ana Lee \(you\)$/)
    ana.getByText('Administrator')
    expect(ana.getAllByText('No limit')).toHaveLength(2)
    ana.getByRole('button', { name: 'Edit roles and limits of Ana Lee' })
    expect(ana.queryByRole('button', { name: /Deactivate/ })).toBe(null)
  })

  it('saves a member’s roles and limits, in cents', async () => {
    const api = companyApi()
    const saved = {
      ...BEN,
      roles: ['APPROVER', 'BUYER'],
      orderLimit: 125_050,
      monthlyLimit: null,
    }
    api.post.mockResolvedValue({ member: saved })
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer(MANAGES),
    })
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Edit roles and limits of Ben Ortiz',
      }),
    )
    const form = within(
      screen.getByRole('form', { name: 'Roles and limits of Ben Ortiz' }),
    )
    expect(form.getByLabelText<HTMLInputElement>('Limit per order').value).toBe(
      '500',
    )
    fireEvent.click(form.getByLabelText('Approver'))
    type(form, /^Limit per order/, '1,250.50')
    type(form, /^Limit per month/, '')
    fireEvent.click(form.getByRole('button', { name: 'Save' }))
    await screen.findByText('The roles and limits of Ben Ortiz were saved.')
    expect(api.post).toHaveBeenCalledWith('/account/company/update-member', {
      body: {
        memberId: 2,
        roles: ['APPROVER', 'BUYER'],
        orderLimit: 125_050,
        monthlyLimit: null,
      },
    })
    const ben = memberCard(/^Ben Ortiz$/)
    ben.getByText('Approver')
    ben.getByText('$1,250.50')
  })

  it('shows the API’s refusal of a member’s roles in the form', async () => {
    const api = companyApi()
    api.post.mockRejectedValue(
      new ApiError(409, 'The company needs at least one administrator.'),
    )
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer(MANAGES),
    })
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Edit roles and limits of Ana Lee',
      }),
    )
    const form = within(
      screen.getByRole('form', { name: 'Roles and limits of Ana Lee' }),
    )
    fireEvent.click(form.getByLabelText('Administrator'))
    fireEvent.click(form.getByRole('button', { name: 'Save' }))
    expect((await form.findByRole('alert')).textContent).toBe(
      'The company needs at least one administrator.',
    )
  })

  it('deactivates a member only once it was confirmed', async () => {
    const api = companyApi()
    api.post.mockResolvedValue({ member: { ...BEN, active: false } })
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer(MANAGES),
    })
    fireEvent.click(
      await screen.findByRole('button', { name: 'Deactivate Ben Ortiz' }),
    )
    const ben = memberCard(/^Ben Ortiz$/)
    ben.getByText(/^Deactivate Ben Ortiz\? They are signed out at once/)
    expect(api.post).not.toHaveBeenCalled()
    fireEvent.click(ben.getByRole('button', { name: 'Yes, deactivate' }))
    await screen.findByText('Ben Ortiz was deactivated.')
    expect(api.post).toHaveBeenCalledWith(
      '/account/company/set-member-active',
      { body: { memberId: 2, active: false } },
    )
    ben.getByText('Deactivated')
    ben.getByRole('button', { name: 'Activate Ben Ortiz' })
  })

  it('lists open invitations and withdraws one', async () => {
    const api = companyApi([INVITATION])
    api.post.mockResolvedValue({ invitationId: '7' })
    await renderInRouter(() => <CompanySections />, {
      api,
      user: customer(MANAGES),
    })
    await screen.findByRole('heading', { name: 'Invitations' })
    const card = memberCard(/^cleo@clinic\.example$/)
    card.getByText('$200.00')
    card.getByText(/Expires 11\/27\/26/)
    fireEvent.click(
      card.getByRole('button', {
        name: 'Withdraw the invitation of cleo@clinic.example',
      }),
    )
    await screen.findByText(
      'The invitation of cleo@clinic.example was withdrawn.',
    )
    expect(api.post).toHaveBeenCalledWith(
      '/account/company/revoke-invitation',
      { body: { invitationId: 7 } },
    )
    screen.getByText('There are no open invitations.')
  })

  it('switches whether members may add addresses', async () => {
    const api = companyApi()
    api.post.mockResolvedValue({
      company: { ...COMPANY, membersMayAddAddresses: true },
    })
    const { queryClient } = await renderInRouter(() => <CompanySections />, {
      api,
      user: customer(MANAGES),
    })
    const box = await screen.findByLabelText<HTMLInputElement>(
      'Members may add addresses',
    )
    expect(box.checked).toBe(false)
    fireEvent.click(box)
    await screen.findByText('The setting was saved.')
    expect(api.post).toHaveBeenCalledWith('/account/company/update', {
      body: { membersMayAddAddresses: true },
    })
    expect(box.checked).toBe(true)
    expect(
      queryClient.getQueryData<{ user: User }>(['session'])?.user.customer
        .company.membersMayAddAddresses,
    ).toBe(true)
  })
})

describe('InviteForm', () => {
  const invite = () =>
    within(screen.getByRole('region', { name: 'Invite a member' }))

  it('sends the roles and the limits in cents, and is ready for the next', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({
      invitation: { ...INVITATION, email: 'dan@clinic.example' },
    })
    await renderInRouter(() => <InviteForm />, {
      api,
      user: customer(MANAGES),
    })
    const form = invite()
    expect(form.getByLabelText<HTMLInputElement>('Buyer').checked).toBe(true)
    type(form, /^Email address/, 'dan@clinic.example')
    fireEvent.click(form.getByLabelText('Approver'))
    type(form, /^Limit per order/, '200')
    type(form, /^Limit per month/, '1,250.50')
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(form.getByRole('status').textContent).toBe(
        'Invitation sent to dan@clinic.example.',
      ),
    )
    expect(api.post).toHaveBeenCalledWith('/account/company/invite', {
      body: {
        email: 'dan@clinic.example',
        roles: ['APPROVER', 'BUYER'],
        orderLimit: 20_000,
        monthlyLimit: 125_050,
      },
    })
    expect(form.getByLabelText<HTMLInputElement>(/^Email address/).value).toBe(
      '',
    )
  })

  it('sends no limit for empty fields and refuses amounts that are none', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ invitation: INVITATION })
    await renderInRouter(() => <InviteForm />, {
      api,
      user: customer(MANAGES),
    })
    const form = invite()
    type(form, /^Email address/, 'cleo@clinic.example')
    type(form, /^Limit per order/, '12.345')
    fireEvent.click(form.getByLabelText('Buyer'))
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }))
    await form.findByText(
      'Enter an amount from $0.01 to $1,000,000.00, or leave it empty for no limit.',
    )
    form.getByText('Choose at least one role.')
    expect(api.post).not.toHaveBeenCalled()
    type(form, /^Limit per order/, '')
    fireEvent.click(form.getByLabelText('Buyer'))
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(api.post).toHaveBeenCalled())
    expect(api.post).toHaveBeenCalledWith('/account/company/invite', {
      body: {
        email: 'cleo@clinic.example',
        roles: ['BUYER'],
        orderLimit: null,
        monthlyLimit: null,
      },
    })
  })

  it('shows the API’s violations at their fields', async () => {
    const api = fakeApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        {
          propertyPath: 'email',
          message: 'This address is already a member of the company.',
        },
        { propertyPath: 'orderLimit', message: 'Is too large.' },
        { propertyPath: 'roles', message: 'Choose each role at most once.' },
      ]),
    )
    await renderInRouter(() => <InviteForm />, {
      api,
      user: customer(MANAGES),
    })
    const form = invite()
    type(form, /^Email address/, 'ben@clinic.example')
    type(form, /^Limit per order/, '500')
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }))
    await form.findByText('This address is already a member of the company.')
    const limit = form.getByLabelText(/^Limit per order/)
    expect(limit.getAttribute('aria-invalid')).toBe('true')
    expect(limit.getAttribute('aria-describedby')).toContain(
      'invite-orderLimit-errors',
    )
    form.getByText('Is too large.')
    const roles = form.getByRole('group', { name: 'Roles' })
    expect(roles.getAttribute('aria-describedby')).toBe('invite-roles-errors')
    within(roles).getByText('Choose each role at most once.')
  })
})

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
