// What routes and other features may import from company (decision 027): the rest is internal.
export { memberName } from './members'
export type { OrderMember } from './members'
export {
  companyQuery,
  exemptionCertificatesQuery,
  invitationsQuery,
  membersQuery,
} from './company-queries'
export { CompanySections } from './company-sections'
