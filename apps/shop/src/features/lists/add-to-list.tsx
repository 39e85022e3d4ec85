import { useI18n } from '@shop/i18n/react'
import { Button, Modal } from '@shop/ui'
import { Suspense, lazy, useState } from 'react'
import type { ListAddition } from './add-to-list-form'

const loadForm = () =>
  import('./add-to-list-form').then((m) => ({ default: m.AddToListForm }))
// The form, its queries and mutations load when the dialog opens (or the pointer comes near the
// button), not with the page that offers it: the product page's first load stays as it was.
const AddToListForm = lazy(loadForm)

/**
 * "Add to list" and its dialog: choose one of the member's order lists or create one, and add a
 * product (with a quantity), lines or an order's lines to it.
 *
 * @example
 * <AddToList what={{ kind: 'product', sku, name, quantity: 1 }} />
 */
export function AddToList({
  what,
  label,
  size,
}: {
  what: ListAddition
  /** The button's text; "Add to list" by default. */
  label?: string
  size?: 'small' | 'medium'
}) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen(true)}
      >
        {label ?? t('lists.addToList')}
      </Button>
      {/* Only while open: a page of many lines offering it holds no dialog per line. */}
      {open ? (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={t('lists.dialogTitle')}
          closeLabel={t('app.close')}
        >
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <AddToListForm what={what} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  )
}
