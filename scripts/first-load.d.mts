// Types for scripts/first-load.mjs, which the budget test (TypeScript) imports.
import type { Browser } from 'playwright-core'

export declare const gzipBytes: (path: string) => number

export interface FirstLoad {
  /**
   * Every script the page fetched, largest first: its gzip size (level 9) and the body bytes the
   * browser received, with their content encoding.
   */
  chunks: {
    path: string
    gzip: number
    received: { bytes: number; encoding: string }
  }[]
  /** Sum of the scripts' gzip sizes. */
  js: number
  /** Sum of the scripts' bytes as the browser received them. */
  jsReceived: number
  css: number
  /** URLs the `forbidden` test refused. */
  refused: string[]
}

export declare function measureFirstLoad(
  browser: Browser,
  url: string,
  forbidden?: (url: URL) => boolean,
): Promise<FirstLoad>
