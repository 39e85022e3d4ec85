// What the resolvers of each schema type get as their parent: the rows and views the services
// answer. codegen.ts maps the schema's types to these (`mappers`), so the generated resolver
// types check each resolver against what really arrives, not against the schema's shape.
import type * as t from '../db/schema'
import type { OutboxRow } from '../modules/mail'
import type {
  AttributeRow,
  CategoryRow,
  GroupRow,
  ProductRow,
} from '../modules/catalogue'
import type { ApprovalReason } from '../modules/companies'
import type { ListToCart, OrderListView } from '../modules/lists'
import type { NoticeView, RecallRow } from '../modules/recalls'
import type { StandingOrderView } from '../modules/standing-orders'
import type { CompanyService, MemberView } from '../modules/companies'
import type { AddressRow, CompanyRow, CustomerRow } from '../modules/customers'
import type { OrderView, ReturnAnswer } from '../modules/orders'
import type { CertificateView, OrderTax } from '../modules/tax'
import type { Problem } from '../shared/results'
import type { InvoicePaymentService } from '../modules/orders'
import type { Replacement } from '../modules/stock'
import type { SessionService } from '../modules/customers'

export type AddressParent = AddressRow
export type AttributeParent = AttributeRow
export type AttributeGroupParent = GroupRow
export type CarrierParent = typeof t.carriers.$inferSelect
/** An address's country as stored: its code as text, checked to be a `CountryCode` on input. */
export type CountryParent = { isoCode: AddressRow['country'] }
export type CustomerParent = CustomerRow
export type OrderParent = OrderView
export type OrderItemParent = OrderView['items'][number]
export type OutboxMessageParent = OutboxRow
export type PaymentProviderParent = typeof t.paymentProviders.$inferSelect
export type ProductParent = ProductRow
export type ProductCategoryParent = CategoryRow

/** A lot with its product and the number of the order it came with. */
export type InventoryLotParent = typeof t.inventoryLots.$inferSelect & {
  product: ProductRow
  orderNumber: string | null
  orderToken: string | null
  recall: RecallRow | null
}

/** The tokens a sign-in issues, and whose they are: `user` is read from `customerId`. */
export type AuthorizeSuccessParent = Awaited<
  ReturnType<SessionService['authorize']>
>

/** A mutation's answer: its success arm, named by `__typename`, or the problem that ended it. */
type Answer<Name extends string, Success> =
  ({ __typename: Name } & Success) | Problem

export type AuthorizeResultParent = Answer<
  'AuthorizeSuccess',
  AuthorizeSuccessParent
>
export type CartResultParent =
  | Answer<'CartSuccess', { cart: OrderView; added?: number }>
  | { __typename: 'PricesChanged'; message: string; cart: OrderView }
export type CartReplaceResultParent = Answer<
  'CartReplaceSuccess',
  { cart: OrderView; replacement: Replacement }
>
export type OrderResultParent = Answer<'OrderSuccess', { order: OrderView }>
/** A card payment's invoices (decision 042): the service's answer. */
export type InvoicePaymentResultParent = Answer<
  'InvoicePaymentSuccess',
  { payment: Awaited<ReturnType<InvoicePaymentService['toPay']>> }
>
export type ReturnResultParent = Answer<
  'ReturnSuccess',
  { order: OrderView; return: ReturnAnswer }
>
export type AddressResultParent = Answer<
  'AddressSuccess',
  { address: AddressRow }
>
export type CustomerResultParent = Answer<
  'CustomerSuccess',
  { customer: CustomerRow }
>
export type DeleteResultParent = Answer<'DeleteSuccess', { id: string }>

export type CompanyParent = CompanyRow
export type MemberParent = MemberView
export type InvitationParent = Awaited<
  ReturnType<CompanyService['invitations']>
>[number]
export type InvitationPreviewParent = NonNullable<
  Awaited<ReturnType<CompanyService['preview']>>
>
export type OrderMemberParent = CustomerRow
/** An order's approval is read from the order itself. */
export type ApprovalParent = OrderView
export type ApprovalReasonParent = ApprovalReason
export type MemberResultParent = Answer<'MemberSuccess', { member: MemberView }>
export type InvitationResultParent = Answer<
  'InvitationSuccess',
  { invitation: InvitationParent }
>
export type CompanyResultParent = Answer<
  'CompanySuccess',
  { company: CompanyRow }
>
export type ApprovalResultParent = Answer<'CartSuccess', { cart: OrderView }>
export type LotRecallParent = RecallRow
export type RecallNoticeParent = NoticeView
export type RecallNoticeResultParent = Answer<
  'RecallNoticeSuccess',
  { notice: NoticeView }
>
export type LotRecallResultParent = Answer<
  'LotRecallRecorded',
  { recall: RecallRow; companiesNotified: number }
>
export type OrderListParent = OrderListView
export type OrderListItemParent = OrderListView['items'][number]
export type OrderListResultParent = Answer<
  'OrderListSuccess',
  { list: OrderListView }
>
export type OrderListReplaceResultParent = Answer<
  'OrderListReplaceSuccess',
  { list: OrderListView; replacement: Replacement }
>
export type OrderListCartResultParent = Answer<
  'OrderListCartSuccess',
  ListToCart & { cart: OrderView }
>

export type StandingOrderParent = StandingOrderView
export type StandingOrderItemParent = StandingOrderView['items'][number]
export type StandingOrderRunParent = StandingOrderView['runs'][number]
export type StandingOrderResultParent = Answer<
  'StandingOrderSuccess',
  { standingOrder: StandingOrderView }
>
export type StandingOrderReplaceResultParent = Answer<
  'StandingOrderReplaceSuccess',
  { standingOrder: StandingOrderView; replacement: Replacement }
>

export type TaxEstimateParent = OrderTax
export type ExemptionCertificateParent = CertificateView
export type ExemptionCertificateResultParent = Answer<
  'ExemptionCertificateSuccess',
  { certificate: CertificateView }
>
