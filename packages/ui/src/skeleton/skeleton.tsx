export interface SkeletonProps {
  /** What is loading, announced once to screen readers, e.g. "Loading…". */
  label: string
  /** Placeholder lines; the last one is shorter, like the end of a paragraph. */
  lines?: number
}

/**
 * A quiet placeholder while a part of the page loads, in place of a spinner. It keeps roughly the
 * space of the content, so nothing jumps when it arrives.
 *
 * @example
 * <Suspense fallback={<Skeleton label="Loading…" lines={3} />}><CardForm /></Suspense>
 */
export function Skeleton({ label, lines = 3 }: SkeletonProps) {
  return (
    <div className="ui-skeleton" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className="ui-skeleton__line"
          style={i === lines - 1 && lines > 1 ? { width: '60%' } : undefined}
        />
      ))}
    </div>
  )
}
