import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, it } from 'vitest'
import type { User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { SignedInActions } from './signed-in-actions'

const buyer = (firstname: string) =>
  ({
    id: '1',
    customer: { id: '1', firstname, roles: ['BUYER'], can: capabilities({}) },
  }) as unknown as User

// The overlay's content loads on the first click (a chunk of its own): allow it time on a busy
// machine. jsdom has no modal dialogs: opening one here only shows it.
const dialog = HTMLDialogElement.prototype
beforeEach(() => {
  dialog.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  dialog.close = function (this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(() => {
  delete (dialog as Partial<typeof dialog>).showModal
  delete (dialog as Partial<typeof dialog>).close
})

/** Opens the account overlay from the header, as a buyer's click does. */
async function openAccount(user: User | null) {
  const api = fakeApi()
  // The cart is not what these tests look at.
  api.get.mockRejectedValue(new Error('Network request failed'))
  await renderInRouter(() => <SignedInActions />, { api, user })
  fireEvent.click(screen.getAllByRole('link')[0] as HTMLElement)
}

describe('the account overlay', () => {
  it('greets the buyer by their first name', async () => {
    await openAccount(buyer('Daniel'))
    await screen.findByRole(
      'dialog',
      { name: 'Hello, Daniel' },
      { timeout: 8_000 },
    )
  }, 15_000)

  // A shared page knows the buyer's name only once the session arrives, and a failed session
  // request never brings it: the title was "Hello," then.
  it.each([
    ['not known yet', null],
    ['empty', buyer('')],
    ['blank', buyer('  ')],
  ])(
    'says "Hello" without a dangling comma when the name is %s',
    async (_case, user) => {
      await openAccount(user)
      await screen.findByRole('dialog', { name: 'Hello' }, { timeout: 8_000 })
    },
    15_000,
  )
})

describe('the header’s account link', () => {
  // An invited member may have no first name yet: the link read as nothing then.
  it.each([
    ['Daniel', 'Daniel'],
    ['', 'Account'],
    ['  ', 'Account'],
  ])('is named "%s" → "%s", never empty', async (firstname, name) => {
    const api = fakeApi()
    api.get.mockRejectedValue(new Error('Network request failed'))
    await renderInRouter(() => <SignedInActions />, {
      api,
      user: buyer(firstname),
    })
    await screen.findByRole('link', { name })
  })
})
