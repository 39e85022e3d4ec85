import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { VerifyEmail } from './verify-email'

const USER = {
  id: '1',
  customer: {
    firstname: 'Ana',
    email: 'ana@clinic.example',
    emailVerified: true,
  },
} as unknown as User

const REFUSED = new ApiError(400, 'Invalid input', [
  { propertyPath: 'token', message: 'This link was already used.' },
])

describe('VerifyEmail', () => {
  it('uses the link only on the buyer’s click, and then asks a signed-out buyer to sign in', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ email: 'ana@clinic.example' })
    await renderInRouter(() => <VerifyEmail token="t0k3n" />, { api })
    // Opening the page (or a mail client's preview of it) changes nothing.
    expect(api.post).not.toHaveBeenCalled()
    fireEvent.click(
      screen.getByRole('button', { name: 'Confirm my email address' }),
    )
    await screen.findByRole('heading', {
      name: 'Your email address is confirmed',
    })
    expect(api.post).toHaveBeenCalledWith('/auth/verify-email', {
      body: { token: 't0k3n' },
    })
    screen.getByText(
      'Sign in with your email address and password to start ordering.',
    )
    screen.getByRole('link', { name: 'Sign in' })
  })

  it('lets a signed-in buyer go on shopping once confirmed', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ email: 'ana@clinic.example' })
    await renderInRouter(() => <VerifyEmail token="t0k3n" />, {
      api,
      user: USER,
    })
    fireEvent.click(
      screen.getByRole('button', { name: 'Confirm my email address' }),
    )
    await screen.findByText('You can place orders now.')
    screen.getByRole('link', { name: 'Start shopping' })
    screen.getByRole('link', { name: 'Go to your account' })
  })

  it('offers a signed-out buyer a new link by address when the link was refused', async () => {
    const api = fakeApi()
    api.post.mockRejectedValueOnce(REFUSED)
    api.post.mockResolvedValueOnce({ accepted: true })
    await renderInRouter(() => <VerifyEmail token="used" />, { api })
    fireEvent.click(
      screen.getByRole('button', { name: 'Confirm my email address' }),
    )
    await screen.findByText('This link was already used.')
    fireEvent.change(screen.getByLabelText(/^Email address/), {
      target: { value: 'ana@clinic.example' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
    await screen.findByText(
      'If ana@clinic.example belongs to an account that still needs confirming, we sent a new link to it.',
    )
    expect(api.post).toHaveBeenLastCalledWith('/auth/resend-verification', {
      body: { email: 'ana@clinic.example' },
    })
  })

  it('sends a signed-in buyer who still needs to confirm a new link to their address', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ accepted: true })
    const unverified = {
      ...USER,
      customer: { ...USER.customer, emailVerified: false },
    } as User
    await renderInRouter(() => <VerifyEmail />, { api, user: unverified })
    screen.getByText(/This link is not complete/)
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent a new link to ana@clinic.example.',
      ),
    )
  })
})
