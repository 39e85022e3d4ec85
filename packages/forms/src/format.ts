/** `list(['a', 'b', 'c'])` reads `a, b, or c`; two items read `a or b` (form-rules.md). */
export function list(items: readonly unknown[], conjunction = 'or'): string {
  const words = items.map(String)
  if (words.length <= 1) return words.join('')
  if (words.length === 2) return `${words[0]} ${conjunction} ${words[1]}`
  return `${words.slice(0, -1).join(', ')}, ${conjunction} ${words[words.length - 1]}`
}

/** `Name`: the label with its first letter capitalised. */
export function capitalise(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1)
}

const mediumDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
})

/** Dates in messages use the medium date style in UTC, e.g. `Jan 5, 2026`. */
export function formatMessageDate(date: Date): string {
  return mediumDate.format(date)
}
