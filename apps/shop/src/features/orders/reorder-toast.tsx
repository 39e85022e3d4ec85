import { useI18n } from '@shop/i18n/react'
import { Toast, ToastRegion } from '@shop/ui'

/**
 * What a reorder did, in the corner of the window, so it is seen however far down the order or
 * inventory list the buyer clicked: success closes by itself, a refusal stays until dismissed.
 */
export function ReorderToast({
  reorder,
  success,
}: {
  reorder: { isSuccess: boolean; error: Error | null; reset: () => void }
  /** The success message, e.g. "3 lines were added to your cart." */
  success: string
}) {
  const { t } = useI18n()
  const failed = reorder.error
  // The region stays in the page, so assistive technology is listening before a message comes.
  return (
    <ToastRegion label={t('app.notifications')}>
      {reorder.isSuccess || failed ? (
        <Toast
          tone={failed ? 'error' : 'success'}
          duration={failed ? 0 : 6000}
          dismissLabel={t('app.close')}
          onDismiss={reorder.reset}
        >
          {failed ? failed.message : success}
        </Toast>
      ) : null}
    </ToastRegion>
  )
}
