import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { absoluteLink } from './absolute-link'
import { mailTools } from './context'
import { escapeHtml } from './escape-html'
import { renderMail } from './layout'
import type { MailDocument } from './layout'
import {
  CTX,
  HOSTILE_NAME,
  HOSTILE_NAME_HTML,
  expectSafeMail,
  hrefs,
} from './test-mail'
import { MAIL_THEME } from './theme'

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(HOSTILE_NAME)).toBe(HOSTILE_NAME_HTML)
    expect(escapeHtml(`O'Neil & <Co>`)).toBe('O&#39;Neil &amp; &lt;Co&gt;')
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
    expect(escapeHtml('Plain text, 100 % — ü')).toBe('Plain text, 100 % — ü')
  })
})

describe('absoluteLink', () => {
  it('puts a path of the shop on the public URL', () => {
    expect(absoluteLink('https://shop.example', '/en/shop/cart')).toBe(
      'https://shop.example/en/shop/cart',
    )
    expect(absoluteLink('https://shop.example/', '/en')).toBe(
      'https://shop.example/en',
    )
    expect(absoluteLink('https://shop.example/store/', '/en/auth/login')).toBe(
      'https://shop.example/store/en/auth/login',
    )
    expect(absoluteLink('http://localhost:3000', '/en')).toBe(
      'http://localhost:3000/en',
    )
  })

  it('keeps the path’s own query and appends the given one, encoded', () => {
    expect(
      absoluteLink('https://shop.example', '/en/auth/reset?token=abc', {
        next: '/en/shop/cart',
        note: 'a b&c=d',
        page: 2,
      }),
    ).toBe(
      'https://shop.example/en/auth/reset?token=abc&next=%2Fen%2Fshop%2Fcart&note=a+b%26c%3Dd&page=2',
    )
  })

  it('refuses anything that is not a path of the shop', () => {
    for (const path of [
      '',
      'en/shop',
      '//evil.example/en',
      'https://evil.example/en',
      'javascript:alert(1)',
      '/\\evil.example',
      '/en/reset\r\nX-Injected: 1',
      '/en/a b',
    ])
      expect(() => absoluteLink('https://shop.example', path), path).toThrow()
    // `..` may not climb out of the shop's base path.
    expect(() =>
      absoluteLink('https://shop.example/store', '/../admin'),
    ).toThrow()
  })

  it('refuses a public URL that is not a plain http(s) address', () => {
    for (const publicUrl of [
      'shop.example',
      'javascript:alert(1)',
      'ftp://shop.example',
      'https://user:secret@shop.example',
      'https://shop.example/?ref=mail',
      'https://shop.example/#top',
    ])
      expect(() => absoluteLink(publicUrl, '/en'), publicUrl).toThrow()
  })
})

describe('the layout', () => {
  const tools = mailTools(CTX)
  const doc: MailDocument = {
    subject: 'A subject',
    greeting: `Hello ${HOSTILE_NAME},`,
    blocks: [
      { kind: 'heading', text: 'A heading' },
      { kind: 'paragraph', text: 'A paragraph with <b>markup</b> & more.' },
      { kind: 'button', label: 'Open', path: '/en/a', query: { x: '1&2' } },
      { kind: 'link', label: 'Download', path: '/en/b' },
      { kind: 'details', items: [{ label: 'Address', lines: ['A', 'B'] }] },
      { kind: 'note', text: 'A note.' },
    ],
    reason: 'Why you got it.',
  }

  it('renders a complete, e-mail-safe document with the shop’s brand and footer', () => {
    const mail = renderMail(tools, doc)
    expectSafeMail(mail)
    const { html, text } = mail
    expect(html).toContain('<title>A subject</title>')
    expect(html).toContain('>Clinic Supply</a>')
    expect(html).toContain(`color:${MAIL_THEME.primary}`)
    expect(html).toContain(`font-family:${MAIL_THEME.fontFamily}`)
    expect(html).toContain('Why you got it.')
    expect(html).toContain(
      'A paragraph with &lt;b&gt;markup&lt;/b&gt; &amp; more.',
    )
    expect(html).toContain(`Hello ${HOSTILE_NAME_HTML},`)
    expect(html).not.toContain(HOSTILE_NAME)
    expect(hrefs(html)).toEqual([
      'https://shop.example/en',
      'https://shop.example/en/a?x=1%262',
      'https://shop.example/en/a?x=1%262',
      'https://shop.example/en/b',
      'https://shop.example/en',
    ])
    expect(text).toBe(
      [
        'Clinic Supply',
        '',
        `Hello ${HOSTILE_NAME},`,
        '',
        'A heading',
        '---------',
        '',
        'A paragraph with <b>markup</b> & more.',
        '',
        'Open:',
        'https://shop.example/en/a?x=1%262',
        '',
        'Download:',
        'https://shop.example/en/b',
        '',
        'Address:',
        'A',
        'B',
        '',
        'A note.',
        '',
        'Your Clinic Supply team',
        '',
        '-- ',
        'Why you got it.',
        'Clinic Supply: https://shop.example/en',
        '',
      ].join('\n'),
    )
  })

  it('draws the button as a link in a coloured cell and writes its address out beneath', () => {
    const { html } = renderMail(tools, doc)
    const href = 'https://shop.example/en/a?x=1%262'
    expect(html).toMatch(
      new RegExp(
        `<td align="center" bgcolor="${MAIL_THEME.primary}"[^>]*>\\s*<a href="${escapeRegExp(href)}"[^>]*display:inline-block`,
      ),
    )
    expect(html).toContain(`>${href}</a>`)
  })

  it('keeps values on one line in the subject and the text part', () => {
    const mail = renderMail(tools, {
      ...doc,
      subject: 'Order 1\r\nBcc: someone@evil.example',
      greeting: 'Hello Ana\nP.S. call 555-0100,',
    })
    expect(mail.subject).toBe('Order 1 Bcc: someone@evil.example')
    expect(mail.text).toContain('Hello Ana P.S. call 555-0100,')
  })

  it('uses the design tokens of @shop/ui', () => {
    const require = createRequire(import.meta.url)
    const css = readFileSync(
      join(dirname(require.resolve('@shop/ui/package.json')), 'src/styles.css'),
      'utf8',
    )
    const token = (name: string) =>
      new RegExp(`--ui-${name}:\\s*([^;]+);`)
        .exec(css)?.[1]
        ?.replace(/\s+/g, ' ')
    expect({
      background: token('color-bg'),
      surface: token('color-surface'),
      text: token('color-text'),
      textMuted: token('color-text-muted'),
      border: token('color-border'),
      primary: token('color-primary'),
      primaryText: token('color-primary-text'),
      radius: token('radius-md'),
      fontFamily: token('font-family'),
    }).toEqual(MAIL_THEME)
  })
})

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
