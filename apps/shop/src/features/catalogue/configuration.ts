import type { QueryClient } from '@tanstack/react-query'
import type { Api } from '#lib/api'
import { categoryProductsQuery } from '#lib/queries'
import type { Category, CategoryListing } from '#lib/queries'

/** One step of the configurator: one attribute group of the category. */
export interface ConfiguratorStep {
  groupId: string
  /** The group's values that some product of the category has; no other value is shown. */
  offered: string[]
  /** Of those, the values that lead to a product with the choices of the earlier steps. */
  available: string[]
  choice: string | null
  /**
   * The pack that costs least per piece, once the earlier steps are chosen (like is compared with
   * like: one product in its packs, not the cheapest material's 100 with another's 200); null
   * when the step has no packs to compare or two cost the same.
   */
  bestValue: string | null
}

export interface Configuration {
  steps: ConfiguratorStep[]
  /** The choices that fit together, step by step: what the URL holds. */
  choices: string[]
  /** Choices that no longer fit an earlier step's choice, dropped. */
  cleared: string[]
  /** Every step is chosen: the products carrying every choice are the result. */
  complete: boolean
}

/** How many products each attribute of the category leaves, given a selection. */
export type CountsFor = (
  selection: string[],
) => Promise<CategoryListing['attributeCounts']>

/**
 * The configurator's state for `selected`, walking the steps in the order the category gives its
 * groups. A step offers what fits the choices of the steps *before* it, so an earlier step can
 * always be changed; a later choice that no longer fits is cleared (and reported).
 */
export async function configure(
  groups: Category['allowedAttributeGroups'],
  selected: readonly string[],
  countsFor: CountsFor,
): Promise<Configuration> {
  const choices: string[] = []
  const cleared: string[] = []
  const steps: ConfiguratorStep[] = []
  for (const group of groups) {
    const earlierChosen = choices.length === steps.length
    const counts = new Map(
      (await countsFor([...choices])).map((a) => [a.attributeId, a]),
    )
    // Every attribute the category's products carry has a count, 0 when it does not fit.
    const offered = group.attributes
      .map((a) => a.id)
      .filter((id) => counts.has(id))
    const available = offered.filter((id) => (counts.get(id)?.count ?? 0) > 0)
    const wanted = offered.find((id) => selected.includes(id)) ?? null
    const choice = wanted && available.includes(wanted) ? wanted : null
    if (choice) choices.push(choice)
    else if (wanted) cleared.push(wanted)
    const bestValue = earlierChosen
      ? cheapestPerPiece(
          group.attributes.filter((a) => available.includes(a.id)),
          counts,
        )
      : null
    steps.push({ groupId: group.id, offered, available, choice, bestValue })
  }
  choices.sort((a, b) => Number(a) - Number(b))
  return {
    steps,
    choices,
    cleared,
    complete: steps.every((step) => step.choice),
  }
}

/**
 * Of packs (values with pieces), the one whose cheapest product costs least per piece; null with
 * fewer than two packs to compare or a tie.
 */
function cheapestPerPiece(
  attributes: Category['allowedAttributeGroups'][number]['attributes'],
  counts: Map<string, CategoryListing['attributeCounts'][number]>,
): string | null {
  const perPiece = attributes.flatMap((a) => {
    const minPrice = counts.get(a.id)?.minPrice
    return a.pieces && minPrice != null
      ? [{ id: a.id, price: minPrice / a.pieces }]
      : []
  })
  if (perPiece.length < 2) return null
  const [best, next] = perPiece.sort((a, b) => a.price - b.price)
  return best && next && best.price < next.price ? best.id : null
}

/**
 * A step's counts ask for one product (only the counts and the total are read); a complete
 * configuration lists its matches: every product carrying every choice (two product lines of one
 * glove), up to a page, with a link to the rest in the category's listing.
 */
const CONFIGURATOR_MATCHES = 12

/** The configurator's listing for a selection (shared by the loader and the buyer's clicks). */
export const configuratorListing = (
  api: Api,
  identifier: string,
  selection: string[],
  complete = false,
) =>
  categoryProductsQuery(
    api,
    identifier,
    // In id order, as in the URL, so the same choices are one query.
    [...selection].sort((a, b) => Number(a) - Number(b)),
    { page: 1, pageSize: complete ? CONFIGURATOR_MATCHES : 1, sort: 'name' },
  )

/** Counts through the query cache, so a step already seen costs no request. */
export const cachedCounts =
  (queryClient: QueryClient, api: Api, identifier: string): CountsFor =>
  (selection) =>
    queryClient
      .ensureQueryData(configuratorListing(api, identifier, selection))
      .then((listing) => listing.attributeCounts)
