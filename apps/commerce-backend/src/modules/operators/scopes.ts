/** What an operator key may do; each operator route names the one it needs. */
export const OPERATOR_SCOPES = [
  'catalogue',
  'prices',
  'orders',
  'recalls',
  'webhooks',
  'invoices',
  'keys',
] as const

export type OperatorScope = (typeof OPERATOR_SCOPES)[number]

export const isOperatorScope = (value: string): value is OperatorScope =>
  (OPERATOR_SCOPES as readonly string[]).includes(value)

/** Who makes an operator change: a key (by its id and name), or the backend's service secret. */
export interface Operator {
  /** The key's row; null for the service secret. */
  keyId: number | null
  name: string
  scopes: readonly OperatorScope[]
}

/** The service secret (the API server, the development tools): every scope, audited by this name. */
export const SERVICE_SECRET_OPERATOR: Operator = {
  keyId: null,
  name: 'service secret',
  scopes: OPERATOR_SCOPES,
}
