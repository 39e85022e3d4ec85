import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { InviteForm } from './company-invite-form'
import { INVITATION, MANAGES, customer, type } from './company-fixtures'

// Inviting a member: the roles and limits the form sends, what it refuses before sending, and the
// API's violations at their fields.

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
