import { useId } from 'react'

export interface SearchBoxProps {
  /** The field's accessible name, e.g. "Search". */
  label: string
  /** The submit button's text. */
  buttonLabel: string
  placeholder?: string
  defaultValue?: string
  /** Called with the trimmed query; an empty query is not searched. */
  onSearch: (query: string) => void
  /** The form field's name; without JavaScript the form submits it to `action`. */
  name?: string
  /** Where the form goes without JavaScript, e.g. the search page. */
  action?: string
}

/**
 * A search landmark with a labelled field and a submit button.
 *
 * @example
 * <SearchBox label="Search" buttonLabel="Search" onSearch={(q) => navigate({ to: '/en/shop/search', search: { q } })} />
 */
export function SearchBox({
  label,
  buttonLabel,
  placeholder,
  defaultValue,
  onSearch,
  name = 'q',
  action,
}: SearchBoxProps) {
  const id = useId()
  return (
    <form
      role="search"
      className="ui-search"
      action={action}
      onSubmit={(event) => {
        event.preventDefault()
        const value = new FormData(event.currentTarget).get(name)
        const query = typeof value === 'string' ? value.trim() : ''
        if (query) onSearch(query)
      }}
    >
      <label className="ui-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        className="ui-input"
        placeholder={placeholder}
        defaultValue={defaultValue}
        enterKeyHint="search"
      />
      <button type="submit" className="ui-button ui-button--secondary">
        {buttonLabel}
      </button>
    </form>
  )
}
