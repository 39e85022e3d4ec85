// Types for scripts/first-load.mjs, which the budget test (TypeScript) imports.
import type { Browser } from 'playwright-core'

export declare const gzipBytes: (path: string) => number

export interface FirstLoad {
  /** Every script the page fetched, largest first, with its gzip size in bytes. */
  chunks: { path: string; gzip: number }[]
  js: number
  css: number
  /** URLs the `forbidden` test refused. */
  refused: string[]
}

export declare function measureFirstLoad(
  browser: Browser,
  url: string,
  forbidden?: (url: URL) => boolean,
): Promise<FirstLoad>
