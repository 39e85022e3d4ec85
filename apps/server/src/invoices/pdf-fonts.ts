import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// The shop's PDF type (decision 040): Noto Sans, embedded and subset, so a name in any Latin,
// Greek or Cyrillic script prints as it is written, and Noto Emoji for what Noto Sans lacks (the
// 🦷 in a practice's name). The standard PDF fonts printed only Windows-1252: the rest came out "?".

const require = createRequire(import.meta.url)

/** Read once: every document embeds the subset of the glyphs it uses. */
const FACES = {
  'NotoSans-Regular': readFileSync(
    require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  ),
  'NotoSans-Bold': readFileSync(
    require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  ),
  'NotoEmoji-Regular': readFileSync(
    require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
  ),
}

export const REGULAR = 'NotoSans-Regular'
export const BOLD = 'NotoSans-Bold'
const EMOJI = 'NotoEmoji-Regular'
export type FontName = typeof REGULAR | typeof BOLD

/** A stretch of text in one font. */
export interface Run {
  text: string
  font: string
}

/** Characters that only shape their neighbours (variation selectors, joiners): never a "?". */
const INVISIBLE = /^(?:\u200c|\u200d|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}])$/u

/**
 * Registers the fonts on `doc` and answers how to split text into runs: each character in the
 * text's font when it has the glyph, else in Noto Emoji, else "?" (a script neither covers, such
 * as Chinese, whose fonts weigh megabytes).
 */
export function registerFonts(doc: PDFKit.PDFDocument) {
  const covers = new Map<string, (codePoint: number) => boolean>()
  for (const [name, data] of Object.entries(FACES)) {
    doc.registerFont(name, data)
    // pdfkit keeps the parsed face (fontkit's) on the current font; it has no typed accessor.
    doc.font(name)
    const face = (
      doc as unknown as {
        _font?: { font?: { hasGlyphForCodePoint?: (c: number) => boolean } }
      }
    )._font?.font
    if (!face?.hasGlyphForCodePoint)
      throw new Error(`The font ${name} has no glyph table.`)
    covers.set(
      name,
      (codePoint) => face.hasGlyphForCodePoint?.(codePoint) ?? false,
    )
  }
  const has = (font: string, char: string) =>
    covers.get(font)?.(char.codePointAt(0) ?? 0) ?? false

  return (value: string, font: FontName): Run[] => {
    const runs: Run[] = []
    for (const char of value.normalize('NFC')) {
      const [text, runFont] =
        char === '\n' || has(font, char)
          ? [char, font]
          : has(EMOJI, char)
            ? [char, EMOJI]
            : [INVISIBLE.test(char) ? '' : '?', font]
      const last = runs.at(-1)
      if (last?.font === runFont) last.text += text
      else if (text) runs.push({ text, font: runFont })
    }
    return runs.length ? runs : [{ text: '', font }]
  }
}
