import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nMessagesProvider, useI18n, useT } from './i18n-context.js'
import { I18nProvider } from './i18n-provider.js'

function CartSummary({ count, total }: { count: number; total: number }) {
  const t = useT()
  const { formatMoney, isoCode } = useI18n()
  return (
    <p>
      {t('cart.items', { count })} · {formatMoney(total)} · {isoCode}
    </p>
  )
}

describe('I18nProvider', () => {
  it('translates with plurals and formats money for the locale', () => {
    render(
      <I18nProvider>
        <CartSummary count={3} total={125050} />
      </I18nProvider>,
    )
    expect(screen.getByText('3 items · $1,250.50 · en_US')).toBeTruthy()
  })

  it('merges remote messages over the bundled catalogue', () => {
    render(
      <I18nProvider messages={{ 'cart.items': '{count} lines' }}>
        <CartSummary count={1} total={0} />
      </I18nProvider>,
    )
    expect(screen.getByText('1 lines · $0.00 · en_US')).toBeTruthy()
  })

  it('translates from messages given as data, without the bundled catalogue', () => {
    render(
      <I18nMessagesProvider messages={{ 'cart.items': '{count} Posten' }}>
        <CartSummary count={2} total={100} />
      </I18nMessagesProvider>,
    )
    expect(screen.getByText('2 Posten · $1.00 · en_US')).toBeTruthy()
  })

  it('explains a missing provider', () => {
    expect(() => render(<CartSummary count={1} total={0} />)).toThrow(
      'inside an I18nProvider',
    )
  })
})
