import type { ApiAnswer } from './contract.js'

// The answers' types by name, for callers that hand them around (components, hooks). Each is a
// part of a call's answer, so it follows the call's schema: an operation's selection, generated
// (decision 025). Types only: a browser bundle gets no schema code from here.

type Item<T> = T extends readonly (infer I)[] ? I : never

export type ApiAppConfig = ApiAnswer<'GET /app-config'>['appConfig']
export type ApiCategoryTree = ApiAnswer<'GET /shop/categories'>['categories']
export type ApiCategory = ApiAnswer<'GET /shop/categories/:id'>['category']
export type ApiCategoryListing = ApiAnswer<'GET /shop/categories/:id/products'>
export type ApiSearchResults = ApiAnswer<'GET /shop/search'>
export type ApiProductCard = Item<ApiSearchResults['products']>
export type ApiProduct = ApiAnswer<'GET /shop/products/:id'>['product']
export type ApiImage = ApiProduct['mainImage']
export type ApiSkuProduct = Item<
  ApiAnswer<'GET /shop/products-by-sku'>['products']
>
export type ApiContentPage = ApiAnswer<'GET /content/pages/:identifier'>['page']

export type ApiCart = ApiAnswer<'GET /shop/cart/current'>['cart']
export type ApiAddress = Item<ApiAnswer<'GET /account/addresses'>['addresses']>
export type ApiCarrier = Item<
  ApiAnswer<'GET /shop/checkout/carriers'>['carriers']
>
export type ApiPaymentProvider = Item<
  ApiAnswer<'GET /shop/checkout/payment-providers'>['paymentProviders']
>
/** A placed order with where it is (fulfilment, shipments, returns: issue 35). */
export type ApiOrder = ApiAnswer<'GET /account/order'>['order']
export type ApiOrderReturn = Item<ApiOrder['returns']>
export type ApiReturnReason = ApiOrderReturn['reason']
export type ApiOrderMember = ApiCart['placedBy']
export type ApiApproval = NonNullable<ApiCart['approval']>
export type ApiApprovalReason = Item<ApiCart['approvalNeeded']>

export type ApiUser = ApiAnswer<'GET /user/me'>['user']
export type ApiCustomer = ApiUser['customer']
export type ApiCompany = ApiAnswer<'GET /account/company'>['company']
export type ApiRole = Item<ApiCustomer['roles']>
export type ApiMember = Item<
  ApiAnswer<'GET /account/company/members'>['members']
>
export type ApiInvitation = Item<
  ApiAnswer<'GET /account/company/invitations'>['invitations']
>
export type ApiInvitationPreview =
  ApiAnswer<'GET /auth/invitation'>['invitation']

export type ApiInventoryLot = Item<ApiAnswer<'GET /account/inventory'>['lots']>
export type ApiRecallNotice = Item<ApiAnswer<'GET /account/recalls'>['notices']>
export type ApiLotRecall = ApiRecallNotice['recall']

export type ApiOrderList = ApiAnswer<'GET /account/list'>['list']
export type ApiStandingOrder =
  ApiAnswer<'GET /account/standing-order'>['standingOrder']
export type ApiStandingOrderRun = Item<ApiStandingOrder['runs']>

export type ApiSavedCard =
  ApiAnswer<'POST /shop/payment/update-payment-method-metadata'>['paymentMethod']
export type ApiPaymentIntent =
  ApiAnswer<'POST /shop/payment/create-payment-intent'>
