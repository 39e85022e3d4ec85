import { ContentPageDocument } from '@shop/commerce-client'
import { defineEndpoint } from '../context'
import { notFound } from '../http/errors'

/** Pages of text from the content backend (terms, privacy, imprint), the same for everyone. */
export const contentEndpoints = [
  defineEndpoint({
    method: 'get',
    path: '/content/pages/:identifier',
    publicSeconds: 300,
    summary:
      'A page of text (terms of sale, privacy, imprint) by its identifier',
    tag: 'content',
    auth: false,
    handler: async ({ req, ctx }) => {
      const identifier = String(req.params.identifier)
      // A slug or nothing: anything else names no page (and never reaches the backend).
      if (!/^[a-z0-9-]{1,40}$/.test(identifier)) throw notFound('The page')
      const { page } = await ctx.deps.content.request(ContentPageDocument, {
        identifier,
      })
      if (!page) throw notFound('The page')
      return { page }
    },
  }),
]
