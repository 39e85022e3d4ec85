import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { notice } from './recall-fixtures'
import type { RecallNotice } from '#lib/recall-queries'
import type { User } from '#lib/queries'
import { appConfigQuery } from '#lib/queries'
import type { Api } from '#lib/api'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { RecallBanner } from './recall-banner'

const BUYER = { id: 'u1', customer: { id: '1', roles: ['BUYER'] } } as User

/** The API with these open notices; acknowledging one closes it. */
function recallsApi(open: RecallNotice[]) {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/recalls') return { notices: open }
    throw new Error(`Unexpected call ${path}`)
  })
  api.post.mockImplementation(
    async (path: string, { body }: { body: { noticeId: string } }) => {
      if (path !== '/account/recalls/acknowledge')
        throw new Error(`Unexpected call ${path}`)
      const done = open.find((one) => one.id === body.noticeId)!
      open = open.filter((one) => one !== done)
      return {
        notice: {
          ...done,
          acknowledgedAt: '2026-11-24T10:00:00Z',
          acknowledgedBy: { id: '1', firstname: 'Ana', lastname: 'Lee' },
        },
      }
    },
  )
  return api
}

const renderBanner = (api: ReturnType<typeof fakeApi>) =>
  renderInRouter(
    () => (
      <Suspense fallback={null}>
        <RecallBanner />
      </Suspense>
    ),
    { api, user: BUYER },
  )

describe('RecallBanner', () => {
  it('names the one recalled lot, its product and why, in a labelled region that is not an alert', async () => {
    const api = recallsApi([notice()])
    await renderBanner(api)
    const banner = await screen.findByRole('region', { name: 'Recall notice' })
    within(banner).getByText(
      'Recall: lot L202611-00420 of Sterile gauze — The sterile barrier of some pouches may not be sealed.',
    )
    expect(
      within(banner)
        .getByRole('link', { name: 'See the recalled lots' })
        .getAttribute('href'),
    ).toBe('/en/shop/account/inventory?show=recalled')
    within(banner).getByRole('button', { name: 'Acknowledge' })
    expect(screen.queryByRole('alert')).toBe(null)
    expect(api.get).toHaveBeenCalledWith('/account/recalls', {
      query: { all: 'false' },
    })
  })

  it('says whom to call or write to about the recall: the distributor’s support from the content', async () => {
    const api = recallsApi([notice()])
    const { queryClient } = await renderBanner(api)
    // The layout loaded the app configuration with the page.
    queryClient.setQueryData(appConfigQuery(api as unknown as Api).queryKey, {
      support: {
        phone: '(555) 010-0199',
        email: 'orders@clinic-supply.example',
        hours: 'Monday to Friday, 8 am to 6 pm Central Time',
      },
    } as never)
    const banner = await screen.findByRole('region', { name: 'Recall notice' })
    within(banner).getByText(
      'Questions about this recall? Clinic Supply customer support helps:',
    )
    expect(
      (
        await within(banner).findByRole('link', { name: '(555) 010-0199' })
      ).getAttribute('href'),
    ).toBe('tel:5550100199')
    expect(
      within(banner)
        .getByRole('link', { name: 'orders@clinic-supply.example' })
        .getAttribute('href'),
    ).toBe('mailto:orders@clinic-supply.example')
    within(banner).getByText('Monday to Friday, 8 am to 6 pm Central Time')
  })

  it('counts several recalled lots and leaves acknowledging them to the inventory', async () => {
    await renderBanner(
      recallsApi([
        notice(),
        notice({ id: '32', lotNumber: 'L202611-00421' }),
        notice({ id: '33', lotNumber: 'L202611-00422' }),
      ]),
    )
    const banner = await screen.findByRole('region', { name: 'Recall notice' })
    within(banner).getByText('3 recalled lots in your stock')
    within(banner).getByRole('link', { name: 'See the recalled lots' })
    expect(within(banner).queryByRole('button')).toBe(null)
  })

  it('acknowledges the notice through the API and goes away', async () => {
    const api = recallsApi([notice()])
    await renderBanner(api)
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recall notice' })).toBe(
        null,
      ),
    )
    expect(api.post).toHaveBeenCalledWith('/account/recalls/acknowledge', {
      body: { noticeId: '31' },
    })
  })

  it('stays, saying so, when the acknowledgement fails', async () => {
    const api = recallsApi([notice()])
    api.post.mockRejectedValue(new Error('Network request failed'))
    await renderBanner(api)
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }))
    await screen.findByText(
      'The recall could not be acknowledged. Please try again.',
    )
    screen.getByRole('region', { name: 'Recall notice' })
  })

  it('shows nothing without open notices', async () => {
    const api = recallsApi([])
    await renderBanner(api)
    await waitFor(() => expect(api.get).toHaveBeenCalled())
    expect(screen.queryByRole('region')).toBe(null)
  })
})
