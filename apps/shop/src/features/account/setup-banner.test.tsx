import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { SetupBanner } from './setup-banner'

const SUPPORT = {
  phone: '(555) 010-0199',
  email: 'orders@clinic-supply.example',
  hours: 'Monday to Friday, 8 am to 6 pm Central Time',
}

/** The API says whether this shop has an admin centre. */
function setupApi(online: boolean) {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/setup') return { online }
    throw new Error(`Unexpected call ${path}`)
  })
  return api
}

describe('SetupBanner', () => {
  it('offers no setup the shop cannot do, and says whom to contact instead', async () => {
    const api = setupApi(false)
    await renderInRouter(() => <SetupBanner />, {
      api,
      supportFallback: SUPPORT,
    })
    await screen.findByText(
      'Online setup is not available for this shop yet. Clinic Supply customer support will finish your setup with you:',
    )
    screen.getByText('Your account setup is not finished yet.')
    expect(
      screen.getByRole('link', { name: '(555) 010-0199' }).getAttribute('href'),
    ).toBe('tel:5550100199')
    screen.getByRole('link', { name: 'orders@clinic-supply.example' })
    expect(screen.queryByRole('button')).toBe(null)
    expect(api.post).not.toHaveBeenCalled()
  })

  it('offers to finish the setup in the admin centre when the shop has one', async () => {
    await renderInRouter(() => <SetupBanner />, {
      api: setupApi(true),
      supportFallback: SUPPORT,
    })
    await screen.findByRole('button', { name: 'Finish setup' })
    screen.getByText(
      'Your account setup is not finished yet. Complete it in the admin center to unlock all features.',
    )
    expect(screen.queryByRole('link', { name: '(555) 010-0199' })).toBe(null)
  })
})
