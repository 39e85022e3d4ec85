import { useI18n } from '@shop/i18n/react'
import { Checkbox } from '@shop/ui'
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useCustomer, useCustomerChanged } from '#lib/use-customer'
import { refusalText } from './company-member-terms'
import { companyQuery } from './company-queries'

/**
 * The practice's name and NPI number (only support changes them), and whether members who are not
 * administrators may add addresses, saved as soon as it is switched.
 */
export function CompanySettings() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const customer = useCustomer()
  const customerChanged = useCustomerChanged()
  const { data: company } = useSuspenseQuery(companyQuery(api))
  const update = useMutation({
    mutationFn: (membersMayAddAddresses: boolean) =>
      api
        .post('/account/company/update', { body: { membersMayAddAddresses } })
        .then((r) => r.company),
    onSuccess: async (saved) => {
      queryClient.setQueryData(companyQuery(api).queryKey, saved)
      // The address book reads the setting from the signed-in member's session.
      if (customer) await customerChanged({ ...customer, company: saved })
    },
  })
  const allowed = update.isPending
    ? update.variables
    : company.membersMayAddAddresses
  return (
    <section className="card company-section" aria-labelledby="company-details">
      <h2 id="company-details">{t('company.details')}</h2>
      <dl className="details">
        <div>
          <dt>{t('company.name')}</dt>
          <dd>{company.name}</dd>
        </div>
        <div>
          <dt>{t('company.npiNumber')}</dt>
          <dd>{company.npiNumber}</dd>
        </div>
      </dl>
      <div className="company-setting">
        <Checkbox
          label={t('company.membersMayAddAddresses')}
          checked={allowed}
          aria-describedby="company-addresses-help"
          onChange={(event) => {
            // One change at a time: the box shows the one on its way.
            if (!update.isPending) update.mutate(event.target.checked)
          }}
        />
        <p id="company-addresses-help" className="hint">
          {t('company.membersMayAddAddresses.help')}
        </p>
      </div>
      <p role="status" className="live-status form-success">
        {update.isSuccess ? t('company.settings.saved') : null}
      </p>
      {update.isError ? (
        <p role="alert" className="form-error">
          {refusalText(update.error, t('error.generic'))}
        </p>
      ) : null}
    </section>
  )
}
