import type { Batcher } from './batch'
import type {
  AttributeRow,
  CatalogueService,
  GroupRow,
} from '../services/catalogue'
import type { CustomerService } from '../services/customers'
import type { OrderService } from '../services/orders'

export interface Services {
  catalogue: CatalogueService
  customers: CustomerService
  orders: OrderService
}

/** Per request: who is calling, decided once from the bearer token and the service secret. */
export interface GraphQLContext {
  services: Services
  customerId: number | null
  /** Why a given token was refused, so clients can refresh an expired one. */
  tokenError: 'invalid' | 'expired' | null
  /** True for the API server's trusted calls (the service secret header matched). */
  trusted: boolean
  /** Per-request batching of nested catalogue lookups (no N+1 on listings). */
  loaders: {
    productAttributes: Batcher<number, AttributeRow[]>
    group: Batcher<number, GroupRow | null>
  }
}
