import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useForm } from './use-form.js'

function LoginForm({
  onSubmit,
}: {
  onSubmit: (values: { email: string; password: string }) => Promise<void>
}) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    fields: {
      email: { rules: 'required|email', label: 'email' },
      password: { rules: 'required|length:8', label: 'password' },
    },
  })
  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        onSubmit(values).catch((error: { message: string; violations: [] }) =>
          form.setServerErrors(error),
        ),
      )}
    >
      <label htmlFor="field-email">Email</label>
      <input {...form.register('email')} />
      <p id="field-email-errors">
        {form.fields.email.touched &&
          form.fields.email.errors.map((e) => e.message).join(' ')}
      </p>
      <label htmlFor="field-password">Password</label>
      <input type="password" {...form.register('password')} />
      <p>
        {form.fields.password.touched &&
          form.fields.password.errors.map((e) => e.message).join(' ')}
      </p>
      <p role="alert">{form.formErrors.join(' ')}</p>
      <span>{form.fields.email.validating ? 'checking' : 'idle'}</span>
      <button type="submit">Sign in</button>
    </form>
  )
}

describe('useForm', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('validates a changed field after the 20 ms input delay', async () => {
    render(<LoginForm onSubmit={async () => undefined} />)
    const email = screen.getByLabelText('Email')
    fireEvent.change(email, { target: { value: 'nurse@' } })
    fireEvent.blur(email)
    expect(screen.getByText('checking')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(19)
    })
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe('field-email-errors')
  })

  it('refuses to submit an incomplete form and says so', async () => {
    const onSubmit = vi.fn(async () => undefined)
    render(<LoginForm onSubmit={onSubmit} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    })
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, not all fields are filled out correctly.',
    )
    expect(screen.getByText('Email is required.')).toBeTruthy()
  })

  it('submits valid values and shows server violations on the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw {
        message: 'Invalid',
        violations: [
          { propertyPath: 'password', message: 'The password is wrong.' },
        ],
      }
    })
    render(<LoginForm onSubmit={onSubmit} />)
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: 'nurse@clinic.example' },
    })
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'long-enough' },
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    })
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'nurse@clinic.example',
      password: 'long-enough',
    })
    expect(screen.getByText('The password is wrong.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
