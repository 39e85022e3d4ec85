import { fireEvent } from '@testing-library/react'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import type { Capabilities } from '#lib/test-capabilities'
import { fakeApi } from '#lib/test-router'
import type { Invitation, Member } from './company-queries'

// What the company page's tests share: Ana's practice, its members Ana and Ben, an open
// invitation, its exemption certificates, and the API an administrator's page reads them from.

export const COMPANY = {
  name: 'Lee Family Practice',
  npiNumber: '1234567893',
  membersMayAddAddresses: false,
}

/** Ana, who may do what `can` gives (her roles are the backend's to weigh, decision 024). */
export const customer = (
  can: Partial<Capabilities>,
  { emailVerified = true } = {},
) =>
  ({
    id: '1',
    customer: {
      id: '1',
      email: 'ana@clinic.example',
      emailVerified,
      firstname: 'Ana',
      lastname: 'Lee',
      company: COMPANY,
      roles: ['ADMINISTRATOR', 'BUYER'],
      orderLimit: null,
      monthlyLimit: null,
      can: capabilities(can),
    },
  }) as unknown as User

/** What an administrator may: see and manage the members. */
export const MANAGES = { seeMembers: true, manageMembers: true }

const ANA: Member = {
  id: '1',
  email: 'ana@clinic.example',
  salutation: 'dr',
  firstname: 'Ana',
  lastname: 'Lee',
  roles: ['ADMINISTRATOR', 'BUYER'],
  orderLimit: null,
  monthlyLimit: null,
  spentThisMonth: 0,
  active: true,
}
export const BEN: Member = {
  id: '2',
  email: 'ben@clinic.example',
  salutation: '',
  firstname: 'Ben',
  lastname: 'Ortiz',
  roles: ['BUYER'],
  orderLimit: 50_000,
  monthlyLimit: 200_000,
  spentThisMonth: 12_550,
  active: true,
}
export const INVITATION: Invitation = {
  id: '7',
  email: 'cleo@clinic.example',
  roles: ['BUYER'],
  orderLimit: 20_000,
  monthlyLimit: null,
  invitedBy: 'Ana Lee',
  createdAt: '2026-11-20T10:00:00Z',
  expiresAt: '2026-11-27T10:00:00Z',
}

export const CERTIFICATE = {
  id: '3',
  state: 'NY',
  number: 'NY-12345',
  expiresOn: '2027-12-31',
  status: 'ACCEPTED' as const,
  refusalReason: null,
  fileName: 'ny.pdf',
  uploadedAt: '2026-11-01T10:00:00Z',
}
const CERTIFICATES = [
  CERTIFICATE,
  {
    ...CERTIFICATE,
    id: '2',
    state: 'NJ',
    number: 'NJ-77',
    status: 'REFUSED' as const,
    refusalReason: 'The certificate is not signed.',
  },
  { ...CERTIFICATE, id: '1', number: 'NY-1', status: 'EXPIRED' as const },
]

/** The API of an administrator's company page. */
export function companyApi(invitations: Invitation[] = []) {
  const api = fakeApi()
  api.get.mockImplementation((path: string) => {
    if (path === '/account/company')
      return Promise.resolve({ company: COMPANY })
    if (path === '/account/company/members')
      return Promise.resolve({ members: [ANA, BEN] })
    if (path === '/account/company/invitations')
      return Promise.resolve({ invitations })
    if (path === '/account/company/exemption-certificates')
      return Promise.resolve({
        company: { exemptionCertificates: CERTIFICATES },
      })
    return Promise.reject(new ApiError(404, 'Not found'))
  })
  return api
}

/** Types `value` into the field labelled `label` within `scope` (a `within(…)`). */
export const type = (
  scope: { getByLabelText: (label: RegExp) => HTMLElement },
  label: RegExp,
  value: string,
) => fireEvent.change(scope.getByLabelText(label), { target: { value } })
