import { useI18n } from '@shop/i18n/react'
import type { MessageKey } from '@shop/i18n'
import { apiFileHref } from '@shop/commerce-client'
import { Badge, Checkbox, EmptyState, Link as UiLink, Price } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { MonthlyStatementLink } from './monthly-statement-link'
import { PayInvoicesBar } from './pay-invoices'
import { statementQuery } from './statement-query'

type Ageing = 'current' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90'
const AGEING: readonly Ageing[] = [
  'current',
  'days1To30',
  'days31To60',
  'days61To90',
  'over90',
]
/** The ageing bucket an invoice is in, as the backend names it, and its label's key. */
const BUCKET_KEY: Readonly<Record<string, Ageing>> = {
  CURRENT: 'current',
  DAYS_1_TO_30: 'days1To30',
  DAYS_31_TO_60: 'days31To60',
  DAYS_61_TO_90: 'days61To90',
  OVER_90: 'over90',
}
const ageingLabel = (bucket: Ageing) =>
  `statement.ageing.${bucket}` as MessageKey

/**
 * The practice's statement (issue 36): what is due in all and by age, then every invoice, open
 * first, as a card each, so it reads on a phone as on a desktop.
 */
export function Statement() {
  const { t, formatMoney, formatDate } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data } = useSuspenseQuery(statementQuery(api))
  const money = (cents: number) => <Price amount={cents} format={formatMoney} />
  // The open invoices the clerk chose to pay by card.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const open = data.invoices.filter((i) => i.state === 'OPEN' && i.due > 0)
  const toggle = (number: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(number)
    else next.delete(number)
    setChosen(next)
  }
  return (
    <>
      <section
        className="card statement__summary"
        aria-labelledby="statement-due"
      >
        <h2 id="statement-due">{t('statement.totalDue')}</h2>
        <p className="statement__total">{money(data.balanceDue)}</p>
        {data.creditAvailable > 0 ? (
          <p>
            {t('statement.creditApplied', {
              invoices: formatMoney(data.totalDue),
              credit: formatMoney(data.creditAvailable),
            })}
          </p>
        ) : null}
        <dl className="details statement__ageing">
          {AGEING.map((bucket) => (
            <div key={bucket}>
              <dt>{t(ageingLabel(bucket))}</dt>
              <dd>{money(data.ageing[bucket])}</dd>
            </div>
          ))}
        </dl>
        <PayInvoicesBar
          api={api}
          open={open}
          chosen={chosen}
          onChoose={setChosen}
        />
      </section>
      <MonthlyStatementLink asOf={data.asOf} />
      <h2>{t('statement.invoices')}</h2>
      {data.invoices.length === 0 ? (
        <EmptyState title={t('statement.none')} />
      ) : (
        <ul className="statement__invoices">
          {data.invoices.map((invoice) => {
            const bucket = invoice.ageing ? BUCKET_KEY[invoice.ageing] : null
            return (
              <li key={invoice.number} className="card statement-invoice">
                <div className="statement-invoice__head">
                  <h3>{invoice.number}</h3>
                  <Badge
                    tone={
                      invoice.state === 'PAID'
                        ? 'neutral'
                        : invoice.daysPastDue > 0
                          ? 'danger'
                          : 'warning'
                    }
                  >
                    {invoice.state === 'PAID'
                      ? t('statement.state.paid')
                      : invoice.daysPastDue > 0
                        ? t('statement.state.late', {
                            days: invoice.daysPastDue,
                          })
                        : t('statement.state.open')}
                  </Badge>
                </div>
                <dl className="details">
                  <div>
                    <dt>{t('statement.order')}</dt>
                    <dd>
                      <Link
                        to="/en/shop/account/orders/$token"
                        params={{ token: invoice.orderToken }}
                      >
                        {invoice.orderNumber}
                      </Link>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('statement.issued')}</dt>
                    <dd>{formatDate(invoice.issuedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.dueOn')}</dt>
                    {/* A calendar day: read at noon UTC so no time zone moves it. */}
                    <dd>{formatDate(`${invoice.dueOn}T12:00:00Z`)}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.total')}</dt>
                    <dd>{money(invoice.total)}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.paid')}</dt>
                    <dd>{money(invoice.paid)}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.due')}</dt>
                    <dd>{money(invoice.due)}</dd>
                  </div>
                  {bucket ? (
                    <div>
                      <dt>{t('statement.age')}</dt>
                      <dd>{t(ageingLabel(bucket))}</dd>
                    </div>
                  ) : null}
                </dl>
                {invoice.state === 'OPEN' && invoice.due > 0 ? (
                  <Checkbox
                    label={t('statement.pay.choose', {
                      number: invoice.number,
                    })}
                    checked={chosen.has(invoice.number)}
                    onChange={(e) => toggle(invoice.number, e.target.checked)}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {data.credits.length ? (
        <>
          <h2>{t('statement.credits')}</h2>
          <ul className="statement__invoices">
            {data.credits.map((credit) => (
              <li key={credit.number} className="card statement-invoice">
                <div className="statement-invoice__head">
                  <h3>{credit.number}</h3>
                  {/* A plain link: the API answers the PDF, with the session cookie. */}
                  <UiLink
                    href={apiFileHref('/account/credit-notes/:number.pdf', {
                      number: credit.number,
                    })}
                    download
                    variant="secondary"
                    size="small"
                    aria-label={t('statement.creditNotePdfOf', {
                      number: credit.number,
                    })}
                  >
                    {t('statement.creditNotePdf')}
                  </UiLink>
                </div>
                <dl className="details">
                  <div>
                    <dt>{t('statement.order')}</dt>
                    <dd>{credit.orderNumber}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.issued')}</dt>
                    <dd>{formatDate(credit.issuedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.total')}</dt>
                    <dd>{money(credit.total)}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.creditUsed')}</dt>
                    <dd>{money(credit.applied)}</dd>
                  </div>
                  <div>
                    <dt>{t('statement.creditLeft')}</dt>
                    <dd>{money(credit.available)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
