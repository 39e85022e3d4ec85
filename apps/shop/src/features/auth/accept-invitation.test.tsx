import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { AcceptInvitation } from './accept-invitation'

const PREVIEW = {
  email: 'cleo@clinic.example',
  companyName: 'Lee Family Practice',
  invitedBy: 'Ana Lee',
  expiresAt: '2026-11-27T10:00:00Z',
}

const USER = {
  id: '3',
  customer: { firstname: 'Cleo', emailVerified: true, roles: ['BUYER'] },
} as unknown as User

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('AcceptInvitation', () => {
  it('says that a used, withdrawn or expired link is no longer valid, and whom to ask', async () => {
    const api = fakeApi()
    api.get.mockRejectedValue(new ApiError(404, 'Not found'))
    await renderInRouter(() => <AcceptInvitation token="used" />, { api })
    await screen.findByRole('heading', {
      name: 'This invitation link is no longer valid',
    })
    screen.getByText(/Ask your practice’s administrator to invite you again/)
    expect(api.get).toHaveBeenCalledWith('/auth/invitation', {
      query: { token: 'used' },
    })
    expect(screen.queryByLabelText(/^Password/)).toBe(null)
  })

  it('shows a link without its token as not valid, without asking the API', async () => {
    const api = fakeApi()
    await renderInRouter(() => <AcceptInvitation />, { api })
    screen.getByRole('heading', {
      name: 'This invitation link is no longer valid',
    })
    expect(api.get).not.toHaveBeenCalled()
  })

  it('joins with a name and password, signs in and goes on to the account', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({ invitation: PREVIEW })
    api.post.mockResolvedValue({ user: USER })
    const { router, queryClient } = await renderInRouter(
      () => <AcceptInvitation token="t0k3n" />,
      { api },
    )
    await screen.findByText(
      'Ana Lee invited cleo@clinic.example to join Lee Family Practice.',
    )
    fireEvent.change(screen.getByLabelText('Salutation'), {
      target: { value: 'ms' },
    })
    type(/^First name/, 'Cleo')
    type(/^Last name/, 'Park')
    type(/^Password/, 'a-new-password')
    fireEvent.click(
      screen.getByRole('button', { name: 'Join Lee Family Practice' }),
    )
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/shop/account/profile'),
    )
    expect(api.post).toHaveBeenCalledWith('/auth/accept-invitation', {
      body: {
        token: 't0k3n',
        salutation: 'ms',
        firstname: 'Cleo',
        lastname: 'Park',
        password: 'a-new-password',
      },
    })
    expect(queryClient.getQueryData(['session'])).toEqual({ user: USER })
  })

  it('turns into the invalid link when the invitation was used up meanwhile', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({ invitation: PREVIEW })
    api.post.mockRejectedValue(new ApiError(404, 'Not found'))
    await renderInRouter(() => <AcceptInvitation token="t0k3n" />, { api })
    await screen.findByLabelText(/^First name/)
    type(/^First name/, 'Cleo')
    type(/^Last name/, 'Park')
    type(/^Password/, 'a-new-password')
    fireEvent.click(
      screen.getByRole('button', { name: 'Join Lee Family Practice' }),
    )
    await screen.findByRole('heading', {
      name: 'This invitation link is no longer valid',
    })
    screen.getByRole('alert')
  })

  it('shows the API’s violations at their fields', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({ invitation: PREVIEW })
    api.post.mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        { propertyPath: 'password', message: 'Needs at least 8 characters.' },
      ]),
    )
    await renderInRouter(() => <AcceptInvitation token="t0k3n" />, { api })
    await screen.findByLabelText(/^First name/)
    type(/^First name/, 'Cleo')
    type(/^Last name/, 'Park')
    type(/^Password/, 'a-password')
    fireEvent.click(
      screen.getByRole('button', { name: 'Join Lee Family Practice' }),
    )
    await screen.findByText('Needs at least 8 characters.')
    expect(
      screen.getByLabelText(/^Password/).getAttribute('aria-invalid'),
    ).toBe('true')
  })
})
