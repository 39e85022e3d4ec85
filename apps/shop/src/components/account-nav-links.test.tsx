import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { AccountNavLinks } from './account-nav-links'

const withRoles = (roles: User['customer']['roles']) =>
  ({
    id: '1',
    customer: { id: '1', firstname: 'Ana', roles },
  }) as unknown as User

const links = () =>
  screen
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('AccountNavLinks', () => {
  it('offers a buyer their own pages only', async () => {
    await renderInRouter(() => <AccountNavLinks />, {
      api: fakeApi(),
      user: withRoles(['BUYER']),
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

  it('adds the approvals for approvers and the company for administrators', async () => {
    await renderInRouter(() => <AccountNavLinks />, {
      api: fakeApi(),
      user: withRoles(['ADMINISTRATOR', 'APPROVER']),
    })
    expect(links()).toEqual([
      ['Profile', '/en/shop/account/profile'],
      ['Addresses', '/en/shop/account/addresses'],
      ['Orders', '/en/shop/account/orders'],
      ['Lists', '/en/shop/account/lists'],
      ['Standing orders', '/en/shop/account/standing-orders'],
      ['Approvals', '/en/shop/account/approvals'],
      ['Inventory', '/en/shop/account/inventory'],
      ['Company', '/en/shop/account/company'],
    ])
  })
})
