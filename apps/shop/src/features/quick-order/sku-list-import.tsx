import { MAX_LINE_QUANTITY } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { Button, FileDrop } from '@shop/ui'
import { useRouteContext } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { parseQuickOrder } from './quick-order-lines'
import type { LineProblem, QuickOrderLine } from './quick-order-lines'

/** What the receiver of a list's lines did not take. */
export interface SkuListRefusal {
  /** Lines it refused, numbered as in the list that was read (see `refusedLines`). */
  problems: LineProblem[]
  /** Messages about no single line, e.g. too many lines at once: then it took none. */
  other?: string[]
}

type Receiver = (
  lines: QuickOrderLine[],
) => void | SkuListRefusal | Promise<void | SkuListRefusal>

/**
 * Hands the lines to `onLines`, which takes all or none of them (an order list's import is all or
 * nothing); when it refuses some lines, the rest are handed over once more, so every receiver
 * takes the good lines and names the bad ones alike. Answers what was taken and what was not.
 */
async function handOver(lines: QuickOrderLine[], onLines: Receiver) {
  let rest = lines
  const problems: LineProblem[] = []
  for (let round = 0; round < 2 && rest.length; round++) {
    const refusal = await onLines(rest)
    if (!refusal) return { taken: rest, problems, other: [] }
    const refused = new Set(refusal.problems.map((p) => p.line))
    problems.push(...refusal.problems)
    if (refusal.other?.length || !refused.size)
      return { taken: [], problems, other: refusal.other ?? [] }
    rest = rest.filter((line) => !refused.has(line.line))
  }
  return { taken: [], problems, other: [] }
}

/**
 * A pasted list or an uploaded CSV of `SKU quantity` lines (quick order, an order list's import),
 * read alike for both: the lines with a known SKU and a good quantity go to `onLines`; every other
 * line stays in the box to be corrected, and its message names its line in the pasted list or the
 * file (the header is line 1).
 */
export function SkuListImport({
  onLines,
  onRead,
}: {
  onLines: Receiver
  /** Called when a list starts to be read, e.g. to clear what an earlier action said. */
  onRead?: () => void
}) {
  const { t, formatNumber } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const id = useId()
  const [text, setText] = useState('')
  const [problems, setProblems] = useState<LineProblem[]>([])
  const [other, setOther] = useState<string[]>([])
  const [source, setSource] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const read = async (list: string, fileName: string | null = null) => {
    onRead?.()
    setSource(fileName)
    const parsed = parseQuickOrder(list, { requireHeader: fileName !== null })
    const badHeader = parsed.problems.find((p) => p.kind === 'badHeader')
    if (badHeader) {
      setProblems([badHeader])
      setOther([])
      return
    }
    const found: LineProblem[] = [...parsed.problems]
    let taken: QuickOrderLine[] = []
    let failed: string[] = []
    if (parsed.lines.length) {
      setBusy(true)
      try {
        // The lookup answers at most 500 SKUs at once.
        const skus = [...new Set(parsed.lines.map((line) => line.sku))]
        const answers = await Promise.all(
          Array.from({ length: Math.ceil(skus.length / 500) }, (_, i) =>
            api.get('/shop/products-by-sku', {
              query: { skus: skus.slice(i * 500, i * 500 + 500).join(',') },
            }),
          ),
        )
        const known = new Set(
          answers.flatMap((a) => a.products.map((p) => p.sku.toUpperCase())),
        )
        for (const line of parsed.lines)
          if (!known.has(line.sku))
            found.push({ line: line.line, kind: 'unknownSku', sku: line.sku })
        const good = parsed.lines.filter((line) => known.has(line.sku))
        const handed = await handOver(good, onLines)
        taken = handed.taken
        found.push(...handed.problems)
        failed = handed.other
      } catch (error) {
        failed = [(error as Error).message]
      } finally {
        setBusy(false)
      }
    }
    // Every line not taken stays in the box, in the list's order, to be corrected and read again.
    const takenLines = new Set(taken.map((line) => line.line))
    const rows = list.split(/\r?\n/)
    const kept = [...parsed.lines, ...parsed.problems]
      .map((p) => p.line)
      .filter((line) => !takenLines.has(line))
      .sort((a, b) => a - b)
    setText([...new Set(kept)].map((line) => rows[line - 1]).join('\n'))
    setProblems(found.sort((a, b) => a.line - b.line))
    setOther(failed)
  }

  const messages = [
    ...problems.map((problem) => {
      switch (problem.kind) {
        case 'badHeader':
          return t('quickOrder.badHeader')
        case 'malformed':
          return t('quickOrder.malformed', { line: problem.line })
        case 'unknownSku':
          return t('quickOrder.unknownSku', {
            line: problem.line,
            sku: problem.sku ?? '',
          })
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
      <p className="sku-import__rule">{t('quickOrder.importRule')}</p>
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
        onFile={async (file) => read(await file.text(), file.name)}
      />
      {messages.length ? (
        <div role="alert" className="form-error">
          {problems.some((p) => p.kind === 'badHeader') ? null : (
            <p>
              {source === null
                ? t('quickOrder.notAdded')
                : t('quickOrder.notAddedFrom', { file: source })}
            </p>
          )}
          <ul>
            {messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
