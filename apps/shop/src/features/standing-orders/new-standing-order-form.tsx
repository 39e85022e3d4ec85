import { todayUtc } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '#lib/api'
import { fieldProps, refusalOf } from '#lib/form-field'
import { useCustomer } from '#lib/use-customer'
import { FormErrors } from '#components/form-errors'
import { ProblemFields, ScheduleFields } from './standing-order-fields'
import {
  INITIAL_VALUES,
  rulesOf,
  scheduleOf,
  useStandingOrderValidation,
} from './standing-order-values'
import type { StandingOrderValues } from './standing-order-values'
import {
  CARD,
  INVOICE,
  ListChoices,
  useOffered,
} from './standing-order-list-choices'
import type { ListChoiceValues, Offered } from './standing-order-list-choices'

// Loaded only when a list page or the checkout opens it. It imports nothing from the checkout's
// own modules: a module both a page and this form import becomes a chunk of its own, and every
// chunk a page needs is named in the first-load script (e2e/budget.e2e.ts).

/** The checkout's choices a cart's standing order is sent with, as the API takes them. */
export interface CartChoices {
  shippingAddressId: string
  invoiceAddressId: string
  carrierIdentifier: string
  paymentProviderIdentifier: string
  /** The saved card, when paying by card. */
  paymentMethodId?: string
  purchaseOrderReference?: string
}

/**
 * Where a standing order's lines come from: an order list (the address, shipping and payment are
 * asked here), or the cart at checkout with the choices made there (shown, not asked again).
 */
export type StandingOrderSource =
  | { kind: 'list'; listId: string; listName: string }
  | {
      kind: 'cart'
      choices: CartChoices
      /** The choices as the checkout's review shows them. */
      summary: readonly { term: string; value: string }[]
    }

/** Where the standing orders are, for the account's pages to show the new one. */
const STANDING_ORDERS_KEY = ['account', 'standing-orders']

type Values = StandingOrderValues & ListChoiceValues & { name: string }

const FORM_ID = 'standing-order'

/**
 * Sets up a standing order: its name, schedule (with its first run), what to do when a run cannot
 * be placed as it is, and the price rise accepted; from a list also where it goes and how it is
 * paid. The API's violations show at their fields; then the buyer goes to the new standing order.
 * It neither places nor changes the cart.
 *
 * @example
 * <NewStandingOrderForm source={{ kind: 'list', listId: list.id, listName: list.name }} />
 */
export function NewStandingOrderForm({
  source,
}: {
  source: StandingOrderSource
}) {
  return source.kind === 'list' ? (
    <FromList source={source} />
  ) : (
    <SettingsForm source={source} offered={null} />
  )
}

/** A list's standing order: the address book, carriers and payments are loaded first. */
function FromList({
  source,
}: {
  source: Extract<StandingOrderSource, { kind: 'list' }>
}) {
  const { t } = useI18n()
  const { offered, error } = useOffered()
  if (error)
    return (
      <p role="alert" className="form-error">
        {error.message}
      </p>
    )
  if (!offered) return <p>{t('app.loading')}</p>
  return <SettingsForm source={source} offered={offered} />
}

/** The form, once what a list's standing order may be sent with is known. */
function SettingsForm({
  source,
  offered,
}: {
  source: StandingOrderSource
  offered: Offered | null
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const customer = useCustomer()
  // The day the first run is counted from, as the backend counts it: today in UTC.
  const [today] = useState(() => todayUtc())
  const [refused, setRefused] = useState<string | null>(null)
  const validation = useStandingOrderValidation()
  const shipping = customer?.defaultShippingAddress?.id ?? ''
  const known = (id: string) =>
    offered?.addresses.some((address) => address.id === id) ? id : ''
  const form = useForm<Values>({
    initialValues: {
      name: source.kind === 'list' ? source.listName : '',
      ...INITIAL_VALUES,
      // A list's standing order starts with the member's default addresses, as the checkout does.
      shippingAddressId: known(shipping),
      invoiceAddressId: known(customer?.defaultInvoiceAddress?.id ?? shipping),
      carrierIdentifier:
        offered?.carriers.length === 1
          ? (offered.carriers[0]?.identifier ?? '')
          : '',
      payment: offered?.payments[0]?.value ?? '',
    },
    fields: {
      name: {
        rules: 'required:trim|length:1,80',
        label: t('standingOrderForm.name'),
      },
      ...validation.fields,
      ...(offered
        ? {
            shippingAddressId: {
              rules: 'required',
              label: t('checkout.shippingAddress'),
            },
            invoiceAddressId: {
              rules: 'required',
              label: t('checkout.invoiceAddress'),
            },
            carrierIdentifier: {
              rules: 'required',
              label: t('checkout.carrier'),
            },
            payment: {
              rules: 'required',
              label: t('standingOrderForm.payment'),
            },
          }
        : {}),
    },
    rules: validation.rules,
    messages: validation.messages,
  })

  const choices = (values: Values) =>
    source.kind === 'cart'
      ? source.choices
      : {
          listId: source.listId,
          shippingAddressId: Number(values.shippingAddressId),
          invoiceAddressId: Number(values.invoiceAddressId),
          carrierIdentifier: values.carrierIdentifier,
          ...(values.payment === INVOICE
            ? { paymentProviderIdentifier: INVOICE }
            : {
                paymentProviderIdentifier: CARD,
                paymentMethodId: values.payment,
              }),
        }

  const save = form.handleSubmit(async (values) => {
    const set = scheduleOf(values)
    if (!set) return
    let id: string
    try {
      ;({
        standingOrder: { id },
      } = await api.post('/account/standing-orders/create', {
        body: {
          name: values.name.trim(),
          schedule: set,
          ...rulesOf(values),
          ...choices(values),
        },
      }))
    } catch (error) {
      const refusal = refusalOf(error, t('error.generic'))
      // The API's message above the button, its violations at their fields (a card's and a
      // provider's at the one payment choice).
      setRefused(error instanceof ApiError ? refusal.message : null)
      form.setServerErrors({
        ...refusal,
        violations: refusal.violations?.map((violation) => ({
          ...violation,
          propertyPath: violation.propertyPath.replace(
            /^(paymentProviderIdentifier|paymentMethodId)$/,
            'payment',
          ),
        })),
      })
      return
    }
    await queryClient.invalidateQueries({ queryKey: STANDING_ORDERS_KEY })
    await navigate({
      to: '/en/shop/account/standing-orders/$id',
      params: { id },
    })
  })

  return (
    <form
      className="standing-order-form"
      noValidate
      onSubmit={(event) => {
        setRefused(null)
        return save(event)
      }}
    >
      {source.kind === 'list' ? (
        <p>{t('standingOrderForm.listIntro', { name: source.listName })}</p>
      ) : (
        <>
          <p>{t('standingOrderForm.cartIntro')}</p>
          <p className="banner">{t('standingOrderForm.cartStays')}</p>
          <section aria-labelledby={`${FORM_ID}-choices`}>
            <h3 id={`${FORM_ID}-choices`}>{t('standingOrderForm.choices')}</h3>
            <dl className="review-choices">
              {source.summary.map((row) => (
                <div key={row.term}>
                  <dt>{row.term}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
      <TextField
        label={t('standingOrderForm.name')}
        help={t('standingOrderForm.nameHelp')}
        required
        maxLength={80}
        {...fieldProps(form, 'name', FORM_ID)}
      />
      <ScheduleFields form={form} formId={FORM_ID} today={today} />
      <ProblemFields form={form} formId={FORM_ID} />
      {offered ? (
        <ListChoices form={form} offered={offered} formId={FORM_ID} />
      ) : null}
      <FormErrors
        errors={[
          ...new Set([...(refused ? [refused] : []), ...form.formErrors]),
        ]}
      />
      <div className="actions">
        <Button type="submit" loading={form.submitting}>
          {t('standingOrderForm.create')}
        </Button>
      </div>
    </form>
  )
}
