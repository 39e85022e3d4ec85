import { emptyAddress } from '@shop/account'
import type { AddressFormValues } from '@shop/account'
import { EN_MESSAGES } from '@shop/i18n'
import { I18nMessagesProvider } from '@shop/i18n/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AddressForm } from './address-form'

function setup() {
  const onSave = vi.fn<(values: AddressFormValues) => Promise<void>>(
    async () => undefined,
  )
  render(
    <I18nMessagesProvider messages={EN_MESSAGES}>
      <AddressForm
        initial={emptyAddress()}
        onSave={onSave}
        onCancel={() => undefined}
      />
    </I18nMessagesProvider>,
  )
  return { onSave }
}

/** What a buyer's typing or choosing does to a field. */
const enter = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const valueOf = (label: string | RegExp) =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value

const optionNames = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => o.textContent)

describe('AddressForm', () => {
  it('chooses nothing for the buyer and offers the states of the chosen country', async () => {
    setup()
    expect(valueOf('Salutation')).toBe('')
    expect(valueOf(/^State/)).toBe('')
    expect(optionNames(screen.getByLabelText(/^State/))).toContain(
      'District of Columbia',
    )
    enter(/^State/, 'IL')
    enter(/^Country/, 'CA')
    // The wording and the choices follow the country; Illinois is no choice in Canada.
    const province = screen.getByLabelText(/^Province or territory/)
    expect((province as HTMLSelectElement).value).toBe('')
    expect(optionNames(province)).toContain('Ontario')
    expect(optionNames(province)).not.toContain('Illinois')
    expect(valueOf(/^Postal code/)).toBe('')
  })

  it('says what is wrong in words a buyer can act on, and sends nothing', async () => {
    const { onSave } = setup()
    enter(/^ZIP code/, 'ABCDE')
    enter('Phone number', 'call me')
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await screen.findByText('Enter a 5-digit ZIP code, like 10001.')
    screen.getByText('Enter a phone number like +1 312 555 0142.')
    screen.getByText('Choose a state.')
    screen.getByText('Sorry, not all fields are filled out correctly.')
    // The buyer is taken to the first field to correct.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)),
    )
    expect(onSave).not.toHaveBeenCalled()
  })

  it('saves a complete address with the salutation left empty', async () => {
    const { onSave } = setup()
    enter(/^First name/, 'Ana')
    enter(/^Last name/, 'Lee')
    enter(/^Street/, 'Harbor Road')
    enter(/^ZIP code/, '53202-1234')
    enter(/^City/, 'Milwaukee')
    enter(/^State/, 'WI')
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      salutation: '',
      postcode: '53202-1234',
      stateCode: 'WI',
      country: 'US',
    })
  })
})
