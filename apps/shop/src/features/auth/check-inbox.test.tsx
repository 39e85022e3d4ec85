import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { CheckInbox } from './check-inbox'

describe('CheckInbox', () => {
  it('tells where the link went, sends it again, and leads to the sign-in', async () => {
    const api = fakeApi()
    api.post.mockResolvedValueOnce({ accepted: true })
    api.post.mockRejectedValueOnce(
      new ApiError(429, 'Too many requests. Try again in a few minutes.'),
    )
    await renderInRouter(
      () => (
        <CheckInbox
          email="ana@clinic.example"
          search={{ redirect: '/en/shop/cart' }}
        />
      ),
      { api },
    )
    screen.getByRole('heading', { name: 'Check your inbox' })
    screen.getByText(
      'We sent a link to ana@clinic.example. It confirms your address and signs you in, ready to order; until then you can sign in and browse.',
    )
    expect(
      screen.getByRole('link', { name: 'Sign in' }).getAttribute('href'),
    ).toBe(`/en/auth/login?redirect=${encodeURIComponent('/en/shop/cart')}`)
    const again = screen.getByRole('button', { name: 'Send the link again' })
    fireEvent.click(again)
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent a new link to ana@clinic.example.',
      ),
    )
    expect(api.post).toHaveBeenCalledWith('/auth/resend-verification', {
      body: { email: 'ana@clinic.example' },
    })
    fireEvent.click(again)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Try again in a few minutes.',
    )
  })
})
