import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ResetPassword } from './reset-password'

const USER = {
  id: '1',
  customer: { firstname: 'Ana', emailVerified: true },
} as unknown as User

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))

describe('ResetPassword', () => {
  it('checks that both passwords match before it sends anything', async () => {
    const api = fakeApi()
    await renderInRouter(() => <ResetPassword token="t0k3n" />, { api })
    type(/^New password/, 'a-new-password')
    type(/^Repeat the new password/, 'another-password')
    submit()
    await screen.findByText('The two passwords do not match.')
    type(/^New password/, 'short')
    type(/^Repeat the new password/, 'short')
    submit()
    await screen.findByText(/at least 8/i)
    expect(api.post).not.toHaveBeenCalled()
  })

  it('signs in with the new password and goes on to the account', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ user: USER })
    const { router, queryClient } = await renderInRouter(
      () => <ResetPassword token="t0k3n" />,
      { api },
    )
    type(/^New password/, 'a-new-password')
    type(/^Repeat the new password/, 'a-new-password')
    submit()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/shop/account/profile'),
    )
    expect(api.post).toHaveBeenCalledWith('/auth/reset-password', {
      body: { token: 't0k3n', password: 'a-new-password' },
    })
    expect(queryClient.getQueryData(['session'])).toEqual({ user: USER })
  })

  it('says why a used or expired link does not work, with the way to a new one', async () => {
    const api = fakeApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        {
          propertyPath: 'token',
          message: 'This link has expired. Ask for a new one.',
        },
      ]),
    )
    await renderInRouter(() => <ResetPassword token="used" />, { api })
    type(/^New password/, 'a-new-password')
    type(/^Repeat the new password/, 'a-new-password')
    submit()
    await screen.findByText('This link has expired. Ask for a new one.')
    screen.getByRole('heading', { name: 'This link does not work' })
    expect(
      screen
        .getByRole('link', { name: 'Ask for a new link' })
        .getAttribute('href'),
    ).toBe('/en/auth/forgot-password')
  })

  it('tells a deactivated member their access ended, and offers no new link', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({ valid: true })
    api.post.mockRejectedValue(
      new ApiError(403, 'Your access to your practice’s account was ended.'),
    )
    await renderInRouter(() => <ResetPassword token="t0k3n" />, { api })
    type(/^New password/, 'a-new-password')
    type(/^Repeat the new password/, 'a-new-password')
    submit()
    await screen.findByRole('heading', { name: 'Your access was ended' })
    screen.getByText(/administrator ended your access/)
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBe(
      null,
    )
    expect(screen.queryByLabelText(/^New password/)).toBe(null)
  })

  it('says at once that a used or expired link no longer works, with the way to a new one', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({ valid: false })
    await renderInRouter(() => <ResetPassword token="used" />, { api })
    await screen.findByRole('heading', { name: 'This link does not work' })
    screen.getByText(
      'This link has expired or was already used. Ask for a new one.',
    )
    expect(
      screen
        .getByRole('link', { name: 'Ask for a new link' })
        .getAttribute('href'),
    ).toBe('/en/auth/forgot-password')
    expect(screen.queryByLabelText(/^New password/)).toBe(null)
    expect(api.get).toHaveBeenCalledWith('/auth/reset-password', {
      query: { token: 'used' },
    })
    expect(api.post).not.toHaveBeenCalled()
  })

  it('shows the form for a link that still works', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({ valid: true })
    await renderInRouter(() => <ResetPassword token="t0k3n" />, { api })
    await waitFor(() => expect(api.get).toHaveBeenCalled())
    screen.getByRole('heading', { name: 'Set a new password' })
    screen.getByLabelText(/^New password/)
  })

  it('shows a link without its token as not valid, without asking the API', async () => {
    const api = fakeApi()
    await renderInRouter(() => <ResetPassword />, { api })
    screen.getByRole('heading', { name: 'This link does not work' })
    expect(api.get).not.toHaveBeenCalled()
    screen.getByRole('link', { name: 'Ask for a new link' })
    expect(screen.queryByLabelText(/^New password/)).toBe(null)
  })
})
