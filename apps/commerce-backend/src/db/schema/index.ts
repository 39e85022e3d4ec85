// The database's tables: each module owns its part (`modules/<domain>/tables.ts`). drizzle-kit
// reads this module (drizzle.config.ts) and the services import it as one namespace
// (`import * as t from '../../db/schema'`).
export * from '../../modules/catalogue/tables'
export * from '../../modules/catalogue/content-tables'
export * from '../../modules/customers/tables'
export * from '../../modules/companies/tables'
export * from '../../modules/orders/tables'
export * from '../../modules/orders/billing-tables'
export * from '../../modules/recalls/tables'
export * from '../../modules/lists/tables'
export * from '../../modules/standing-orders/tables'
export * from '../../modules/mail/tables'
export * from '../../modules/events/schema'
export * from '../../modules/operators/tables'
export * from '../../modules/prices/tables'
export * from '../../modules/tax/tables'
