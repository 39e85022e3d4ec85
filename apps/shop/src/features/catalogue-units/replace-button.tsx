import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'

/**
 * "Replace with Premium thermometer": the action of a discontinued product's line (cart, list,
 * standing order) that names a replacement. The line keeps its quantity, rounded onto the
 * replacement's rule by the backend, whose note says so.
 */
export function ReplaceButton({
  replacement,
  loading,
  onReplace,
}: {
  replacement: { name: string }
  loading: boolean
  onReplace: () => void
}) {
  const { t } = useI18n()
  return (
    <Button
      variant="secondary"
      size="small"
      className="replace-button"
      loading={loading}
      onClick={onReplace}
    >
      {t('units.replaceWith', { name: replacement.name })}
    </Button>
  )
}

/** What the buyer is told after a replacement: which product, and the note when it was rounded. */
export function useReplacedText() {
  const { t } = useI18n()
  return (replacement: { product: { name: string }; note: string | null }) =>
    [t('units.replaced', { name: replacement.product.name }), replacement.note]
      .filter(Boolean)
      .join(' ')
}
