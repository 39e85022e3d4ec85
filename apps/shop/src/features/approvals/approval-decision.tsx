import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextArea } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { FormErrors } from '#components/form-errors'
import { ApiError } from '#lib/api'
import { fieldProps } from '#lib/form-field'
import { orderQuery } from '#lib/queries'
import type { Cart } from '#lib/queries'
import { useCustomer } from '#lib/use-customer'

const FORM_ID = 'approval-reject'

/** The longest reason the API takes (`reason` of `POST /account/approvals/reject`). */
const MAX_REASON_LENGTH = 500

/**
 * An approver's decision on an order over a buyer's limit: approve it, or reject it with a reason
 * the buyer is e-mailed. The outcome is said in words; a refusal (the order was decided meanwhile,
 * the approver's own limit) is shown and the order is read again, as it is now. When the reader
 * may not decide on a waiting order, it says why.
 */
export function ApprovalDecision({ order }: { order: Cart }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const customer = useCustomer()
  const [outcome, setOutcome] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const orderKey = orderQuery(api, order.token).queryKey

  const decided = async (next: Cart, message: string) => {
    // The order page shows the decision at once; the answer lacks the page's fulfilment fields
    // (its lines keep theirs), and the page reads the whole order again.
    queryClient.setQueryData(orderKey, (shown) =>
      shown ? { ...shown, ...next, items: shown.items } : shown,
    )
    void queryClient.invalidateQueries({ queryKey: orderKey })
    setOutcome(message)
    // The lists it was on (waiting, decided, the order history) are read again when shown.
    await queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === 'account' &&
        (queryKey[1] === 'approvals' || queryKey[1] === 'orders'),
    })
  }

  /** A refusal the form cannot place beside a field: said in words, with the order re-read. */
  const refused = async (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setRefusal(t('error.generic'))
      return
    }
    setRefusal(
      error.status === 403
        ? error.message || t('approvals.error.forbidden')
        : error.status === 409
          ? t('approvals.error.conflict', { reason: error.message })
          : t('approvals.error.failed', {
              reason: error.violations[0]?.message ?? error.message,
            }),
    )
    if (error.status === 403 || error.status === 409)
      await queryClient.invalidateQueries({ queryKey: orderKey })
  }

  const approve = useMutation({
    mutationFn: () =>
      api.post('/account/approvals/approve', { body: { token: order.token } }),
    onMutate: () => setRefusal(null),
    onSuccess: ({ order: next }) =>
      decided(
        next,
        t(
          next.state === 'payment_pending'
            ? 'approvals.approvedAwaitingPayment'
            : 'approvals.approvedPlaced',
        ),
      ),
    onError: refused,
  })

  const form = useForm({
    initialValues: { reason: '' },
    fields: {
      reason: {
        rules: `required:trim|length:1,${MAX_REASON_LENGTH}`,
        label: t('approvals.rejectReason'),
      },
    },
  })

  const pending = order.approval?.state === 'PENDING'
  if (!pending && !outcome && !refusal) return null
  const own = customer?.id === order.placedBy.id
  const canDecide = order.canDecide && !outcome
  const busy = approve.isPending || form.submitting
  return (
    <section
      className="card approval-decision"
      aria-labelledby="approval-decision-title"
    >
      <h2 id="approval-decision-title">{t('order.approval.decide')}</h2>
      <p role="status" className="live-status form-success">
        {outcome}
      </p>
      {refusal ? (
        <p role="alert" className="form-error">
          {refusal}
        </p>
      ) : null}
      {pending && !order.canDecide && !outcome ? (
        <p className="hint">
          {t(own ? 'approvals.ownOrder' : 'approvals.otherApprover')}
        </p>
      ) : null}
      {canDecide ? (
        <>
          <div className="actions">
            <Button
              loading={approve.isPending}
              disabled={form.submitting}
              onClick={() => approve.mutate()}
            >
              {approve.isPending
                ? t('approvals.approving')
                : t('approvals.approve')}
            </Button>
          </div>
          <form
            noValidate
            className="approval-decision__reject"
            aria-labelledby={`${FORM_ID}-title`}
            onSubmit={form.handleSubmit(async ({ reason }) => {
              setRefusal(null)
              let next: Cart
              try {
                ;({ order: next } = await api.post(
                  '/account/approvals/reject',
                  { body: { token: order.token, reason: reason.trim() } },
                ))
              } catch (error) {
                // A refused reason goes beside its field; anything else is said above.
                if (error instanceof ApiError && error.status === 400)
                  form.setServerErrors(error)
                else await refused(error)
                return
              }
              await decided(next, t('approvals.rejectedDone'))
            })}
          >
            <h3 id={`${FORM_ID}-title`}>{t('approvals.rejectTitle')}</h3>
            <TextArea
              label={t('approvals.rejectReason')}
              help={t('approvals.rejectReasonHelp')}
              required
              maxLength={MAX_REASON_LENGTH}
              {...fieldProps(form, 'reason', FORM_ID)}
            />
            <FormErrors errors={form.formErrors} />
            <div className="actions">
              <Button
                type="submit"
                variant="danger"
                loading={form.submitting}
                disabled={busy && !form.submitting}
              >
                {form.submitting
                  ? t('approvals.rejecting')
                  : t('approvals.reject')}
              </Button>
            </div>
          </form>
        </>
      ) : null}
    </section>
  )
}
