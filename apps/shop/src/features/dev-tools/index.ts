// What routes and other features may import from dev-tools (decision 027): the rest is internal.
export { OutboxList } from './outbox-list'
export { outboxQuery } from './outbox-query'
