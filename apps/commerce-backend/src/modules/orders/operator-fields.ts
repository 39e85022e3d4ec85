import { OperatorError, readJson } from '../operators'
import type { OperatorContext } from '../operators'
import type { Violation } from '../../shared/results'
import type { LineRef } from './order-change'
import type { ShipmentLineInput } from './shipments'

// The fields of the orders' operator routes: each checked with a message that says what to send,
// and all violations of a body refused at once (400).

export type Fields = Record<string, unknown>

/** Collects what is wrong with a body's fields, then refuses them all at once. */
export class Checker {
  readonly violations: Violation[] = []
  constructor(private readonly body: Fields) {}

  private bad(path: string, message: string): undefined {
    this.violations.push({ propertyPath: path, message })
    return undefined
  }

  /** A one-line text of 1 to `max` characters matching `pattern`. */
  text(
    path: string,
    value: unknown,
    options: {
      max: number
      pattern?: RegExp
      hint?: string
      optional?: boolean
      /** Line breaks allowed (instructions). */
      multiline?: boolean
    },
  ): string | undefined {
    if ((value === undefined || value === null) && options.optional)
      return undefined
    const text = typeof value === 'string' ? value.trim() : ''
    if (
      !text ||
      text.length > options.max ||
      (options.multiline ? /[^\P{Cc}\n]/u.test(text) : /\p{Cc}/u.test(text)) ||
      (options.pattern && !options.pattern.test(text))
    )
      return this.bad(
        path,
        options.hint ?? `Text of 1 to ${options.max} characters on one line.`,
      )
    return text
  }

  /** A calendar date YYYY-MM-DD. */
  date(path: string, value: unknown, optional = false): string | undefined {
    if ((value === undefined || value === null) && optional) return undefined
    const text = typeof value === 'string' ? value : ''
    const parsed = new Date(`${text}T00:00:00Z`)
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== text
    )
      return this.bad(path, 'A date as YYYY-MM-DD, such as 2027-06-30.')
    return text
  }

  /** A moment (ISO 8601), not in the future. */
  moment(path: string, value: unknown): Date | undefined {
    if (value === undefined || value === null) return undefined
    const at = typeof value === 'string' ? new Date(value) : new Date(NaN)
    if (Number.isNaN(at.getTime()) || at.getTime() > Date.now() + 5 * 60_000)
      return this.bad(
        path,
        'A moment such as 2026-11-27T08:00:00Z, not in the future.',
      )
    return at
  }

  /** A line by `sku` or `orderItemId`. */
  line(path: string, value: Fields): LineRef {
    if (
      typeof value.orderItemId === 'number' &&
      Number.isInteger(value.orderItemId)
    )
      return { orderItemId: value.orderItemId }
    const sku = this.text(`${path}sku`, value.sku, {
      max: 64,
      hint: 'Name the line by its sku (or orderItemId).',
    })
    return { sku }
  }

  get field() {
    return this.body
  }

  done() {
    if (this.violations.length)
      throw new OperatorError(400, 'The input is not valid.', this.violations)
  }
}

export async function fieldsOf(req: OperatorContext['req']): Promise<Fields> {
  const body = await readJson(req)
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new OperatorError(400, 'Send a JSON object.')
  return body as Fields
}

const LOT = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/
export const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/
const MAX_LINES = 500

/** A shipment's lines, checked one by one. */
export function shipmentLines(
  check: Checker,
  value: unknown,
): ShipmentLineInput[] {
  if (!Array.isArray(value) || !value.length || value.length > MAX_LINES) {
    check.violations.push({
      propertyPath: 'lines',
      message: `Give 1 to ${MAX_LINES} lines, each { sku, quantity, lotNumber, lotExpiry }.`,
    })
    return []
  }
  return value.map((raw: unknown, i) => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Fields
    const ref = check.line(`lines[${i}].`, line)
    const quantity = line.quantity
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > 100_000
    )
      check.violations.push({
        propertyPath: `lines[${i}].quantity`,
        message: 'A whole number from 1 to 100,000.',
      })
    return {
      ...ref,
      quantity: Number(quantity),
      lotNumber:
        check.text(`lines[${i}].lotNumber`, line.lotNumber, {
          max: 40,
          pattern: LOT,
          hint: 'A lot number: 1 to 40 letters, digits, dots, dashes or slashes.',
        }) ?? '',
      lotExpiry: check.date(`lines[${i}].lotExpiry`, line.lotExpiry) ?? '',
    }
  })
}
