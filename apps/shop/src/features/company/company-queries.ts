import type { ApiAnswer } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import type { Api } from '#lib/api'

// The company page's data, as its administrators (and, for the members, its approvers) see it.

/** A member of the company with roles, limits and this month's spending. */
export type Member =
  ApiAnswer<'GET /account/company/members'>['members'][number]
/** An open invitation to join the company. */
export type Invitation =
  ApiAnswer<'GET /account/company/invitations'>['invitations'][number]

/** A sales-tax exemption certificate of the practice, as the distributor decided it. */
export type ExemptionCertificate =
  ApiAnswer<'GET /account/company/exemption-certificates'>['company']['exemptionCertificates'][number]

export const companyQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'company'],
    queryFn: () => api.get('/account/company').then((r) => r.company),
  })

export const membersQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'company', 'members'],
    queryFn: () => api.get('/account/company/members').then((r) => r.members),
  })

export const invitationsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'company', 'invitations'],
    queryFn: () =>
      api.get('/account/company/invitations').then((r) => r.invitations),
  })

export const exemptionCertificatesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'company', 'exemption-certificates'],
    queryFn: () =>
      api
        .get('/account/company/exemption-certificates')
        .then((r) => r.company.exemptionCertificates),
  })
