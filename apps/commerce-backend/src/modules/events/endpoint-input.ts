import { randomBytes } from 'node:crypto'
import type * as t from '../../db/schema'
import { ResultError, invalid } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { EVENT_TYPES, isEventType } from './emit'

// What an operator gives for an endpoint, checked; and how an endpoint is shown.

/** A new signing secret: `whsec_` and the base64 of 24 random bytes (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`

export type EndpointRow = typeof t.webhookEndpoints.$inferSelect

/** An endpoint as the operator API lists it: never its secret. */
export const endpointView = ({ secret: _secret, ...endpoint }: EndpointRow) =>
  endpoint

export interface EndpointInput {
  url?: unknown
  description?: unknown
  eventTypes?: unknown
  enabled?: unknown
}

const MAX_URL_LENGTH = 2000

/** Checks an endpoint's fields (all of them on create, those given on update). */
export function checkEndpoint(input: EndpointInput, creating: boolean) {
  const violations: Violation[] = []
  const values: Partial<
    Pick<EndpointRow, 'url' | 'description' | 'eventTypes' | 'enabled'>
  > = {}
  if (input.url !== undefined || creating) {
    let url: URL | null = null
    try {
      url = typeof input.url === 'string' ? new URL(input.url) : null
    } catch {
      url = null
    }
    if (
      !url ||
      typeof input.url !== 'string' ||
      input.url.length > MAX_URL_LENGTH
    )
      violations.push({
        propertyPath: 'url',
        message: 'Give the endpoint as an absolute http:// or https:// URL.',
      })
    else if (url.protocol !== 'http:' && url.protocol !== 'https:')
      violations.push({
        propertyPath: 'url',
        message: 'Only http:// and https:// endpoints can receive events.',
      })
    else if (url.username || url.password)
      violations.push({
        propertyPath: 'url',
        message:
          'Put no user name or password in the URL: receivers check the signature.',
      })
    else values.url = url.href
  }
  if (input.description !== undefined) {
    if (typeof input.description !== 'string' || input.description.length > 200)
      violations.push({
        propertyPath: 'description',
        message: 'The description is text of at most 200 characters.',
      })
    else values.description = input.description.trim()
  }
  if (input.eventTypes !== undefined) {
    const types = input.eventTypes
    if (
      !Array.isArray(types) ||
      !types.every((type) => typeof type === 'string' && isEventType(type))
    )
      violations.push({
        propertyPath: 'eventTypes',
        message: `Choose event types from: ${EVENT_TYPES.join(', ')} (none for all of them).`,
      })
    else values.eventTypes = [...new Set(types as string[])]
  }
  if (input.enabled !== undefined) {
    if (typeof input.enabled !== 'boolean')
      violations.push({
        propertyPath: 'enabled',
        message: 'enabled is true or false.',
      })
    else values.enabled = input.enabled
  }
  if (violations.length) throw new ResultError(invalid(violations))
  return values
}
