// The events module: the outbox of events for the distributor's systems and their delivery as
// signed webhooks (decision 032). Other code uses only what is exported here.
export {
  emitEvent,
  emitOrderEvent,
  emitCompanyChanged,
  companyKey,
  companyPayload,
  memberPayload,
} from './emit'
export { WebhookDeliveries } from './deliveries'
export type { WebhookDeliveryOptions } from './deliveries'
export { startWebhookQueue } from './queue'
export { WebhookService } from './endpoints'
export { webhookOperatorRoutes } from './operator-routes'
