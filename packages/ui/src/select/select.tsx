import { useId } from 'react'
import type { ReactNode, SelectHTMLAttributes } from 'react'
import { FormField, fieldDescriptionIds } from '../text-field/text-field.js'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children'
> {
  label: ReactNode
  options: readonly SelectOption[]
  /** A first, empty option, e.g. "Choose an address". */
  placeholder?: string
  help?: ReactNode
  errors?: readonly string[]
}

/**
 * A labelled native select with help and error texts wired for screen readers.
 *
 * @example
 * <Select label="Shipping address" placeholder="Choose an address" value={id}
 *   options={addresses.map((a) => ({ value: a.id, label: addressLine(a) }))} onChange={pick} />
 */
export function Select({
  label,
  options,
  placeholder,
  help,
  errors,
  id,
  required,
  className,
  ...select
}: SelectProps) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <FormField
      label={label}
      htmlFor={selectId}
      help={help}
      errors={errors}
      required={required}
    >
      <select
        id={selectId}
        className={['ui-input', 'ui-select', className]
          .filter(Boolean)
          .join(' ')}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={fieldDescriptionIds(selectId, { help, errors })}
        {...select}
      >
        {placeholder !== undefined ? (
          <option value="">{placeholder}</option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}
