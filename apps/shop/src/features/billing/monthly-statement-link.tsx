import { apiFileHref } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Link, Select } from '@shop/ui'
import { useId, useState } from 'react'

/** How many months back a statement can be chosen here (the API takes any that has begun). */
const MONTHS = 12

/** `YYYY-MM` of the `back`-th month before the one `asOf` is in (UTC, as the backend counts). */
const monthBefore = (asOf: Date, back: number) =>
  new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7)

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * The monthly statement PDF (decision 040): a month, last month first (the one the 1st's e-mail
 * sends), and a plain link the browser downloads with the session cookie. The months count from
 * the statement's `asOf`, so the server's render and the browser's agree.
 */
export function MonthlyStatementLink({ asOf }: { asOf: string }) {
  const { t } = useI18n()
  const id = useId()
  const months = Array.from({ length: MONTHS }, (_, back) =>
    monthBefore(new Date(asOf), back),
  )
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '')
  const name = monthName.format(new Date(`${month}-01T00:00:00Z`))
  return (
    <section className="card statement__monthly" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('statement.monthly')}</h2>
      <p>{t('statement.monthlyHint')}</p>
      <div className="statement__monthly-row">
        <Select
          label={t('statement.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          options={months.map((value) => ({
            value,
            label: monthName.format(new Date(`${value}-01T00:00:00Z`)),
          }))}
        />
        <Link
          href={apiFileHref('/account/statement.pdf', {}, { month })}
          download
          variant="secondary"
          aria-label={t('statement.monthlyPdfOf', { month: name })}
        >
          {t('statement.monthlyPdf')}
        </Link>
      </div>
    </section>
  )
}
