import { useI18n } from '@shop/i18n/react'
import { ResendVerificationButton } from './resend-verification'

/**
 * For a signed-in customer whose address is not confirmed yet: orders wait for it, and so do
 * invitations and changes to the practice (the API refuses them, decision 022), so the checkout,
 * the profile and the company page say so and offer the link again.
 */
const BANNERS = {
  orders: 'auth.verify.banner',
  company: 'auth.verify.bannerCompany',
  addresses: 'auth.verify.bannerAddresses',
} as const

export function UnverifiedBanner({
  email,
  about = 'orders',
}: {
  email: string
  about?: 'orders' | 'company' | 'addresses'
}) {
  const { t } = useI18n()
  return (
    <div className="banner banner--unverified">
      <p>{t(BANNERS[about], { email })}</p>
      <ResendVerificationButton
        email={email}
        size="small"
        label={t('auth.verify.bannerResend')}
      />
    </div>
  )
}
