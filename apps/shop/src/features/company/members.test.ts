import { describe, expect, it } from 'vitest'
import { memberName, sortRoles } from './members'

describe('company members', () => {
  it('orders roles as forms and badges show them, each once', () => {
    expect(sortRoles(['BUYER', 'ADMINISTRATOR', 'BUYER'])).toEqual([
      'ADMINISTRATOR',
      'BUYER',
    ])
  })

  it('names a member as orders show them', () => {
    expect(memberName({ firstname: 'Jamie', lastname: 'Rivera' })).toBe(
      'Jamie Rivera',
    )
  })
})
