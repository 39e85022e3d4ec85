import { useI18n } from '@shop/i18n/react'
import { Checkbox, ColorSwatch } from '@shop/ui'
import type { Category } from '#lib/queries'
import { toggleAttribute } from './category-path'

export interface CategoryFiltersProps {
  groups: Category['allowedAttributeGroups']
  /** How many products each attribute would leave; attributes without a count are not offered. */
  counts: ReadonlyMap<string, number>
  selected: string[]
  onChange: (change: (current: string[]) => string[]) => void
}

/**
 * The category's attribute groups as filters, one value per group, each with the number of
 * products it would leave. A value that would leave none cannot be chosen; a chosen one can
 * always be cleared. Values no product of the category has are left out.
 */
export function CategoryFilters({
  groups,
  counts,
  selected,
  onChange,
}: CategoryFiltersProps) {
  return groups.map((group) => {
    const ids = group.attributes.map((a) => a.id)
    const options = group.attributes.filter(
      (a) => counts.has(a.id) || selected.includes(a.id),
    )
    if (!options.length) return null
    return (
      <fieldset key={group.id} className="filters__group">
        <legend>{group.name}</legend>
        {options.map((attribute) => {
          const checked = selected.includes(attribute.id)
          const count = counts.get(attribute.id) ?? 0
          return (
            <Checkbox
              key={attribute.id}
              className="filters__option"
              checked={checked}
              disabled={!checked && count === 0}
              onChange={() =>
                onChange((current) =>
                  toggleAttribute(current, attribute.id, ids),
                )
              }
              label={
                <>
                  {attribute.valueColor ? (
                    <ColorSwatch color={attribute.valueColor} />
                  ) : null}
                  {attribute.name}
                  <span className="filters__count">({count})</span>
                </>
              }
            />
          )
        })}
      </fieldset>
    )
  })
}

/**
 * "Only what can be ordered now": leaves out what is out of stock without backorders and what is
 * no longer sold (the API's `available`); the listing's count follows.
 */
export function AvailabilityFilter({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useI18n()
  return (
    <fieldset className="filters__group">
      <legend>{t('availability.filterGroup')}</legend>
      <Checkbox
        className="filters__option"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        label={t('availability.filter')}
      />
    </fieldset>
  )
}

/** The chosen filters as buttons that remove them, readable without opening the filters. */
export function ActiveFilters({
  groups,
  selected,
  onChange,
}: Omit<CategoryFiltersProps, 'counts'>) {
  const { t } = useI18n()
  const chosen = groups.flatMap((group) =>
    group.attributes.filter((a) => selected.includes(a.id)),
  )
  if (!chosen.length) return null
  return (
    <ul className="active-filters" aria-label={t('category.filters')}>
      {chosen.map((attribute) => (
        <li key={attribute.id}>
          <button
            type="button"
            className="active-filters__chip"
            aria-label={t('category.removeFilter', { name: attribute.name })}
            onClick={() =>
              onChange((current) => current.filter((id) => id !== attribute.id))
            }
          >
            {attribute.valueColor ? (
              <ColorSwatch color={attribute.valueColor} />
            ) : null}
            {attribute.name}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
