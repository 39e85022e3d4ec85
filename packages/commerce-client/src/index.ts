export { ApiError, apiFileHref, createApiClient } from './api/client.js'
export type {
  ApiClient,
  ApiFilePath,
  ApiInput,
  ApiMethod,
  ApiPath,
  ApiTransport,
} from './api/client.js'
export type {
  ApiAnswer,
  ApiBody,
  ApiCallKey,
  ApiQuery,
} from './api/contract.js'
export type {
  ApiAddress,
  ApiAppConfig,
  ApiApproval,
  ApiApprovalReason,
  ApiCarrier,
  ApiCart,
  ApiCategory,
  ApiCategoryListing,
  ApiCategoryTree,
  ApiCompany,
  ApiContentPage,
  ApiCustomer,
  ApiImage,
  ApiInventoryLot,
  ApiInvitation,
  ApiInvitationPreview,
  ApiLotRecall,
  ApiMember,
  ApiOrder,
  ApiOrderList,
  ApiOrderMember,
  ApiOrderReturn,
  ApiPaymentIntent,
  ApiPaymentProvider,
  ApiProduct,
  ApiProductCard,
  ApiRecallNotice,
  ApiReturnReason,
  ApiRole,
  ApiSavedCard,
  ApiSearchResults,
  ApiSkuProduct,
  ApiStandingOrder,
  ApiStandingOrderRun,
  ApiUser,
} from './api/answer-types.js'
export { createCommerceClient, createContentClient } from './clients.js'
export {
  GraphQLRequestError,
  NETWORK_ERROR_MESSAGES,
  NetworkError,
} from './errors.js'
export type { GraphQLErrorEntry } from './errors.js'
export { createGraphQLClient, operationOf } from './graphql-client.js'
export type {
  GraphQLClient,
  GraphQLClientOptions,
  RequestArgs,
  RequestOptions,
  TypedDocument,
} from './graphql-client.js'
export {
  SUBSCRIPTION_BASE_DELAY_MS,
  SUBSCRIPTION_MAX_RETRIES,
  retryDelay,
} from './retry.js'
export {
  AUTH_COOKIE,
  REFRESH_COOKIE,
  applySetCookies,
  carriesSession,
  parseCookies,
} from './session-cookies.js'
export {
  CATEGORY_SORTS,
  MAX_LISTING_PAGE,
  SEARCH_SORTS,
  productSort,
} from './listing-sort.js'
export type { ListingSort } from './listing-sort.js'
export {
  PRICING_CONTEXT_HEADER,
  SHOP_SERVER_SECRET_HEADER,
} from './pricing-context.js'
export { SharedCache } from './shared-cache.js'
export { createSubscriptionClient } from './subscriptions.js'
export type {
  SubscriptionClient,
  SubscriptionClientOptions,
} from './subscriptions.js'
export {
  TOKEN_COOKIE_MAX_AGE_S,
  cookieTokenStore,
  memoryTokenStore,
} from './token-cookie.js'
export type { TokenStore } from './token-cookie.js'
// Typed operations and result types of the commerce endpoint (generated: `export *` is allowed here).
export * from './generated/commerce/graphql.js'
export {
  AppConfigDocument,
  ContentPageDocument,
  TranslationsDocument,
} from './generated/content/graphql.js'
export type {
  AppConfigQuery,
  AppConfigQueryVariables,
  ContentPageQuery,
  ContentPageQueryVariables,
  TranslationsQuery,
  TranslationsQueryVariables,
} from './generated/content/graphql.js'
