import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Api } from '#lib/api'
import { appConfigQuery } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ErrorPage } from './error-pages'

// The shop's configured contact (SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS).
const CONFIGURED = {
  phone: '+1 312 555 0142',
  email: 'help@distributor.example',
  hours: 'Weekdays, 7 am to 7 pm',
}

describe('ErrorPage', () => {
  it('names the configured support contact when the API is down, without asking the API', async () => {
    const api = fakeApi()
    api.get.mockRejectedValue(new Error('Network request failed'))
    await renderInRouter(() => <ErrorPage status={503} />, {
      api,
      supportFallback: CONFIGURED,
    })
    const page = screen.getByRole('main')
    within(page).getByRole('heading', { name: 'Shop Briefly Unavailable' })
    within(page).getByText('Need help? Clinic Supply customer support:')
    expect(
      within(page)
        .getByRole('link', { name: '+1 312 555 0142' })
        .getAttribute('href'),
    ).toBe('tel:+13125550142')
    expect(
      within(page)
        .getByRole('link', { name: 'help@distributor.example' })
        .getAttribute('href'),
    ).toBe('mailto:help@distributor.example')
    within(page).getByText('Weekdays, 7 am to 7 pm')
    expect(api.get).not.toHaveBeenCalled()
  })

  // A busy or stopped backend answers 503: the buyer reads that trying again in a moment helps,
  // not "Internal Server Error". Every other 5xx keeps the server-error wording.
  it.each([
    [
      503,
      'Shop Briefly Unavailable',
      'The shop is busy or being updated. Please try again in a moment.',
    ],
    [
      500,
      'Internal Server Error',
      'Something went wrong on our side. Please try again in a moment.',
    ],
    [
      502,
      'Internal Server Error',
      'Something went wrong on our side. Please try again in a moment.',
    ],
  ])(
    'tells the buyer what a %i means, with the support reference',
    async (status, title, hint) => {
      await renderInRouter(() => <ErrorPage status={status} />, {
        api: fakeApi(),
        supportFallback: CONFIGURED,
        requestId: 'req-0123456789',
      })
      const page = screen.getByRole('main')
      within(page).getByText(String(status))
      within(page).getByRole('heading', { level: 1, name: title })
      within(page).getByText(hint)
      expect(within(page).getByText('req-0123456789').tagName).toBe('CODE')
    },
  )

  it('names the content’s support contact when the page has it', async () => {
    const api = fakeApi()
    const { queryClient } = await renderInRouter(
      () => <ErrorPage status={404} />,
      { api, supportFallback: CONFIGURED },
    )
    queryClient.setQueryData(appConfigQuery(api as unknown as Api).queryKey, {
      support: {
        phone: '(555) 010-0199',
        email: 'orders@clinic-supply.example',
        hours: 'Monday to Friday, 8 am to 6 pm Central Time',
      },
    } as never)
    await screen.findByRole('link', { name: '(555) 010-0199' })
    expect(screen.queryByRole('link', { name: '+1 312 555 0142' })).toBe(null)
  })
})
