// Types for scripts/node24.mjs, which CI runs the unit and end-to-end suites on Node 24 with.

/** Where Node 24 is fetched to, and the environment npm runs in; the defaults are this repository's. */
export interface EnsureNode24Options {
  /** Default `node_modules/.cache/node24`. */
  dir?: string
  env?: NodeJS.ProcessEnv
}

/**
 * The folder of a Node 24 `node` binary, fetched into `dir` from the npm registry's `node` package
 * unless it is there already; throws, saying why, when it cannot be fetched.
 */
export declare function ensureNode24(options?: EnsureNode24Options): string

/** `env` with `bin` first on the PATH; throws when `node` there is not Node 24. */
export declare function node24Env(
  bin: string,
  env?: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv
