// Types for scripts/postgres-server.mjs, which the backend's Postgres tests and benchmark import.

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the trusted superuser, no password. */
  url: string
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>
}

/** Where to look for the Postgres server binaries; the defaults are this machine's. */
export interface FindPgBinOptions {
  /** Folders separated as in `PATH`; default `process.env.PATH`. */
  path?: string
  /** Debian's folder of versioned installs; default `/usr/lib/postgresql`. */
  debianDir?: string
}

/** The folder of the Postgres server binaries (`initdb`, `pg_ctl`, `postgres`), or null without them. */
export declare function findPgBin(options?: FindPgBinOptions): string | null

/** The folder of the Postgres server binaries; throws the command that installs them without them. */
export declare function requirePgBin(options?: FindPgBinOptions): string

/**
 * Starts a throw-away Postgres server; resolves once it accepts connections, rejects with the
 * command that installs the server when its binaries are missing.
 */
export declare function startPostgresServer(
  options: {
    /** Names its temp folder, so a leftover one says who made it. */
    name: string
  } & FindPgBinOptions,
): Promise<PostgresServer>
