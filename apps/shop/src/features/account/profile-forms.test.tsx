import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ChangeEmailForm } from './change-email-form'
import { ChangePasswordForm } from './change-password-form'
import { ProfileNameForm } from './profile-name-form'

const USER = {
  id: '1',
  customer: {
    email: 'ana@clinic.example',
    emailVerified: true,
    salutation: 'dr',
    firstname: 'Ana',
    lastname: 'Lee',
  },
} as unknown as User

const region = (name: string) => within(screen.getByRole('region', { name }))
const type = (scope: ReturnType<typeof region>, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } })

describe('ProfileNameForm', () => {
  it('saves the name, and the session (which the header reads) has it at once', async () => {
    const api = fakeApi()
    const changed = { ...USER.customer, salutation: '', firstname: 'Anna' }
    api.post.mockResolvedValue({ customer: changed })
    const { queryClient } = await renderInRouter(
      () => <ProfileNameForm customer={USER.customer} />,
      { api, user: USER },
    )
    const form = region('Your name')
    expect(form.getByLabelText<HTMLSelectElement>('Salutation').value).toBe(
      'dr',
    )
    fireEvent.change(form.getByLabelText('Salutation'), {
      target: { value: '' },
    })
    type(form, /^First name/, 'Anna')
    fireEvent.click(form.getByRole('button', { name: 'Save name' }))
    await form.findByText('Your name was saved.')
    expect(api.post).toHaveBeenCalledWith('/account/update-profile', {
      body: { salutation: '', firstname: 'Anna', lastname: 'Lee' },
    })
    expect(queryClient.getQueryData(['session'])).toEqual({
      user: { ...USER, customer: changed },
    })
  })
})

describe('ChangePasswordForm', () => {
  it('shows a wrong current password next to its field', async () => {
    const api = fakeApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        {
          propertyPath: 'currentPassword',
          message: 'The current password is not correct.',
        },
      ]),
    )
    await renderInRouter(
      () => <ChangePasswordForm email={USER.customer.email} />,
      { api, user: USER },
    )
    const form = region('Change your password')
    type(form, /^Current password/, 'wrong-one')
    type(form, /^New password/, 'a-new-password')
    type(form, /^Repeat the new password/, 'a-new-password')
    fireEvent.click(form.getByRole('button', { name: 'Change password' }))
    await form.findByText('The current password is not correct.')
    const field = form.getByLabelText(/^Current password/)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(
      'change-password-currentPassword-errors',
    )
  })

  it('changes the password, says that other devices were signed out, and clears the fields', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ customer: USER.customer })
    await renderInRouter(
      () => <ChangePasswordForm email={USER.customer.email} />,
      { api, user: USER },
    )
    const form = region('Change your password')
    type(form, /^Current password/, 'old-password')
    type(form, /^New password/, 'a-new-password')
    type(form, /^Repeat the new password/, 'a-new-password')
    fireEvent.click(form.getByRole('button', { name: 'Change password' }))
    await form.findByText(
      'Your password was changed. Other devices were signed out.',
    )
    expect(api.post).toHaveBeenCalledWith('/account/change-password', {
      body: { currentPassword: 'old-password', newPassword: 'a-new-password' },
    })
    expect(form.getByLabelText<HTMLInputElement>(/^New password/).value).toBe(
      '',
    )
  })
})

describe('ChangeEmailForm', () => {
  it('refuses the current address and sends a link to a new one', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ accepted: true })
    await renderInRouter(
      () => <ChangeEmailForm email={USER.customer.email} />,
      { api, user: USER },
    )
    const form = region('Change your email address')
    type(form, /^New email address/, 'ANA@clinic.example')
    type(form, /^Current password/, 'my-password')
    fireEvent.click(form.getByRole('button', { name: 'Change email address' }))
    await form.findByText('This is already your email address.')
    expect(api.post).not.toHaveBeenCalled()
    type(form, /^New email address/, 'ana.lee@clinic.example')
    fireEvent.click(form.getByRole('button', { name: 'Change email address' }))
    await waitFor(() =>
      expect(form.getByRole('status').textContent).toBe(
        'We sent a link to ana.lee@clinic.example. Your address changes when you follow it.',
      ),
    )
    expect(api.post).toHaveBeenCalledWith('/account/change-email', {
      body: {
        newEmail: 'ana.lee@clinic.example',
        currentPassword: 'my-password',
      },
    })
  })
})
