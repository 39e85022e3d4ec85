import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Address, User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { AddressBook } from './address-book'

const ADDRESS: Address = {
  id: '11',
  salutation: '',
  firstname: 'Ana',
  lastname: 'Lee',
  company: 'Lee Family Practice',
  street: 'Main Street',
  number: '12',
  postcode: '60601',
  city: 'Chicago',
  country: { isoCode: 'US' },
  stateCode: 'IL',
  phoneNumber: '',
}

const member = (
  roles: User['customer']['roles'],
  membersMayAddAddresses: boolean,
) =>
  ({
    id: '2',
    customer: {
      id: '2',
      roles,
      company: {
        name: 'Lee Family Practice',
        npiNumber: '1234567893',
        membersMayAddAddresses,
      },
      defaultShippingAddress: null,
      defaultInvoiceAddress: null,
    },
  }) as unknown as User

async function renderBook(user: User) {
  const api = fakeApi()
  api.get.mockResolvedValue({ addresses: [ADDRESS] })
  await renderInRouter(() => <AddressBook />, { api, user })
  await screen.findByText('Lee Family Practice')
}

const button = (name: string) => screen.queryByRole('button', { name })

describe('AddressBook', () => {
  it('leaves the practice’s addresses to its administrator where members may not add any', async () => {
    await renderBook(member(['BUYER'], false))
    screen.getByText('Your administrator manages the practice’s addresses.')
    expect(button('Add address')).toBe(null)
    expect(button('Edit')).toBe(null)
    expect(button('Delete')).toBe(null)
    // Everyone still chooses their own defaults.
    screen.getByRole('button', { name: 'Use for shipping by default' })
    screen.getByRole('button', { name: 'Use for invoices by default' })
  })

  it('lets members add addresses where the company allows it, but not change the shared ones', async () => {
    await renderBook(member(['BUYER', 'APPROVER'], true))
    screen.getByRole('button', { name: 'Add address' })
    expect(button('Edit')).toBe(null)
    expect(button('Delete')).toBe(null)
    expect(
      screen.queryByText(
        'Your administrator manages the practice’s addresses.',
      ),
    ).toBe(null)
  })

  it('lets an administrator add, change and delete', async () => {
    await renderBook(member(['ADMINISTRATOR'], false))
    screen.getByRole('button', { name: 'Add address' })
    screen.getByRole('button', { name: 'Edit' })
    screen.getByRole('button', { name: 'Delete' })
  })
})
