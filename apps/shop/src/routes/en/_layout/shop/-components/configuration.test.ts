import { describe, expect, it } from 'vitest'
import type { Category } from '#lib/queries'
import { configure } from './configuration'

// Gloves: nitrile comes in blue only, latex in white only; no glove comes in 10-piece packs.
const [NITRILE, LATEX, BLUE, WHITE, P10, P100] = ['1', '2', '3', '4', '5', '6']
const group = (id: string, attributes: string[]) => ({
  id,
  attributes: attributes.map((a) => ({ id: a })),
})
const GROUPS = [
  group('material', [NITRILE, LATEX]),
  group('colour', [BLUE, WHITE]),
  group('pack', [P10, P100]),
] as unknown as Category['allowedAttributeGroups']
const PRODUCTS = [
  [NITRILE, BLUE, P100],
  [LATEX, WHITE, P100],
]

/** What the backend answers: every attribute the products carry, with the products it leaves. */
async function counts(selection: string[]) {
  const groupOf = (id: string) =>
    GROUPS.find((g) => g.attributes.some((a) => a.id === id))!
  const carried = [...new Set(PRODUCTS.flat())]
  return carried.map((attributeId) => ({
    attributeId,
    count: PRODUCTS.filter(
      (p) =>
        p.includes(attributeId) &&
        selection
          .filter((s) => groupOf(s) !== groupOf(attributeId))
          .every((s) => p.includes(s)),
    ).length,
  }))
}

describe('the configurator', () => {
  it('offers only values some product has, in the category’s order of steps', async () => {
    const { steps } = await configure(GROUPS, [], counts)
    expect(steps.map((s) => s.groupId)).toEqual(['material', 'colour', 'pack'])
    expect(steps[2]!.offered).toEqual([P100])
  })

  it('lets an earlier step change after every step is chosen, clearing what no longer fits', async () => {
    const done = await configure(GROUPS, [NITRILE, BLUE, P100], counts)
    expect(done.cleared).toEqual([])
    // The material is not held back by the colour chosen after it.
    expect(done.steps[0]!.available).toEqual([NITRILE, LATEX])
    expect(done.steps[1]!.available).toEqual([BLUE])
    const changed = await configure(GROUPS, [LATEX, BLUE, P100], counts)
    expect(changed.choices).toEqual([LATEX, P100])
    expect(changed.cleared).toEqual([BLUE])
    expect(changed.steps[1]).toMatchObject({ choice: null, available: [WHITE] })
  })
})
