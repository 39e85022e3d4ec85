// The shop API's contract with its zod schemas: for the API server, tests and documentation.
// Callers import the typed client from the package root, which carries no schema code.
export { apiCalls } from './contract.js'
export type { ApiCallKey, ApiCalls } from './contract.js'
export { defineCalls } from './define.js'
export type { ApiTag, CallDefinition, CallKey } from './define.js'
