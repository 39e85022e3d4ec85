import { describe, expect, it, vi } from 'vitest'
import { PaymentFailedError, runPaymentIntentFlow } from './payment-intent.js'
import type { PaymentIntentState } from './payment-intent.js'

const intent = (
  status: string,
  requiresAction = status === 'requires_action',
): PaymentIntentState => ({
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret_x',
  status,
  requiresAction,
})

describe('runPaymentIntentFlow', () => {
  it('creates and confirms an intent that needs no action', async () => {
    const steps = {
      create: vi.fn(async () => intent('requires_confirmation')),
      confirm: vi.fn(async () => intent('succeeded')),
      handleAction: vi.fn(async () => undefined),
    }
    await expect(runPaymentIntentFlow(steps)).resolves.toMatchObject({
      status: 'succeeded',
    })
    expect(steps.confirm).toHaveBeenCalledWith('pi_1')
    expect(steps.handleAction).not.toHaveBeenCalled()
  })

  it('lets the buyer complete a required action, then confirms again', async () => {
    const answers = [intent('requires_action'), intent('succeeded')]
    const order: string[] = []
    const steps = {
      create: async () => (
        order.push('create'),
        intent('requires_confirmation')
      ),
      confirm: async () => (order.push('confirm'), answers.shift()!),
      handleAction: async (secret: string) => {
        order.push(`action ${secret}`)
      },
    }
    await runPaymentIntentFlow(steps)
    expect(order).toEqual([
      'create',
      'confirm',
      'action pi_1_secret_x',
      'confirm',
    ])
  })

  it('does not confirm an intent that already succeeded', async () => {
    const confirm = vi.fn()
    await runPaymentIntentFlow({
      create: async () => intent('succeeded'),
      confirm,
      handleAction: vi.fn(),
    })
    expect(confirm).not.toHaveBeenCalled()
  })

  it('fails when the action keeps being required or the payment ends unpaid', async () => {
    await expect(
      runPaymentIntentFlow({
        create: async () => intent('requires_confirmation'),
        confirm: async () => intent('requires_action'),
        handleAction: async () => undefined,
      }),
    ).rejects.toThrow('The payment could not be authenticated.')
    await expect(
      runPaymentIntentFlow({
        create: async () => intent('requires_confirmation'),
        confirm: async () => intent('requires_payment_method'),
        handleAction: async () => undefined,
      }),
    ).rejects.toBeInstanceOf(PaymentFailedError)
  })

  it('passes a failing step’s own error through', async () => {
    const declined = new Error('The payment failed: Your card was declined.')
    await expect(
      runPaymentIntentFlow({
        create: async () => intent('requires_confirmation'),
        confirm: async () => {
          throw declined
        },
        handleAction: async () => undefined,
      }),
    ).rejects.toBe(declined)
  })
})
