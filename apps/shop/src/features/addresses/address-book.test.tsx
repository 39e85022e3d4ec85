import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Address, User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import type { Capabilities } from '#lib/test-capabilities'
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

const member = (can: Partial<Capabilities>, { emailVerified = true } = {}) =>
  ({
    id: '2',
    customer: {
      id: '2',
      email: 'ana@clinic.example',
      emailVerified,
      roles: ['ADMINISTRATOR', 'BUYER'],
      company: {
        name: 'Lee Family Practice',
        npiNumber: '1234567893',
        membersMayAddAddresses: false,
      },
      can: capabilities(can),
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
    await renderBook(member({}))
    screen.getByText('Your administrator manages the practice’s addresses.')
    expect(button('Add address')).toBe(null)
    expect(button('Edit')).toBe(null)
    expect(button('Delete')).toBe(null)
    // Everyone still chooses their own defaults.
    screen.getByRole('button', { name: 'Use for shipping by default' })
    screen.getByRole('button', { name: 'Use for invoices by default' })
  })

  it('lets members add addresses where the company allows it, but not change the shared ones', async () => {
    await renderBook(member({ addAddresses: true }))
    screen.getByRole('button', { name: 'Add address' })
    expect(button('Edit')).toBe(null)
    expect(button('Delete')).toBe(null)
    expect(
      screen.queryByText(
        'Your administrator manages the practice’s addresses.',
      ),
    ).toBe(null)
  })

  it('tells an account whose address is not confirmed why it changes nothing yet', async () => {
    await renderBook(member({}, { emailVerified: false }))
    screen.getByText(
      'Confirm your email address to add and change the practice’s addresses. We sent a link to ana@clinic.example.',
    )
    expect(button('Add address')).toBe(null)
    expect(button('Edit')).toBe(null)
    expect(
      screen.queryByText(
        'Your administrator manages the practice’s addresses.',
      ),
    ).toBe(null)
  })

  it('lets who may manage addresses add, change and delete', async () => {
    await renderBook(member({ addAddresses: true, manageAddresses: true }))
    screen.getByRole('button', { name: 'Add address' })
    screen.getByRole('button', { name: 'Edit' })
    screen.getByRole('button', { name: 'Delete' })
  })
})
