import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { Link, useRouteContext, useRouter } from '@tanstack/react-router'
import { refusedLinkMessage } from '#lib/account-links'
import { useCustomer } from '#lib/use-customer'
import { useFocusOnMount } from '#lib/use-focus-on-mount'
import { useSignedIn } from '#lib/use-signed-in'
import { ButtonLink } from '#components/button-link'
import {
  ResendVerificationButton,
  ResendVerificationForm,
} from '#components/resend-verification'
import { InvalidLink } from './invalid-link'

/**
 * Confirms an address (a new account's, or a changed one) with the e-mailed link's token. Only on
 * the buyer's click: a mail client that opens links to preview them must not use the link up.
 * Confirmed, the buyer is signed in.
 */
export function VerifyEmail({ token }: { token?: string }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const signedIn = useSignedIn()
  const verify = useMutation({
    mutationFn: (linkToken: string) =>
      api.post('/auth/verify-email', { body: { token: linkToken } }),
    onSuccess: async ({ user }) => {
      await signedIn(user)
      // The page stays: the header and the route context learn about the session here.
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
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.verify.doneTitle')}
      </h1>
      <p>{t('auth.verify.done')}</p>
      <div className="actions">
        <ButtonLink to="/en/shop" variant="primary">
          {t('auth.verify.shop')}
        </ButtonLink>
        <ButtonLink to="/en/shop/account/profile" variant="secondary">
          {t('auth.verify.account')}
        </ButtonLink>
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
