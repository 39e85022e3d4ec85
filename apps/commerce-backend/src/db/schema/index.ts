// The database's tables, one module per domain. drizzle-kit reads this module (drizzle.config.ts)
// and the services import it as one namespace (`import * as t from '../db/schema'`).
export * from './catalogue'
export * from './content'
export * from './customers'
export * from './orders'
export * from './mail'
export * from '../../modules/operators/tables'
export * from '../../modules/catalogue/import/tables'
