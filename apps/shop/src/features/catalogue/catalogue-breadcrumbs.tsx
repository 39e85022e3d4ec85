import { useI18n } from '@shop/i18n/react'
import { Breadcrumbs } from '@shop/ui'
import type { RenderLink } from '@shop/ui'
import { Link } from '@tanstack/react-router'
import { breadcrumbTrail } from './category-path'
import type { CategoryInTree } from './category-path'

/** A catalogue link through the router, for the design system's link-rendering components. */
const catalogueLink: RenderLink = ({ href, ...rest }) =>
  href === '/en/shop' ? (
    <Link to="/en/shop" {...rest} />
  ) : (
    <Link
      to="/en/shop/$"
      params={{ _splat: href.replace(/^\/en\/shop\//, '') }}
      {...rest}
    />
  )

/**
 * Shop › each category from the root down, ending with the current page: the category itself,
 * or `current` (a product, the configurator) after it.
 */
export function CatalogueBreadcrumbs({
  category,
  current,
}: {
  category: CategoryInTree
  current?: { label: string; href: string }
}) {
  const { t } = useI18n()
  const items = [
    ...breadcrumbTrail(category).map((item, i) => ({
      label: i === 0 ? t('nav.shop') : item.name,
      href: item.path,
    })),
    ...(current ? [current] : []),
  ]
  return (
    <Breadcrumbs
      label={t('nav.breadcrumbs')}
      items={items}
      renderLink={catalogueLink}
    />
  )
}
