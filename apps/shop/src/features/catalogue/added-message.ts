import { MAX_LINE_QUANTITY } from '@shop/forms'
import type { MessageKey, Translate } from '@shop/i18n'
import type { AddedProduct } from '#lib/ui-store'

/**
 * What the add-product overlay tells the buyer: what went into the cart, or that nothing did
 * because the line already holds the most one line may (the backend stops a line there).
 */
export function addedMessage(
  t: Translate<MessageKey>,
  formatNumber: (value: number) => string,
  { name, asked, added }: AddedProduct,
): { title: string; text: string; note: string | null; added: boolean } {
  const max = formatNumber(MAX_LINE_QUANTITY)
  if (added === 0)
    return {
      title: t('addedOverlay.nothingTitle'),
      text: t('addedOverlay.atCap', { name, max }),
      note: null,
      added: false,
    }
  return {
    title: t('addedOverlay.title'),
    text: `${name} · ${t('addedOverlay.quantity', { count: formatNumber(added) })}`,
    note:
      added < asked
        ? t('addedOverlay.capped', { asked: formatNumber(asked), max })
        : null,
    added: true,
  }
}
