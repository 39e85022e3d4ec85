import { ContentPageDocument } from '@shop/commerce-client'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'

/** Pages of text from the content backend (terms, privacy, imprint), the same for everyone. */
export const contentHandlers = {
  'GET /content/pages/:identifier': async ({ req, ctx }) => {
    const identifier = String(req.params.identifier)
    // A slug or nothing: anything else names no page (and never reaches the backend).
    if (!/^[a-z0-9-]{1,40}$/.test(identifier)) throw notFound('The page')
    const { page } = await ctx.deps.content.request(ContentPageDocument, {
      identifier,
    })
    if (!page) throw notFound('The page')
    return { page }
  },
} satisfies Partial<ApiHandlers>
