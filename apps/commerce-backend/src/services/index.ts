import type { Database } from '../db/client'
import { CartService } from './carts'
import { CatalogueService } from './catalogue'
import { CheckoutService } from './checkout'
import { CustomerService } from './customers'
import { InventoryService } from './inventory'
import { OrderHistoryService } from './order-history'
import { PaymentService } from './payments'
import type { PaymentOptions } from './payments'
import { PlacementService } from './placement'

/** The services the GraphQL resolvers call, one per domain, all on one database. */
export interface Services {
  catalogue: CatalogueService
  customers: CustomerService
  carts: CartService
  checkout: CheckoutService
  placement: PlacementService
  payments: PaymentService
  orderHistory: OrderHistoryService
  inventory: InventoryService
}

type OrderServices = Omit<Services, 'catalogue' | 'customers'>

/**
 * The order services, wired: checkout and placement ask the payment service which providers are
 * enabled, so the card-payments switch is read in one place.
 */
export function createOrderServices(
  db: Database,
  options: PaymentOptions,
): OrderServices {
  const payments = new PaymentService(db, options)
  return {
    carts: new CartService(db),
    checkout: new CheckoutService(db, payments),
    placement: new PlacementService(db, payments),
    payments,
    orderHistory: new OrderHistoryService(db),
    inventory: new InventoryService(db),
  }
}

export function createServices(
  db: Database,
  options: PaymentOptions & { tokenSecret: string },
): Services {
  return {
    catalogue: new CatalogueService(db),
    customers: new CustomerService(db, options.tokenSecret),
    ...createOrderServices(db, { cardPayments: options.cardPayments }),
  }
}
