import { describe, expect, it } from 'vitest'
import { addressBookRights, sortRoles } from './company-members'
import { hasRole } from './company-roles'
import type { Role } from './company-roles'

const member = (roles: Role[], membersMayAddAddresses = false) => ({
  roles,
  company: {
    name: 'Lee Clinic',
    npiNumber: '1234567893',
    membersMayAddAddresses,
  },
})

describe('company roles', () => {
  it('knows whether a member holds a role', () => {
    expect(hasRole(member(['APPROVER', 'BUYER']), 'APPROVER')).toBe(true)
    expect(hasRole(member(['BUYER']), 'ADMINISTRATOR')).toBe(false)
    expect(hasRole(null, 'BUYER')).toBe(false)
  })

  it('lists roles in one order, each once', () => {
    expect(sortRoles(['BUYER', 'ADMINISTRATOR', 'BUYER'])).toEqual([
      'ADMINISTRATOR',
      'BUYER',
    ])
  })

  it('lets administrators change the address book, others add where the company allows it', () => {
    expect(addressBookRights(member(['ADMINISTRATOR']))).toEqual({
      add: true,
      change: true,
    })
    expect(addressBookRights(member(['BUYER', 'APPROVER'], true))).toEqual({
      add: true,
      change: false,
    })
    expect(addressBookRights(member(['BUYER'], false))).toEqual({
      add: false,
      change: false,
    })
    expect(addressBookRights(null)).toEqual({ add: false, change: false })
  })
})
