import { Transform } from 'node:stream'
import { constants, crc32, deflateRawSync } from 'node:zlib'

// A personal page, gzipped as it streams (decision 049). Every page inlines the same entry
// stylesheet (58 KB of a 90 KB cart page); its compressed form is made once per process and
// spliced into each page's gzip stream, instead of compressing it again for every buyer.

/** gzip's header: deflate, no name or time, Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
/** An empty final block (fixed Huffman): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([3, 0])

/**
 * Compresses `piece` as raw deflate blocks that end byte-aligned and not final (a sync flush),
 * so pieces compressed apart can follow each other in one stream. Each piece refers only to
 * itself: giving it the page before as a dictionary made a streamed page about 2 % smaller and
 * cost as much CPU as the splice saves.
 */
const deflatePiece = (piece: Buffer, level: number) =>
  piece.length
    ? deflateRawSync(piece, { level, finishFlush: constants.Z_SYNC_FLUSH })
    : Buffer.alloc(0)

/**
 * Makes gzip transforms for pages that may contain `constant` (the inline stylesheet) once,
 * verbatim: those bytes go out compressed once per process. The browser inflates exactly the page
 * the renderer wrote, byte for byte, whatever the chunks (a constant split between two chunks is
 * simply compressed with them).
 */
export function pageGzip(constant: string | undefined, level = 6) {
  const fixed = constant ? Buffer.from(constant) : undefined
  const fixedDeflated = fixed && deflatePiece(fixed, 9)
  // Looked for by its first bytes, then compared whole.
  const fixedStart = fixed?.subarray(0, 64)
  const find = (chunk: Buffer) => {
    if (!fixed || !fixedStart) return -1
    for (let at = chunk.indexOf(fixedStart); at >= 0;) {
      if (chunk.subarray(at, at + fixed.length).equals(fixed)) return at
      at = chunk.indexOf(fixedStart, at + 1)
    }
    return -1
  }
  return (): Transform => {
    let crc = 0
    let size = 0
    let started = false
    let spliced = !fixed
    return new Transform({
      transform(chunk: Buffer, _encoding, done) {
        crc = crc32(chunk, crc)
        size += chunk.length
        const parts = started ? [] : [HEADER]
        started = true
        const at = spliced ? -1 : find(chunk)
        if (at >= 0 && fixed && fixedDeflated) {
          spliced = true
          parts.push(
            deflatePiece(chunk.subarray(0, at), level),
            fixedDeflated,
            deflatePiece(chunk.subarray(at + fixed.length), level),
          )
        } else parts.push(deflatePiece(chunk, level))
        done(null, parts.length === 1 ? parts[0] : Buffer.concat(parts))
      },
      flush(done) {
        const trailer = Buffer.alloc(8)
        trailer.writeUInt32LE(crc >>> 0, 0)
        trailer.writeUInt32LE(size % 2 ** 32, 4)
        done(
          null,
          Buffer.concat(
            [started ? [] : [HEADER], [LAST_BLOCK, trailer]].flat(),
          ),
        )
      },
    })
  }
}
