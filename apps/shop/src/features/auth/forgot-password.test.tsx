import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ForgotPassword } from './forgot-password'

const ask = (email: string) => {
  fireEvent.change(screen.getByLabelText(/^Email address/), {
    target: { value: email },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
}

describe('ForgotPassword', () => {
  it('answers every address with the same confirmation', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ accepted: true })
    await renderInRouter(ForgotPassword, { api })
    ask('nobody@clinic.example')
    await screen.findByRole('heading', { name: 'Check your inbox' })
    screen.getByText(
      'If an account exists for nobody@clinic.example, we sent a link to set a new password. It works for one hour.',
    )
    expect(api.post).toHaveBeenCalledWith('/auth/forgot-password', {
      body: { email: 'nobody@clinic.example' },
    })
    // The heading takes the focus from the button that is gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Check your inbox' }),
      ),
    )
  })

  it('shows a refusal (too many requests) in its own words, and sends nothing for a bad address', async () => {
    const api = fakeApi()
    api.post.mockRejectedValue(
      new ApiError(429, 'Too many requests. Try again in a few minutes.'),
    )
    await renderInRouter(ForgotPassword, { api })
    ask('not an address')
    await screen.findByText('Please enter a valid email address.')
    expect(api.post).not.toHaveBeenCalled()
    ask('buyer@clinic.example')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Try again in a few minutes.',
    )
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBe(
      null,
    )
  })
})
