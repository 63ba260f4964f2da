import pg from 'pg';

/**
 * How many distinct statements one process prepares (per connection, on the PostgreSQL side); past
 * this, new statements run unprepared. Kysely writes a bounded set of texts (values are always
 * parameters; an `in (...)` list makes one text per length), a few hundred for the whole API.
 */
export const MAX_PREPARED_STATEMENTS = 1_000;

/** PostgreSQL's answer when a prepared `select *` meets a table whose columns changed since (a migration by another process). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/**
 * A pg Client that runs every parameterised statement as a named prepared statement
 * (docs/decisions/0060-statements-prepared-and-built-once.md): PostgreSQL parses and plans a statement once per connection
 * instead of on every call. Measured on the dashboard mix, parse and plan were more of
 * PostgreSQL's time than executing the (index-scan, sub-0.1 ms) queries, and an unnamed
 * statement costs the client a Parse message each time as well.
 *
 * Names come from one process-wide table (text → name), so a name always means the same text on
 * every connection. Statements without parameters (`begin`, `commit`, `select 1`) run as before.
 * When a table's columns change under a prepared `select *` (another process migrating during a
 * rolling upgrade), PostgreSQL refuses it once: the statement is dropped and, outside a
 * transaction, run again prepared afresh; inside one the error stands (the transaction is already
 * aborted) and the statement is dropped before the connection's next statement.
 */
export class PreparingClient extends pg.Client {
  /** Statements PostgreSQL refused as stale inside a transaction: deallocated before the next statement. */
  #stale = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callbacks, Submittables such as cursors) pass through untouched.
  override query(config: any, values?: any, callback?: any): any {
    // Only Kysely's form, query(text, values) answered by a promise, is changed.
    if (typeof config !== 'string' || typeof values === 'function' || callback !== undefined) return super.query(config, values, callback);
    const name = Array.isArray(values) && values.length > 0 ? statementName(config) : null;
    if (name !== null) return this.#runNamed(name, config, values);
    if (this.#stale.size === 0) return super.query(config, values);
    return this.#afterDeallocating().then(() => super.query(config, values));
  }

  async #runNamed(name: string, text: string, values: unknown[]): Promise<pg.QueryResult> {
    if (this.#stale.size > 0) await this.#afterDeallocating();
    try {
      return await this.#submitNamed(name, text, values);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED)) throw error;
      this.#stale.add(name);
      if (this.getTransactionStatus() !== 'I') throw error;
      await this.#afterDeallocating();
      return this.#submitNamed(name, text, values);
    }
  }

  /**
   * The named statement as a pg Query made here: given a plain config object, pg copies it through
   * its property descriptors first (`cloneQueryConfig`, 1.5 % of the server's CPU under the
   * dashboard mix); a Query is submitted as it is.
   */
  #submitNamed(name: string, text: string, values: unknown[]): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      const query: pg.Query & { name?: string } = new pg.Query(text, values, (error, result) => (error ? reject(error) : resolve(result as unknown as pg.QueryResult)));
      // pg reads a Query's name when it sends it (its typings leave the field out).
      query.name = name;
      super.query(query);
    });
  }

  /** Drops the stale statements (on the server and in pg's per-connection record of parsed names) once the connection is outside a transaction. */
  async #afterDeallocating(): Promise<void> {
    if (this.getTransactionStatus() !== 'I') return;
    const names = [...this.#stale];
    this.#stale.clear();
    const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
    for (const name of names) {
      await super.query(`DEALLOCATE "${name}"`).catch(() => undefined);
      delete parsed[name];
    }
  }
}

const names = new Map<string, string>();

/** The statement's name (`hd_<n>`), or null once the table is full. */
export function statementName(text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_PREPARED_STATEMENTS) return null;
  const name = `hd_${names.size}`;
  names.set(text, name);
  return name;
}
