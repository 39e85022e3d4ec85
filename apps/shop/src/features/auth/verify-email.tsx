import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useRouteContext, useRouter } from '@tanstack/react-router'
import { refusedLinkMessage } from '#lib/refused-link'
import { useCustomer } from '#lib/use-customer'
import { useFocusOnMount } from '#lib/use-focus-on-mount'
import { sessionQuery } from '#lib/queries'
import { ButtonLink } from '#components/button-link'
import {
  ResendVerificationButton,
  ResendVerificationForm,
} from './resend-verification'
import { InvalidLink } from './invalid-link'

/**
 * Confirms an address (a new account's, or a changed one) with the e-mailed link's token. Only on
 * the buyer's click: a mail client that opens links to preview them must not use the link up.
 * A new account's link signs in (the API sets the session, in place of any other of the account:
 * decision 022); a changed address's link does not, so a signed-out browser is asked to sign in.
 */
export function VerifyEmail({ token }: { token?: string }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const queryClient = useQueryClient()
  const verify = useMutation({
    mutationFn: (linkToken: string) =>
      api.post('/auth/verify-email', { body: { token: linkToken } }),
    onSuccess: async () => {
      // A session of this browser reads its customer again: confirmed, perhaps a new address.
      await queryClient.invalidateQueries({
        queryKey: sessionQuery(api).queryKey,
      })
      await router.invalidate()
    },
  })
  const refused = refusedLinkMessage(verify.error)
  if (!token || refused !== null)
    return (
      <InvalidLink
        title={t('auth.verify.invalidTitle')}
        message={refused ?? t('auth.verify.missingToken')}
        announce={refused !== null}
      >
        <NewLink />
      </InvalidLink>
    )
  if (verify.isSuccess) return <Confirmed />
  return (
    <>
      <h1>{t('auth.verify.title')}</h1>
      <p>{t('auth.verify.intro')}</p>
      {verify.error ? (
        <p role="alert" className="form-error">
          {verify.error.message}
        </p>
      ) : null}
      <div className="actions">
        <Button loading={verify.isPending} onClick={() => verify.mutate(token)}>
          {t('auth.verify.submit')}
        </Button>
      </div>
    </>
  )
}

function Confirmed() {
  const { t } = useI18n()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const customer = useCustomer()
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.verify.doneTitle')}
      </h1>
      {customer ? (
        <p>{t('auth.verify.done')}</p>
      ) : (
        <p>{t('auth.verify.doneSignIn')}</p>
      )}
      <div className="actions">
        {customer ? null : (
          <ButtonLink to="/en/auth/login" variant="primary">
            {t('auth.verify.signIn')}
          </ButtonLink>
        )}
        <ButtonLink to="/en/shop" variant={customer ? 'primary' : 'secondary'}>
          {t('auth.verify.shop')}
        </ButtonLink>
        {customer ? (
          <ButtonLink to="/en/shop/account/profile" variant="secondary">
            {t('auth.verify.account')}
          </ButtonLink>
        ) : null}
      </div>
    </>
  )
}

/**
 * The way to a working link: signed out, by address; signed in and not confirmed yet, to the
 * account's address; signed in and confirmed (a changed address's link), the profile, where the
 * change starts again.
 */
function NewLink() {
  const { t } = useI18n()
  const customer = useCustomer()
  if (!customer) return <ResendVerificationForm />
  if (!customer.emailVerified)
    return (
      <ResendVerificationButton
        email={customer.email}
        variant="primary"
        label={t('auth.resend.submit')}
      />
    )
  return (
    <p>
      <Link to="/en/shop/account/profile">{t('auth.verify.account')}</Link>
    </p>
  )
}
