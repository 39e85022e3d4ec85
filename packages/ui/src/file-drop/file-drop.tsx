import { useId, useState } from 'react'
import type { ReactNode } from 'react'

export interface FileDropProps {
  label: ReactNode
  help?: ReactNode
  /** File types the picker offers, e.g. `.csv,text/csv`. */
  accept?: string
  /** Receives the chosen or dropped file. */
  onFile: (file: File) => void
  disabled?: boolean
}

/**
 * A file picker that also takes a file dropped on it, e.g. a quick order's CSV. The native input
 * stays the control, so keyboard and screen-reader use are the browser's own; choosing the same
 * file again works too.
 *
 * @example
 * <FileDrop label="Upload CSV" help="A .csv file with the header sku,quantity." accept=".csv,text/csv"
 *   onFile={async (file) => readList(await file.text())} />
 */
export function FileDrop({
  label,
  help,
  accept,
  onFile,
  disabled,
}: FileDropProps) {
  const id = useId()
  const [over, setOver] = useState(false)
  return (
    <div
      className="ui-file-drop"
      data-over={over || undefined}
      onDragOver={(event) => {
        if (disabled) return
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        const file = event.dataTransfer.files[0]
        if (file && !disabled) onFile(file)
      }}
    >
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {help ? (
        <span className="ui-field__help" id={`${id}-help`}>
          {help}
        </span>
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </div>
  )
}
