import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "GraphQLRequestError",
      "NETWORK_ERROR_MESSAGES",
      "NetworkError",
      "SUBSCRIPTION_BASE_DELAY_MS",
      "SUBSCRIPTION_MAX_RETRIES",
      "TOKEN_COOKIE_MAX_AGE_S",
      "cookieTokenStore",
      "createCommerceClient",
      "createContentClient",
      "createGraphQLClient",
      "memoryTokenStore",
      "operationOf",
      "retryDelay",
    ]
  `)
})
