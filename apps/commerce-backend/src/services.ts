import type { Database } from './db/client'
import { OutboxService } from './modules/mail'
import { CatalogueVersion } from './modules/operators'
import { AddressService } from './modules/customers'
import { ApprovalService } from './modules/companies'
import { CartService } from './modules/carts'
import { CategoryService } from './modules/catalogue'
import { CheckoutService } from './modules/carts'
import { CompanyService } from './modules/companies'
import { ContentService } from './modules/catalogue'
import { CredentialService } from './modules/customers'
import { CustomerService } from './modules/customers'
import { InventoryService } from './modules/recalls'
import { FulfilmentService } from './modules/orders'
import { InvoiceService } from './modules/orders'
import type { SellerConfig } from './modules/orders'
import { OrderHistoryService } from './modules/orders'
import {
  BillingDocumentService,
  StatementMailService,
  InvoicePaymentService,
  StatementService,
} from './modules/orders'
import { OrderListService } from './modules/lists'
import { PaymentService } from './modules/carts'
import type { PaymentOptions } from './modules/carts'
import { PlacementService } from './modules/carts'
import { ProductListingService } from './modules/catalogue'
import { ProductService } from './modules/catalogue'
import { RecallService } from './modules/recalls'
import { SessionService } from './modules/customers'
import { StandingOrderService } from './modules/standing-orders'
import { PriceService } from './modules/prices'
import { WebhookService } from './modules/events'
import { ExemptionService, RateTableProvider, TaxService } from './modules/tax'
import type { TaxProvider } from './modules/tax'

/** The services the GraphQL resolvers call, one per domain, all on one database. */
export interface Services {
  /** Moves with every operator change: catalogue caches key by it. */
  catalogueVersion: CatalogueVersion
  categories: CategoryService
  listing: ProductListingService
  products: ProductService
  content: ContentService
  sessions: SessionService
  customers: CustomerService
  credentials: CredentialService
  addresses: AddressService
  companies: CompanyService
  approvals: ApprovalService
  recalls: RecallService
  orderLists: OrderListService
  standingOrders: StandingOrderService
  carts: CartService
  checkout: CheckoutService
  placement: PlacementService
  payments: PaymentService
  orderHistory: OrderHistoryService
  /** A practice's statement of invoices (issue 36). */
  statements: StatementService
  /** Credit notes as printed and the monthly statement (decision 040). */
  billingDocuments: BillingDocumentService
  /** Last month's statement e-mail, once per practice (decision 040). */
  statementMails: StatementMailService
  /** Paying open invoices by card (decision 042). */
  invoicePayments: InvoicePaymentService
  /** Orders' shipments, lots, backorders and returns (issue 35). */
  fulfilment: FulfilmentService
  inventory: InventoryService
  invoices: InvoiceService
  outbox: OutboxService
  prices: PriceService
  webhooks: WebhookService
  /** Sales tax of carts and orders (decision 036). */
  tax: TaxService
  exemptions: ExemptionService
}

type OrderServices = Pick<
  Services,
  | 'carts'
  | 'checkout'
  | 'placement'
  | 'payments'
  | 'orderHistory'
  | 'statements'
  | 'invoicePayments'
  | 'fulfilment'
  | 'inventory'
  | 'approvals'
  | 'orderLists'
  | 'standingOrders'
  | 'tax'
>

/** How the order services are set up: payments, and the tax provider (default: the rate table). */
export type OrderServiceOptions = PaymentOptions & {
  taxProvider?: TaxProvider
  /** Days after delivery a buyer may ask for a return (RETURN_WINDOW_DAYS). */
  returnWindowDays?: number
}

/**
 * The order services, wired: checkout and placement ask the payment service which providers are
 * enabled, so the card-payments switch is read in one place.
 */
export function createOrderServices(
  db: Database,
  options: OrderServiceOptions,
): OrderServices {
  const payments = new PaymentService(db, options)
  const tax = new TaxService(db, options.taxProvider ?? new RateTableProvider())
  const carts = new CartService(db)
  const placement = new PlacementService(
    db,
    payments,
    options.mail,
    tax,
    options.invoiceOn,
  )
  return {
    tax,
    carts,
    checkout: new CheckoutService(db, payments),
    placement,
    payments,
    orderHistory: new OrderHistoryService(db),
    statements: new StatementService(db),
    invoicePayments: new InvoicePaymentService(db),
    fulfilment: new FulfilmentService(
      db,
      options.mail,
      options.returnWindowDays,
      options.invoiceOn,
      tax,
    ),
    inventory: new InventoryService(db),
    approvals: new ApprovalService(db, options.mail, options.invoiceOn),
    orderLists: new OrderListService(db, carts),
    standingOrders: new StandingOrderService(
      db,
      placement,
      payments,
      options.mail,
    ),
  }
}

export function createServices(
  db: Database,
  options: OrderServiceOptions & { tokenSecret: string; seller: SellerConfig },
): Services {
  // One session service: it remembers live sessions, so the customer and address services tell
  // it when a customer's row changes.
  const sessions = new SessionService(db, options.tokenSecret)
  const billingDocuments = new BillingDocumentService(db, {
    seller: options.seller,
    currency: options.mail.currency,
  })
  const catalogueVersion = new CatalogueVersion(db)
  return {
    catalogueVersion,
    categories: new CategoryService(db),
    listing: new ProductListingService(db, catalogueVersion),
    products: new ProductService(db),
    content: new ContentService(db),
    sessions,
    customers: new CustomerService(db, sessions),
    credentials: new CredentialService(db, sessions, options.mail),
    addresses: new AddressService(db, sessions),
    companies: new CompanyService(db, sessions, options.mail),
    recalls: new RecallService(db, options.mail),
    ...createOrderServices(db, options),
    invoices: new InvoiceService(db, {
      seller: options.seller,
      currency: options.mail.currency,
    }),
    billingDocuments,
    statementMails: new StatementMailService(
      db,
      billingDocuments,
      options.mail,
    ),
    outbox: new OutboxService(db),
    // The pricing context is an HMAC with the backend's own secret: no caller can forge or read it.
    prices: new PriceService(db, options.tokenSecret),
    webhooks: new WebhookService(db, options.mail.queued),
    exemptions: new ExemptionService(db),
  }
}
