export { InventoryService, recordLots } from './inventory'
export type { NoticeView, RecallRow } from './recalls'
export { RecallService } from './recalls'
export { recallResolvers } from './resolvers'
