import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import type { Capabilities } from '#lib/test-capabilities'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { AccountNavLinks } from './account-nav-links'

/** Ana with every role, allowed only what `can` gives: the links follow `can`, not the roles. */
const allowed = (can: Partial<Capabilities>) =>
  ({
    id: '1',
    customer: {
      id: '1',
      firstname: 'Ana',
      roles: ['ADMINISTRATOR', 'APPROVER', 'BUYER'],
      can: capabilities(can),
    },
  }) as unknown as User

const links = () =>
  screen
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('AccountNavLinks', () => {
  it('offers who may see nothing of the company their own pages only', async () => {
    await renderInRouter(() => <AccountNavLinks />, {
      api: fakeApi(),
      user: allowed({ placeOrders: true, manageMembers: true }),
    })
    expect(links()).toEqual([
      ['Profile', '/en/shop/account/profile'],
      ['Addresses', '/en/shop/account/addresses'],
      ['Orders', '/en/shop/account/orders'],
      ['Lists', '/en/shop/account/lists'],
      ['Standing orders', '/en/shop/account/standing-orders'],
      ['Inventory', '/en/shop/account/inventory'],
    ])
  })

  it('adds the approvals, the invoices and the company for who may see them', async () => {
    await renderInRouter(() => <AccountNavLinks />, {
      api: fakeApi(),
      user: allowed({
        seeApprovals: true,
        seeMembers: true,
        viewBilling: true,
      }),
    })
    expect(links()).toEqual([
      ['Profile', '/en/shop/account/profile'],
      ['Addresses', '/en/shop/account/addresses'],
      ['Orders', '/en/shop/account/orders'],
      ['Lists', '/en/shop/account/lists'],
      ['Standing orders', '/en/shop/account/standing-orders'],
      ['Approvals', '/en/shop/account/approvals'],
      ['Inventory', '/en/shop/account/inventory'],
      ['Invoices', '/en/shop/account/invoices'],
      ['Company', '/en/shop/account/company'],
    ])
  })
})
