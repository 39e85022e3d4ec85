import type { ApiRecallNotice } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './api'
import { personalPart } from './personal-request'

/** A practice's notice of a recalled lot it received, open until a member acknowledges it. */
export type RecallNotice = ApiRecallNotice

/**
 * The practice's recall notices: the open ones (the banner on every page), or all of them, open
 * first (the inventory, which names who acknowledged one). Personal: fetched by the browser or
 * for a personal page, never for a shared render.
 */
export const recallNoticesQuery = (api: Api, which: 'open' | 'all') =>
  queryOptions({
    queryKey: ['account', 'recalls', which],
    queryFn: (context) => {
      const alone = () =>
        api
          .get('/account/recalls', {
            query: { all: which === 'all' ? 'true' : 'false' },
          })
          .then((r) => r.notices)
      // The open ones come with the page's personal request (decision 028).
      return which === 'open'
        ? personalPart(
            context,
            'recalls',
            (personal) => personal.recalls,
            alone,
          )
        : alone()
    },
  })
