// Types for scripts/postgres-server.mjs, which the backend's Postgres tests and benchmark import.

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the trusted superuser, no password. */
  url: string
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>
}

/** The folder of the Postgres server binaries (`initdb`, `pg_ctl`), or null without them. */
export declare function findPgBin(): string | null

/** Starts a throw-away Postgres server; resolves once it accepts connections. */
export declare function startPostgresServer(options: {
  /** Names its temp folder, so a leftover one says who made it. */
  name: string
}): Promise<PostgresServer>
