import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, Checkbox, TextField } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'
import { listQuery, listsQuery } from './list-queries'
import type { OrderList } from './list-queries'
import { FormErrors } from '#components/form-errors'

/**
 * A list's name and whether the practice shares it. Without `list`, it makes a new list and goes
 * to it; with one (whose member may manage it), it renames or (un)shares that list.
 */
export function ListForm({ list }: { list?: OrderList }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [saved, setSaved] = useState(false)
  const formId = list ? 'list-settings' : 'new-list'
  const form = useForm({
    initialValues: { name: list?.name ?? '', shared: list?.shared ?? false },
    fields: {
      name: { rules: 'required|length:1,80', label: t('lists.name') },
    },
  })
  return (
    <section className="card list-form" aria-labelledby={formId}>
      <h2 id={formId}>{list ? t('lists.settings') : t('lists.new')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setSaved(false)
          const body = { name: values.name.trim(), shared: values.shared }
          let answer: OrderList
          try {
            ;({ list: answer } = list
              ? await api.post('/account/lists/update', {
                  body: { listId: list.id, ...body },
                })
              : await api.post('/account/lists/create', { body }))
          } catch (error) {
            form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          queryClient.setQueryData(listQuery(api, answer.id).queryKey, answer)
          await queryClient.invalidateQueries({
            queryKey: listsQuery(api).queryKey,
          })
          if (list) return setSaved(true)
          await navigate({
            to: '/en/shop/account/lists/$id',
            params: { id: answer.id },
          })
        })}
      >
        <TextField
          label={t('lists.name')}
          help={list ? undefined : t('lists.nameHelp')}
          required
          maxLength={80}
          {...fieldProps(form, 'name', formId)}
        />
        <Checkbox
          label={t('lists.share')}
          checked={form.values.shared}
          aria-describedby={`${formId}-share-help`}
          onChange={(event) => form.setValue('shared', event.target.checked)}
        />
        <p className="hint" id={`${formId}-share-help`}>
          {t('lists.shareHelp')}
        </p>
        <FormErrors errors={form.formErrors} />
        <p role="status" className="live-status form-success">
          {saved ? t('lists.saved') : null}
        </p>
        <div className="actions">
          <Button
            type="submit"
            variant={list ? 'secondary' : 'primary'}
            loading={form.submitting}
          >
            {list ? t('lists.save') : t('lists.create')}
          </Button>
        </div>
      </form>
    </section>
  )
}
