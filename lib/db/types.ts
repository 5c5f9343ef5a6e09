/** A value bound to a `?` placeholder. Timestamps are milliseconds since the epoch (BIGINT columns). */
export type Value = string | number | null;

export type Statement = { sql: string; args?: Value[] };

export type Row = Record<string, unknown>;

/**
 * The small surface the app needs from a SQL database, the same for the embedded SQLite file and for
 * PostgreSQL. SQL is written once with `?` placeholders in the common subset of both dialects.
 */
export interface Database {
  readonly dialect: 'sqlite' | 'postgres';
  query<T extends Row = Row>(sql: string, args?: Value[]): Promise<T[]>;
  /** Runs one statement and resolves to the number of rows it changed. */
  execute(sql: string, args?: Value[]): Promise<number>;
  /**
   * Runs the statements in one write transaction, all or nothing, and resolves to the rows changed by
   * each. Transactions with the same `lock` never overlap, also across server instances on one
   * database (SQLite: the write lock; PostgreSQL: an advisory transaction lock).
   */
  batch(statements: Statement[], options?: { lock?: string }): Promise<number[]>;
  close(): Promise<void>;
}
