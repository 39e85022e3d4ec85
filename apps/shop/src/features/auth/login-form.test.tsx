import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { LoginForm } from './login-form'

const signIn = (password: string) => {
  fireEvent.change(screen.getByLabelText(/^Email address/), {
    target: { value: 'ended@riverside-health.example' },
  })
  fireEvent.change(screen.getByLabelText(/^Password/), {
    target: { value: password },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('LoginForm', () => {
  it('tells a deactivated member their access ended, not that the password is wrong', async () => {
    const api = fakeApi()
    api.post.mockRejectedValue(
      new ApiError(403, 'Your access to your practice’s account was ended.'),
    )
    await renderInRouter(() => <LoginForm onSignedIn={() => undefined} />, {
      api,
    })
    signIn('the-right-password')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Your access was endedYour practice’s administrator ended your access to its account. If you still need it, ask them to give it back.',
    )
    expect(
      screen.queryByText('The email address or password is not correct.'),
    ).toBe(null)
  })

  it('says a wrong password is not correct, and clears what it said before', async () => {
    const api = fakeApi()
    api.post.mockRejectedValueOnce(new ApiError(403, 'Access ended.'))
    api.post.mockRejectedValueOnce(new ApiError(401, 'Unauthorized'))
    await renderInRouter(() => <LoginForm onSignedIn={() => undefined} />, {
      api,
    })
    signIn('the-right-password')
    await screen.findByText('Your access was ended')
    signIn('a-wrong-password')
    await screen.findByText('The email address or password is not correct.')
    expect(screen.queryByText('Your access was ended')).toBe(null)
  })
})
