import type * as t from '../db/schema'

// The rows the customer services (sessions, customers, addresses) answer, kept here once so the
// services and the GraphQL layer name them alike.

export type CustomerRow = typeof t.customers.$inferSelect
export type AddressRow = typeof t.addresses.$inferSelect

/** The salutations an account or an address may have ('' for none). */
export const SALUTATIONS = ['mr', 'ms', 'mx', 'dr', '']
