import { useI18n } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'
import { useFocusOnMount } from '#lib/use-focus-on-mount'
import { ResendVerificationButton } from './resend-verification'

/**
 * After the sign-up: the account waits for its address to be confirmed by the e-mailed link
 * before it can order; signing in and browsing work at once. `search` keeps where the buyer was
 * headed for the sign-in.
 */
export function CheckInbox({
  email,
  search,
}: {
  email: string
  search: { redirect?: string }
}) {
  const { t } = useI18n()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.signUp.sentTitle')}
      </h1>
      <p>{t('auth.signUp.sent', { email })}</p>
      <ResendVerificationButton
        email={email}
        label={t('auth.signUp.sendAgain')}
      />
      <p>
        {t('auth.signUp.haveAccount')}{' '}
        <Link to="/en/auth/login" search={search}>
          {t('auth.signUp.loginLink')}
        </Link>
      </p>
    </>
  )
}
