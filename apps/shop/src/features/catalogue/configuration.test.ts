import { describe, expect, it } from 'vitest'
import type { Category } from '#lib/queries'
import { configure } from './configuration'

// Gloves: nitrile comes in blue only, latex in white only; no glove comes in 10-piece packs.
const [NITRILE, LATEX, BLUE, WHITE, P10, P100, P200] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
]
const PIECES: Record<string, number> = { [P10]: 10, [P100]: 100, [P200]: 200 }
const group = (id: string, attributes: string[]) => ({
  id,
  attributes: attributes.map((a) => ({ id: a, pieces: PIECES[a] ?? null })),
})
const GROUPS = [
  group('material', [NITRILE, LATEX]),
  group('colour', [BLUE, WHITE]),
  group('pack', [P10, P100, P200]),
] as unknown as Category['allowedAttributeGroups']
/** Attributes and price in cents: the 200 pack costs less per piece than the 100 pack. */
const PRODUCTS = [
  { attributes: [NITRILE, BLUE, P100], price: 899 },
  { attributes: [NITRILE, BLUE, P200], price: 1699 },
  { attributes: [LATEX, WHITE, P100], price: 549 },
]

/** What the backend answers: every attribute the products carry, with the products it leaves. */
async function counts(selection: string[]) {
  const groupOf = (id: string) =>
    GROUPS.find((g) => g.attributes.some((a) => a.id === id))!
  const carried = [...new Set(PRODUCTS.flatMap((p) => p.attributes))]
  return carried.map((attributeId) => {
    const left = PRODUCTS.filter(
      (p) =>
        p.attributes.includes(attributeId) &&
        selection
          .filter((s) => groupOf(s) !== groupOf(attributeId))
          .every((s) => p.attributes.includes(s)),
    )
    return {
      attributeId,
      count: left.length,
      minPrice: left.length ? Math.min(...left.map((p) => p.price)) : null,
    }
  })
}

describe('the configurator', () => {
  it('offers only values some product has, in the category’s order of steps', async () => {
    const { steps } = await configure(GROUPS, [], counts)
    expect(steps.map((s) => s.groupId)).toEqual(['material', 'colour', 'pack'])
    expect(steps[2]!.offered).toEqual([P100, P200])
  })

  it('lets an earlier step change after every step is chosen, clearing what no longer fits', async () => {
    const done = await configure(GROUPS, [NITRILE, BLUE, P100], counts)
    expect(done.cleared).toEqual([])
    expect(done.complete).toBe(true)
    // The material is not held back by the colour chosen after it.
    expect(done.steps[0]!.available).toEqual([NITRILE, LATEX])
    expect(done.steps[1]!.available).toEqual([BLUE])
    const changed = await configure(GROUPS, [LATEX, BLUE, P100], counts)
    expect(changed.choices).toEqual([LATEX, P100])
    expect(changed.cleared).toEqual([BLUE])
    expect(changed.complete).toBe(false)
    expect(changed.steps[1]).toMatchObject({ choice: null, available: [WHITE] })
  })

  it('marks the pack that costs least per piece as the best value, $16.99 for 200 over $8.99 for 100', async () => {
    const { steps } = await configure(GROUPS, [NITRILE, BLUE], counts)
    expect(steps[2]!.bestValue).toBe(P200)
    // Packs of one glove are compared, not the cheapest latex 100 with a nitrile 200: before the
    // material and colour are chosen no pack is marked.
    const open = await configure(GROUPS, [], counts)
    expect(open.steps[2]!.bestValue).toBeNull()
    // Nor is a step without packs, nor a pack without another to compare with.
    expect(steps[0]!.bestValue).toBeNull()
    const latex = await configure(GROUPS, [LATEX, WHITE], counts)
    expect(latex.steps[2]!.bestValue).toBeNull()
  })
})
