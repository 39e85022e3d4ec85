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
}

export interface Configuration {
  steps: ConfiguratorStep[]
  /** The choices that fit together, step by step: what the URL holds. */
  choices: string[]
  /** Choices that no longer fit an earlier step's choice, dropped. */
  cleared: string[]
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
    const counts = new Map(
      (await countsFor([...choices])).map((a) => [a.attributeId, a.count]),
    )
    // Every attribute the category's products carry has a count, 0 when it does not fit.
    const offered = group.attributes
      .map((a) => a.id)
      .filter((id) => counts.has(id))
    const available = offered.filter((id) => (counts.get(id) ?? 0) > 0)
    const wanted = offered.find((id) => selected.includes(id)) ?? null
    const choice = wanted && available.includes(wanted) ? wanted : null
    if (choice) choices.push(choice)
    else if (wanted) cleared.push(wanted)
    steps.push({ groupId: group.id, offered, available, choice })
  }
  choices.sort((a, b) => Number(a) - Number(b))
  return { steps, choices, cleared }
}

/** The configurator asks for one product: the match, once every step is chosen. */
export const CONFIGURATOR_PAGE = {
  page: 1,
  pageSize: 1,
  sort: 'name',
} as const

/** The configurator's listing for a selection (shared by the loader and the buyer's clicks). */
export const configuratorListing = (
  api: Api,
  identifier: string,
  selection: string[],
) =>
  categoryProductsQuery(
    api,
    identifier,
    // In id order, as in the URL, so the same choices are one query.
    [...selection].sort((a, b) => Number(a) - Number(b)),
    CONFIGURATOR_PAGE,
  )

/** Counts through the query cache, so a step already seen costs no request. */
export const cachedCounts =
  (queryClient: QueryClient, api: Api, identifier: string): CountsFor =>
  (selection) =>
    queryClient
      .ensureQueryData(configuratorListing(api, identifier, selection))
      .then((listing) => listing.attributeCounts)
