import { ADDRESS_REGIONS } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import type { MessageKey } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Button, Select, TextField } from '@shop/ui'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { FormErrors } from '#components/form-errors'
import { fieldProps, refusalOf } from '#lib/form-field'
import { exemptionCertificatesQuery } from './company-queries'
import type { ExemptionCertificate } from './company-queries'

const FORM_ID = 'certificate'
const EMPTY = { state: '', number: '', expiresOn: '' }
/** The backend takes at most 5 MB (decision 036): said before a long upload is refused. */
const MAX_BYTES = 5 * 1024 * 1024

/** A file's bytes as base64, as the API takes a PDF. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    // readAsDataURL answers a string: `data:application/pdf;base64,` and the bytes.
    reader.onload = () =>
      resolve((reader.result as string).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })

/** A certificate's state in words: pending, accepted, refused (with why) or expired. */
function statusText(
  t: (key: MessageKey, params?: Record<string, string>) => string,
  certificate: ExemptionCertificate,
) {
  return certificate.status === 'REFUSED'
    ? t('company.certificates.status.REFUSED', {
        reason: certificate.refusalReason ?? '',
      })
    : t(`company.certificates.status.${certificate.status}`)
}

/**
 * The practice's sales-tax exemption certificates with their state, and, for administrators, the
 * form that uploads one (state, number, last valid day, the PDF) for the distributor to decide.
 */
export function ExemptionCertificates({ editable }: { editable: boolean }) {
  const { t, formatDate } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const { data: certificates } = useSuspenseQuery(
    exemptionCertificatesQuery(api),
  )
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [uploaded, setUploaded] = useState<string | null>(null)
  const form = useForm({
    initialValues: EMPTY,
    fields: {
      state: { rules: 'required', label: t('company.certificates.state') },
      number: { rules: 'required', label: t('company.certificates.number') },
      expiresOn: {
        rules: 'required',
        label: t('company.certificates.expiresOn'),
      },
    },
  })
  return (
    <section
      className="card company-section"
      aria-labelledby="exemption-certificates"
    >
      <h2 id="exemption-certificates">{t('company.certificates.title')}</h2>
      <p>{t('company.certificates.intro')}</p>
      {certificates.length ? (
        <ul className="certificate-list">
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <strong>
                {t('company.certificates.line', {
                  state: certificate.state,
                  number: certificate.number,
                })}
              </strong>{' '}
              <span>
                {t('company.certificates.expires', {
                  date: formatDate(certificate.expiresOn),
                })}
              </span>
              <br />
              <span>{statusText(t, certificate)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('company.certificates.none')}</p>
      )}
      {editable ? (
        <form
          className="member-form"
          noValidate
          aria-labelledby={`${FORM_ID}-title`}
          onSubmit={form.handleSubmit(async (values) => {
            setUploaded(null)
            if (!file || file.size > MAX_BYTES) {
              setFileError(t('company.certificates.fileRequired'))
              return
            }
            setFileError(null)
            try {
              const { certificate } = await api.post(
                '/account/company/exemption-certificates',
                {
                  body: {
                    state: values.state,
                    number: values.number.trim(),
                    expiresOn: values.expiresOn,
                    fileName: file.name,
                    pdfBase64: await base64Of(file),
                  },
                },
              )
              queryClient.setQueryData(
                exemptionCertificatesQuery(api).queryKey,
                (list) => [certificate, ...(list ?? [])],
              )
              form.reset(EMPTY)
              setFile(null)
              setUploaded(certificate.number)
            } catch (error) {
              const refusal = refusalOf(error, t('error.generic'))
              // The file's problems are the backend's `file` or the API's `pdfBase64`.
              const onFile = (refusal.violations ?? []).filter((v) =>
                ['file', 'pdfBase64'].includes(v.propertyPath),
              )
              if (onFile.length)
                setFileError(onFile.map((v) => v.message).join(' '))
              form.setServerErrors(refusal)
            }
          })}
        >
          <h3 id={`${FORM_ID}-title`}>{t('company.certificates.upload')}</h3>
          <Select
            label={t('company.certificates.state')}
            placeholder={t('company.certificates.choose')}
            required
            options={ADDRESS_REGIONS.US.map((region) => ({
              value: region.code,
              label: region.name,
            }))}
            {...fieldProps(form, 'state', FORM_ID)}
          />
          <TextField
            label={t('company.certificates.number')}
            autoComplete="off"
            required
            {...fieldProps(form, 'number', FORM_ID)}
          />
          <TextField
            label={t('company.certificates.expiresOn')}
            type="date"
            required
            {...fieldProps(form, 'expiresOn', FORM_ID)}
          />
          <TextField
            label={t('company.certificates.file')}
            help={t('company.certificates.fileHelp')}
            type="file"
            accept="application/pdf,.pdf"
            required
            errors={fileError ? [fileError] : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setFileError(null)
            }}
          />
          <FormErrors errors={form.formErrors} />
          <p role="status" className="live-status form-success">
            {uploaded
              ? t('company.certificates.uploaded', { number: uploaded })
              : null}
          </p>
          <div className="actions">
            <Button type="submit" loading={form.submitting}>
              {t('company.certificates.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
