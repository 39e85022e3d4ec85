import { queryOptions } from '@tanstack/react-query'
import type { Api } from '#lib/api'

/** The practice's statement: invoices, ageing and what is due (administrators). */
export const statementQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'statement'],
    queryFn: () => api.get('/account/statement'),
  })
