import { MAX_LINE_QUANTITY } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { Button, FileDrop } from '@shop/ui'
import { useId, useState } from 'react'
import { parseQuickOrder } from './quick-order-lines'
import type { LineProblem, QuickOrderLine } from './quick-order-lines'

/** What the receiver of a list's lines refused: then it took none of them. */
export interface SkuListRefusal {
  /** Problems of single lines, numbered as in the list that was read (see `refusedLines`). */
  problems: LineProblem[]
  /** Messages about no single line, e.g. too many lines at once. */
  other?: string[]
}

/**
 * A pasted list or an uploaded CSV of `SKU quantity` lines (quick order, an order list's import).
 * The good lines go to `onLines`; the lines that need attention stay in the box, renumbered, each
 * message naming its line: those the reading found wrong, and, when `onLines` refuses (nothing
 * was taken then), every line of the list with the refused ones marked.
 */
export function SkuListImport({
  onLines,
  onRead,
}: {
  onLines: (
    lines: QuickOrderLine[],
  ) => void | SkuListRefusal | Promise<void | SkuListRefusal>
  /** Called when a list starts to be read, e.g. to clear what an earlier action said. */
  onRead?: () => void
}) {
  const { t, formatNumber } = useI18n()
  const id = useId()
  const [text, setText] = useState('')
  const [problems, setProblems] = useState<LineProblem[]>([])
  const [other, setOther] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const read = async (list: string, options?: { requireHeader: boolean }) => {
    onRead?.()
    const parsed = parseQuickOrder(list, options)
    const badHeader = parsed.problems.find((p) => p.kind === 'badHeader')
    if (badHeader) {
      setProblems([badHeader])
      setOther([])
      setText('')
      return
    }
    let refusal: SkuListRefusal | void = undefined
    if (parsed.lines.length) {
      setBusy(true)
      try {
        refusal = await onLines(parsed.lines)
      } catch (error) {
        refusal = { problems: [], other: [(error as Error).message] }
      } finally {
        setBusy(false)
      }
    }
    // The lines that stay in the box, in the list's order: the bad ones, and all of them when
    // the receiver refused the list.
    const kept = [
      ...new Set(
        [...parsed.problems, ...(refusal ? parsed.lines : [])]
          .map((p) => p.line)
          .sort((a, b) => a - b),
      ),
    ]
    const found = [...parsed.problems, ...(refusal?.problems ?? [])]
    const source = list.split(/\r?\n/)
    setText(kept.map((line) => source[line - 1]).join('\n'))
    setProblems(
      kept.flatMap((line, index) =>
        found
          .filter((p) => p.line === line)
          .map((p) => ({ ...p, line: index + 1 })),
      ),
    )
    setOther(refusal?.other ?? [])
  }

  const messages = [
    ...problems.map((problem) => {
      switch (problem.kind) {
        case 'badHeader':
          return t('quickOrder.badHeader')
        case 'malformed':
          return t('quickOrder.malformed', { line: problem.line })
        case 'refused':
          return t('quickOrder.lineRefused', {
            line: problem.line,
            message: problem.message ?? '',
          })
        default:
          return t('quickOrder.badQuantity', {
            line: problem.line,
            max: formatNumber(MAX_LINE_QUANTITY),
          })
      }
    }),
    ...other,
  ]

  return (
    <div className="card sku-import">
      <div className="field">
        <label className="ui-field__label" htmlFor={id}>
          {t('quickOrder.paste')}
        </label>
        <span className="ui-field__help" id={`${id}-help`}>
          {t('quickOrder.pasteHelp')}
        </span>
        <textarea
          id={id}
          className="ui-input sku-import__text"
          rows={6}
          value={text}
          aria-describedby={`${id}-help`}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button
        variant="secondary"
        disabled={!text.trim()}
        loading={busy}
        onClick={() => void read(text)}
      >
        {t('quickOrder.pasteApply')}
      </Button>
      <FileDrop
        label={t('quickOrder.upload')}
        help={t('quickOrder.uploadHelp')}
        accept=".csv,text/csv"
        disabled={busy}
        onFile={async (file) =>
          read(await file.text(), { requireHeader: true })
        }
      />
      {messages.length ? (
        <ul role="alert" className="form-error">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
