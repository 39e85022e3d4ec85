/** The errors of a whole form (not of one field), announced when they appear. */
export function FormErrors({ errors }: { errors: readonly string[] }) {
  return errors.length ? (
    <p role="alert" className="form-error">
      {errors.join(' ')}
    </p>
  ) : null
}
