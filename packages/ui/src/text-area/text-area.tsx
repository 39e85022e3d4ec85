import { useId } from 'react'
import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { FormField, fieldDescriptionIds } from '../text-field/text-field.js'

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: ReactNode
  help?: ReactNode
  errors?: readonly string[]
}

/**
 * A labelled multi-line text input with help and error texts wired for screen readers, for a
 * note or a reason of a few sentences.
 *
 * @example
 * <TextArea label="Reason" required maxLength={500} rows={4} errors={errors.reason} />
 */
export function TextArea({
  label,
  help,
  errors,
  id,
  required,
  className,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  const generated = useId()
  const textareaId = id ?? generated
  return (
    <FormField
      label={label}
      htmlFor={textareaId}
      help={help}
      errors={errors}
      required={required}
    >
      <textarea
        id={textareaId}
        rows={rows}
        className={['ui-input', 'ui-textarea', className]
          .filter(Boolean)
          .join(' ')}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={fieldDescriptionIds(textareaId, { help, errors })}
        {...textarea}
      />
    </FormField>
  )
}
