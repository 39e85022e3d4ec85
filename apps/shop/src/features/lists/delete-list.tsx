import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { refusalText } from '#lib/form-field'
import { listQuery, listsQuery } from './list-queries'
import type { OrderList } from './list-queries'

/** Deletes a list after asking once; then the member is back on their lists. */
export function DeleteList({ list }: { list: OrderList }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  // The question takes the focus, so it is read before its answers.
  useEffect(() => {
    if (asking) question.current?.focus()
  }, [asking])
  const remove = useMutation({
    mutationFn: () =>
      api.post('/account/lists/delete', { body: { listId: list.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: listsQuery(api).queryKey,
      })
      await navigate({ to: '/en/shop/account/lists' })
      // Only once the page has gone: it would ask for the list again.
      queryClient.removeQueries({ queryKey: listQuery(api, list.id).queryKey })
    },
  })
  return (
    <section className="card delete-list" aria-label={t('lists.delete')}>
      {asking ? (
        <>
          <p ref={question} tabIndex={-1}>
            {t('lists.deleteConfirm', { name: list.name })}
          </p>
          <div className="actions">
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('lists.deleteYes')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('lists.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <div className="actions">
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('lists.delete')}
          </Button>
        </div>
      )}
      {remove.error ? (
        <p role="alert" className="form-error">
          {refusalText(remove.error)}
        </p>
      ) : null}
    </section>
  )
}
