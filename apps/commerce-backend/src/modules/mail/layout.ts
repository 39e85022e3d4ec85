import type { MailContent } from './outbox'
import type { LinkQuery } from './absolute-link'
import type { MailTools } from './context'
import { plainValue } from './context'
import { escapeHtml } from './escape-html'
import { MAIL_THEME as theme } from './theme'

/** A link of a message: a path of the shop, made absolute by the layout and nothing else. */
export interface MailLink {
  label: string
  path: string
  query?: LinkQuery
}

/** A label with its value lines: an address, a payment method. */
export interface MailDetail {
  label: string
  lines: readonly string[]
}

/** One order line, its texts already formatted. */
export interface MailLine {
  name: string
  /** `SKU …` */
  sku: string
  quantity: string
  /** `$12.00 each` */
  unitPrice: string
  linePrice: string
  /** The line's numbers as one line of the text part: `2 × $12.00 = $24.00`. */
  text: string
}

export interface MailLineTable {
  headings: { product: string; quantity: string; price: string }
  lines: readonly MailLine[]
  /** Subtotal, adjustments and total; the `strong` row is the total. */
  totals: readonly { label: string; amount: string; strong?: boolean }[]
}

/** The pieces a message body is made of; each has an HTML and a plain-text form. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string }
  | ({ kind: 'button' } & MailLink)
  | ({ kind: 'link' } & MailLink)
  | { kind: 'details'; items: readonly MailDetail[] }
  | { kind: 'lines'; table: MailLineTable }

export interface MailDocument {
  subject: string
  /** `Hello …,` */
  greeting: string
  blocks: readonly MailBlock[]
  /** Why the recipient got the message, for the footer. */
  reason: string
}

/** Text from outside as HTML: on one line (see `plainValue`) and escaped. */
function esc(value: string) {
  return escapeHtml(plainValue(value))
}

const FONT = `font-family:${theme.fontFamily}`
// Long names and unbroken strings wrap inside their cell instead of widening the table.
const WRAP = 'word-wrap:break-word;overflow-wrap:anywhere;word-break:break-word'
// A written-out URL may break anywhere.
const WRAP_URL =
  'word-wrap:break-word;overflow-wrap:anywhere;word-break:break-all'
const TEXT = `${FONT};font-size:16px;line-height:24px;color:${theme.text}`
const SMALL = `${FONT};font-size:13px;line-height:20px;color:${theme.textMuted}`
const LINK_STYLE = `color:${theme.primary};text-decoration:underline`
const PRESENTATION =
  'role="presentation" cellpadding="0" cellspacing="0" border="0"'

/**
 * Renders a message: a complete HTML document that mail clients show as intended (tables, every
 * style inline, no images, scripts or web fonts, at most 600px wide) and a plain-text part with
 * the same content and every link written out. Every value is escaped here, so blocks hold
 * plain text.
 */
export function renderMail(tools: MailTools, doc: MailDocument): MailContent {
  const subject = plainValue(doc.subject)
  return {
    subject,
    html: renderHtml(tools, doc, subject),
    text: renderText(tools, doc),
  }
}

function renderHtml(tools: MailTools, doc: MailDocument, subject: string) {
  const { t } = tools
  const shopName = esc(t('app.name'))
  const home = escapeHtml(tools.homeLink)
  const body = [
    paragraphHtml(doc.greeting),
    ...doc.blocks.map((block) => blockHtml(tools, block)),
    paragraphHtml(t('mail.signOff')),
  ]
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(tools.locale)}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${esc(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;width:100%;background-color:${theme.background}">`,
    `<table ${PRESENTATION} width="100%" bgcolor="${theme.background}" style="width:100%;background-color:${theme.background}">`,
    `<tr><td align="center" style="padding:24px 8px">`,
    // Outlook on Windows ignores max-width: a fixed-width table only it sees keeps it at 600px.
    `<!--[if mso]><table ${PRESENTATION} width="600" align="center"><tr><td><![endif]-->`,
    `<table ${PRESENTATION} width="100%" align="center" bgcolor="${theme.surface}" style="width:100%;max-width:600px;margin:0 auto;background-color:${theme.surface};border:1px solid ${theme.border};border-top:4px solid ${theme.primary};border-radius:${theme.radius};border-collapse:separate">`,
    `<tr><td style="padding:16px 20px;border-bottom:1px solid ${theme.border};${FONT}">`,
    `<a href="${home}" style="${FONT};font-size:20px;line-height:28px;font-weight:800;color:${theme.primary};text-decoration:none">${shopName}</a>`,
    '</td></tr>',
    `<tr><td style="padding:24px 20px 8px;${TEXT};${WRAP}">`,
    ...body,
    '</td></tr>',
    '</table>',
    `<table ${PRESENTATION} width="100%" align="center" style="width:100%;max-width:600px;margin:0 auto">`,
    `<tr><td align="center" style="padding:16px 20px;${SMALL};text-align:center;${WRAP}">`,
    `${esc(doc.reason)}<br>`,
    `<a href="${home}" style="color:${theme.textMuted};text-decoration:underline">${shopName}</a> · ${esc(t('app.tagline'))}`,
    '</td></tr>',
    '</table>',
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

function paragraphHtml(text: string) {
  return `<p style="margin:0 0 16px;${TEXT};${WRAP}">${esc(text)}</p>`
}

function blockHtml(tools: MailTools, block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraphHtml(block.text)
    case 'note':
      return `<p style="margin:0 0 16px;${FONT};font-size:14px;line-height:20px;color:${theme.textMuted};${WRAP}">${esc(block.text)}</p>`
    case 'heading':
      return `<h2 style="margin:24px 0 8px;${FONT};font-size:18px;line-height:24px;font-weight:700;color:${theme.text};${WRAP}">${esc(block.text)}</h2>`
    case 'button':
      return buttonHtml(tools, block)
    case 'link': {
      const href = escapeHtml(tools.link(block.path, block.query))
      return `<p style="margin:0 0 16px;${TEXT}"><a href="${href}" target="_blank" style="${FONT};${LINK_STYLE}">${esc(block.label)}</a></p>`
    }
    case 'details':
      return detailsHtml(block.items)
    case 'lines':
      return linesHtml(block.table)
  }
}

/**
 * A bulletproof button: a styled link in a coloured cell (the cell draws the button where a
 * client ignores the link's padding), with the address written out beneath it for clients that
 * drop styles or block the button.
 */
function buttonHtml(tools: MailTools, link: MailLink) {
  const href = escapeHtml(tools.link(link.path, link.query))
  return [
    `<table ${PRESENTATION} style="margin:8px 0 12px">`,
    `<tr><td align="center" bgcolor="${theme.primary}" style="border-radius:${theme.radius};background-color:${theme.primary};mso-padding-alt:12px 24px">`,
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;border:1px solid ${theme.primary};border-radius:${theme.radius};${FONT};font-size:16px;line-height:20px;font-weight:600;color:${theme.primaryText};text-decoration:none">${esc(link.label)}</a>`,
    '</td></tr>',
    '</table>',
    `<p style="margin:0 0 16px;${SMALL};${WRAP}">${esc(tools.t('mail.buttonFallback'))}<br><a href="${href}" target="_blank" style="${LINK_STYLE};${WRAP_URL}">${href}</a></p>`,
  ].join('\n')
}

function detailsHtml(items: readonly MailDetail[]) {
  const rows = items.map(
    (item) =>
      `<tr><td style="padding:0 0 12px;${FONT};font-size:15px;line-height:22px;color:${theme.text};${WRAP}"><strong style="color:${theme.textMuted};font-size:13px">${esc(item.label)}</strong><br>${item.lines.map((line) => esc(line)).join('<br>')}</td></tr>`,
  )
  return [
    `<table ${PRESENTATION} width="100%" style="width:100%;margin:0 0 8px">`,
    ...rows,
    '</table>',
  ].join('\n')
}

/**
 * The order lines in three columns that still fit a 320px screen: the product (name and SKU,
 * wrapping), the quantity and the price (line price with the unit price under it), numbers
 * right-aligned.
 */
function linesHtml(table: MailLineTable) {
  const cell = `padding:10px 0 10px 8px;border-bottom:1px solid ${theme.border};vertical-align:top;${FONT};font-size:15px;line-height:22px;color:${theme.text}`
  const head = `padding:0 0 6px 8px;border-bottom:2px solid ${theme.border};${SMALL};font-weight:600`
  const nowrap = (text: string) =>
    `<span style="white-space:nowrap">${esc(text)}</span>`
  const lines = table.lines.map((line) =>
    [
      '<tr>',
      `<td valign="top" style="${cell};padding-left:0;${WRAP}">${esc(line.name)}<br><span style="${SMALL}">${esc(line.sku)}</span></td>`,
      `<td align="right" valign="top" style="${cell};text-align:right">${nowrap(line.quantity)}</td>`,
      `<td align="right" valign="top" style="${cell};text-align:right">${nowrap(line.linePrice)}<br><span style="${SMALL}">${esc(line.unitPrice)}</span></td>`,
      '</tr>',
    ].join(''),
  )
  const totals = table.totals.map((total) => {
    const weight = total.strong ? 'font-weight:700;' : ''
    return `<tr><td colspan="2" align="right" style="padding:6px 0 0;text-align:right;${FONT};font-size:15px;line-height:22px;color:${theme.text};${weight}${WRAP}">${esc(total.label)}</td><td align="right" style="padding:6px 0 0 8px;text-align:right;${FONT};font-size:15px;line-height:22px;color:${theme.text};${weight}">${nowrap(total.amount)}</td></tr>`
  })
  return [
    `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="width:100%;border-collapse:collapse;margin:0 0 16px">`,
    '<tr>',
    `<th scope="col" align="left" style="${head};padding-left:0;text-align:left">${esc(table.headings.product)}</th>`,
    `<th scope="col" align="right" style="${head};text-align:right;white-space:nowrap">${esc(table.headings.quantity)}</th>`,
    `<th scope="col" align="right" style="${head};text-align:right">${esc(table.headings.price)}</th>`,
    '</tr>',
    ...lines,
    ...totals,
    '</table>',
  ].join('\n')
}

function renderText(tools: MailTools, doc: MailDocument) {
  const { t } = tools
  const sections = [
    t('app.name'),
    plainValue(doc.greeting),
    ...doc.blocks.map((block) => blockText(tools, block)),
    t('mail.signOff'),
    // "-- " marks a signature: clients show what follows as the footer.
    ['-- ', plainValue(doc.reason), `${t('app.name')}: ${tools.homeLink}`].join(
      '\n',
    ),
  ]
  return `${sections.join('\n\n')}\n`
}

function blockText(tools: MailTools, block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return plainValue(block.text)
    case 'heading': {
      const text = plainValue(block.text)
      return `${text}\n${'-'.repeat(text.length)}`
    }
    case 'button':
    case 'link':
      return `${plainValue(block.label)}:\n${tools.link(block.path, block.query)}`
    case 'details':
      return detailsText(block.items)
    case 'lines':
      return [
        ...block.table.lines.map((line) =>
          [line.name, line.sku, line.text].map(plainValue).join('\n'),
        ),
        block.table.totals
          .map((total) => plainValue(`${total.label}: ${total.amount}`))
          .join('\n'),
      ].join('\n\n')
  }
}

/** `Label: value` lines stay together; a label with several lines (an address) stands apart. */
function detailsText(items: readonly MailDetail[]) {
  let text = ''
  let previousSingle = false
  for (const { label, lines } of items) {
    const single = lines.length === 1
    if (text) text += single && previousSingle ? '\n' : '\n\n'
    text += single
      ? `${plainValue(label)}: ${plainValue(lines.join(''))}`
      : [`${label}:`, ...lines].map(plainValue).join('\n')
    previousSingle = single
  }
  return text
}
