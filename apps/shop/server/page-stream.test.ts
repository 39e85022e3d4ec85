import { describe, expect, it } from 'vitest'
import { coalesceChunks } from './page-stream'

describe('coalesceChunks', () => {
  it('sends the chunks of one turn as one write, in order, and later ones after', async () => {
    const stream = coalesceChunks()
    const out: string[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    for (const part of ['<html>', '<body>', 'shell']) stream.write(part)
    await new Promise((resolve) => setTimeout(resolve, 10))
    stream.write('data')
    stream.end('</html>')
    await ended
    expect(out).toEqual(['<html><body>shell', 'data</html>'])
  })
})
