import { useI18n } from '@shop/i18n/react'
import { ResendVerificationButton } from './resend-verification'

/**
 * For a signed-in customer whose address is not confirmed yet: orders wait for it (the API
 * refuses them with 409), so the checkout and the profile say so and offer the link again.
 */
export function UnverifiedBanner({ email }: { email: string }) {
  const { t } = useI18n()
  return (
    <div className="banner banner--unverified">
      <p>{t('auth.verify.banner', { email })}</p>
      <ResendVerificationButton
        email={email}
        size="small"
        label={t('auth.verify.bannerResend')}
      />
    </div>
  )
}
