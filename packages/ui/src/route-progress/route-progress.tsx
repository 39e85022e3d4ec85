export interface RouteProgressProps {
  /**
   * True while the next page loads; the bar appears only after 150 ms. It also runs while the
   * `<body>` is marked `aria-busy="true"`, so a router can drive it without re-rendering.
   */
  active?: boolean
}

/**
 * A thin bar at the top of the window while the next page loads. It is decoration only: the
 * body's `aria-busy` tells assistive technology (not `<html>`'s: it takes no ARIA attributes). It stays still when reduced motion is asked.
 *
 * @example
 * <RouteProgress active={isLoading} />
 */
export function RouteProgress({ active = false }: RouteProgressProps) {
  return (
    <div
      className="ui-route-progress"
      data-active={active}
      aria-hidden="true"
    />
  )
}
