import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { DEFAULT_INPUT_DELAY_MS, FORM_MESSAGES } from '../constants.js'
import { parseRules } from '../parse.js'
import { resolveLabel, validateField } from '../validate.js'
import type { FieldMessage } from '../validate.js'
import { mapViolations } from '../violations.js'
import type { ServerValidationError } from '../violations.js'
import type { FieldState, UseFormOptions, UseFormResult } from './form-types.js'

const blank = (): FieldState => ({
  touched: false,
  validating: false,
  errors: [],
})

/**
 * Form state with rule-based validation: per-field value, touched, errors and validating state,
 * validation after a short input delay, and server violations mapped onto fields.
 *
 * @example
 * const form = useForm({
 *   initialValues: { email: '', password: '' },
 *   fields: { email: { rules: 'required|email', label: 'email' }, password: { rules: 'required' } },
 * })
 * <form onSubmit={form.handleSubmit((values) => login(values).catch(form.setServerErrors))}>
 *   <input type="email" {...form.register('email')} />
 * </form>
 */
export function useForm<TValues extends Record<string, unknown>>(
  options: UseFormOptions<TValues>,
): UseFormResult<TValues> {
  const [values, setValues] = useState<TValues>(options.initialValues)
  const names = useMemo(
    () => Object.keys(options.fields) as (keyof TValues & string)[],
    [options.fields],
  )
  const [fields, setFields] = useState(
    () =>
      Object.fromEntries(
        Object.keys(options.initialValues)
          .concat(names)
          .map((n) => [n, blank()]),
      ) as Record<keyof TValues, FieldState>,
  )
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [submitting, setSubmitting] = useState(false)
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const latest = useRef(values)
  const optionsRef = useRef(options)
  // Timers and async validation read the newest values and options through these refs.
  useLayoutEffect(() => {
    latest.current = values
    optionsRef.current = options
  })

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const labels = useMemo(
    () =>
      Object.fromEntries(
        names.map((n) => [n, resolveLabel({ name: n, ...options.fields[n] })]),
      ),
    [names, options.fields],
  )

  const updateField = useCallback(
    (name: keyof TValues, patch: Partial<FieldState>) => {
      setFields((current) => ({
        ...current,
        [name]: { ...(current[name] ?? blank()), ...patch },
      }))
    },
    [],
  )

  const runField = useCallback(
    async (name: keyof TValues & string, all: TValues) => {
      const config = optionsRef.current.fields[name]
      if (!config?.rules) return { valid: true, messages: [] as FieldMessage[] }
      const result = await validateField(all[name], config.rules, {
        name,
        label: config.label,
        validationLabel: config.validationLabel,
        values: all,
        labels,
        rules: optionsRef.current.rules,
        messages: optionsRef.current.messages,
      })
      updateField(name, { errors: result.messages, validating: false })
      return result
    },
    [labels, updateField],
  )

  const schedule = useCallback(
    (name: keyof TValues & string) => {
      const rules = optionsRef.current.fields[name]?.rules
      const ruleDelay = rules
        ? Math.max(0, ...parseRules(rules).map((r) => r.debounce))
        : 0
      const delay = Math.max(
        optionsRef.current.delay ?? DEFAULT_INPUT_DELAY_MS,
        ruleDelay,
      )
      clearTimeout(timers.current.get(name))
      updateField(name, { validating: true })
      timers.current.set(
        name,
        setTimeout(() => void runField(name, latest.current), delay),
      )
    },
    [runField, updateField],
  )

  const setValue = useCallback(
    <K extends keyof TValues>(name: K, value: TValues[K]) => {
      setValues((current) => {
        const next = { ...current, [name]: value }
        latest.current = next
        return next
      })
      setFormErrors([])
      schedule(name as keyof TValues & string)
    },
    [schedule],
  )

  const register = useCallback<UseFormResult<TValues>['register']>(
    (name) => {
      const state = fields[name]
      const hasErrors = Boolean(state?.touched && state.errors.length)
      return {
        id: `field-${name}`,
        name,
        value: String(values[name] ?? ''),
        onChange: (event) => {
          const target = event.target
          const value =
            target instanceof HTMLInputElement && target.type === 'checkbox'
              ? target.checked
              : target.value
          setValue(name, value as TValues[typeof name])
        },
        onBlur: () => {
          updateField(name, { touched: true })
          schedule(name)
        },
        'aria-invalid': hasErrors,
        'aria-describedby': hasErrors ? `field-${name}-errors` : undefined,
      }
    },
    [fields, values, setValue, schedule, updateField],
  )

  const handleSubmit = useCallback<UseFormResult<TValues>['handleSubmit']>(
    (onValid) => async (event) => {
      event?.preventDefault()
      timers.current.forEach((timer) => clearTimeout(timer))
      const all = latest.current
      setFields(
        (current) =>
          Object.fromEntries(
            Object.entries(current).map(([n, s]) => [
              n,
              { ...s, touched: true },
            ]),
          ) as Record<keyof TValues, FieldState>,
      )
      const results = await Promise.all(
        names.map((name) => runField(name, all)),
      )
      if (results.some((r) => !r.valid)) {
        setFormErrors([FORM_MESSAGES.incomplete])
        return
      }
      setFormErrors([])
      setSubmitting(true)
      try {
        await onValid(all)
      } finally {
        setSubmitting(false)
      }
    },
    [names, runField],
  )

  const setServerErrors = useCallback(
    (error: ServerValidationError) => {
      const mapped = mapViolations(error, names)
      setFields((current) => {
        const next = { ...current }
        for (const name of names) {
          const server = (mapped.fields[name] ?? []).map((message) => ({
            rule: 'server',
            message,
            blocking: true,
          }))
          const state = current[name] ?? blank()
          next[name] = {
            ...state,
            touched: true,
            errors: server.length ? server : state.errors,
          }
        }
        return next
      })
      setFormErrors(mapped.form)
    },
    [names],
  )

  const reset = useCallback(
    (next?: TValues) => {
      timers.current.forEach((timer) => clearTimeout(timer))
      const initial = next ?? optionsRef.current.initialValues
      latest.current = initial
      setValues(initial)
      setFields(
        Object.fromEntries(
          Object.keys(initial)
            .concat(names)
            .map((n) => [n, blank()]),
        ) as Record<keyof TValues, FieldState>,
      )
      setFormErrors([])
    },
    [names],
  )

  return {
    values,
    fields,
    formErrors,
    submitting,
    setValue,
    register,
    handleSubmit,
    setServerErrors,
    reset,
  }
}
