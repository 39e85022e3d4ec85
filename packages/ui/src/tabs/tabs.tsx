import { useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'

export interface Tab {
  id: string
  label: ReactNode
  content: ReactNode
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Product information". */
  label: string
  tabs: readonly Tab[]
  /** The open tab when the parent keeps the state; leave out to let `Tabs` keep it. */
  selected?: string
  defaultSelected?: string
  onSelect?: (id: string) => void
}

/**
 * Tabs after the WAI-ARIA pattern: arrow keys, Home and End move between tabs and open them;
 * Tab moves into the open panel. Closed panels stay in the document (hidden), so their text is
 * there for search engines and find-in-page after opening.
 *
 * @example
 * <Tabs label="Product information" tabs={[{ id: 'description', label: 'Description', content: <p>…</p> }]} />
 */
export function Tabs({
  label,
  tabs,
  selected,
  defaultSelected,
  onSelect,
}: TabsProps) {
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id)
  const current = selected ?? own
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const choose = (index: number) => {
    const tab = tabs[index]
    if (!tab) return
    setOwn(tab.id)
    onSelect?.(tab.id)
    buttons.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next)
  }
  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[i] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={tab.id === current}
            tabIndex={tab.id === current ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => choose(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
