import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { renderInRouter } from '#lib/test-router'
import { CompanySections } from './company-sections'
import {
  BEN,
  COMPANY,
  INVITATION,
  MANAGES,
  companyApi,
  customer,
  type,
} from './company-fixtures'

// The company page, section by section: who sees what, the members and their roles and limits,
// deactivating one, the open invitations and the practice's setting. The invitation form and the
// exemption certificates have their own files.

const memberCard = (name: RegExp) =>
  within(
    screen
      .getByRole('heading', { level: 3, name })
      .closest('li') as HTMLElement,
  )

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
