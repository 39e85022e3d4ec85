// What routes and other features may import from billing (decision 027): the rest is internal.
export { Statement } from './statement'
export { statementQuery } from './statement-query'
