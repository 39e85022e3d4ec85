import { MAX_LINE_QUANTITY, quantityError } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { Button, Checkbox, QuantityStepper, Select, TextField } from '@shop/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalText } from '#lib/form-field'
import { listQuery, listsQuery } from './list-queries'
import type { OrderList } from './list-queries'
import { ButtonLink } from '#components/button-link'

/** What goes onto the list: a product (its quantity chosen here), SKU lines, or an order's lines. */
export type ListAddition =
  | { kind: 'product'; sku: string; name: string; quantity?: number }
  | {
      kind: 'lines'
      items: readonly { sku: string; quantity: number }[]
      /** What the lines are, e.g. "The 3 lines of your cart". */
      description: string
    }
  | { kind: 'order'; orderToken: string; description: string }

/** The choice of a list that does not exist yet. */
const NEW = 'new'

/**
 * The "Add to list" dialog's form: one of the member's lists (the most recently changed first) or
 * a new one with its name and sharing, the quantity of a product, then the way to the list.
 */
export function AddToListForm({ what }: { what: ListAddition }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const lists = useQuery(listsQuery(api))
  // Until the member chooses: the first list, or a new one when there is none.
  const [choice, setChoice] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [shared, setShared] = useState(false)
  const [quantity, setQuantity] = useState(
    what.kind === 'product' ? (what.quantity ?? 1) : 1,
  )
  const [badQuantity, setBadQuantity] = useState<string | null>(null)
  const chosen = choice ?? lists.data?.[0]?.id ?? NEW

  const saved = (list: OrderList) => {
    queryClient.setQueryData(listQuery(api, list.id).queryKey, list)
    void queryClient.invalidateQueries({ queryKey: listsQuery(api).queryKey })
  }
  const add = useMutation({
    mutationFn: async (): Promise<OrderList> => {
      let listId = chosen
      if (listId === NEW) {
        const { list } = await api.post('/account/lists/create', {
          body: { name: name.trim(), shared },
        })
        // The list stays made if adding to it fails: trying again adds to it, not to another.
        saved(list)
        setChoice(list.id)
        listId = list.id
      }
      const { list } =
        what.kind === 'order'
          ? await api.post('/account/lists/add-order', {
              body: { listId, orderToken: what.orderToken },
            })
          : await api.post('/account/lists/add-items', {
              body: {
                listId,
                items:
                  what.kind === 'product'
                    ? [{ sku: what.sku, quantity }]
                    : [...what.items],
              },
            })
      return list
    },
    onSuccess: saved,
  })

  return (
    <form
      className="add-to-list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen === NEW && !name.trim())
          return setNameError(t('lists.nameRequired'))
        if (!badQuantity) add.mutate()
      }}
    >
      <p className="add-to-list__what">
        {what.kind === 'product' ? (
          <strong>{what.name}</strong>
        ) : (
          what.description
        )}
      </p>
      <p role="status" className="live-status form-success">
        {add.isSuccess ? t('lists.addedTo', { name: add.data.name }) : null}
      </p>
      {add.isSuccess ? (
        <div className="actions">
          <ButtonLink
            to="/en/shop/account/lists/$id"
            params={{ id: add.data.id }}
            variant="primary"
          >
            {t('lists.viewList')}
          </ButtonLink>
        </div>
      ) : (
        <>
          {lists.isPending ? (
            <p>{t('app.loading')}</p>
          ) : (
            <Select
              label={t('lists.list')}
              value={chosen}
              options={[
                ...(lists.data ?? []).map((list) => ({
                  value: list.id,
                  label: list.shared
                    ? `${list.name} (${t('lists.shared')})`
                    : list.name,
                })),
                { value: NEW, label: t('lists.newChoice') },
              ]}
              errors={lists.error ? [lists.error.message] : undefined}
              onChange={(event) => {
                add.reset()
                setChoice(event.target.value)
              }}
            />
          )}
          {chosen === NEW && !lists.isPending ? (
            <>
              <TextField
                label={t('lists.name')}
                help={t('lists.nameHelp')}
                required
                maxLength={80}
                value={name}
                errors={nameError ? [nameError] : undefined}
                onChange={(event) => {
                  setName(event.target.value)
                  setNameError(null)
                }}
              />
              <Checkbox
                label={t('lists.share')}
                checked={shared}
                onChange={(event) => setShared(event.target.checked)}
              />
            </>
          ) : null}
          {what.kind === 'product' ? (
            <div className="add-to-list__quantity">
              {/* The stepper is named by its own label; this one is for the eye. */}
              <span aria-hidden="true">{t('lists.quantity')}</span>
              <QuantityStepper
                label={t('lists.quantity')}
                value={quantity}
                onChange={setQuantity}
                max={MAX_LINE_QUANTITY}
                validate={quantityError}
                onValidate={setBadQuantity}
              />
            </div>
          ) : null}
          {add.error ? (
            <p role="alert" className="form-error">
              {refusalText(add.error)}
            </p>
          ) : null}
          <div className="actions">
            <Button
              type="submit"
              loading={add.isPending}
              disabled={lists.isPending}
            >
              {t('lists.add')}
            </Button>
          </div>
        </>
      )}
    </form>
  )
}
