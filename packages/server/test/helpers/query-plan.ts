import type { CompiledQuery, Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { poolOf } from '../../src/db/connect.js';

/** `db` that also keeps every query it runs, compiled (SQL and parameters), in `queries`. */
export function recordingQueries(db: Kysely<Database>): { db: Kysely<Database>; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const executor = db.getExecutor();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(executor.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), queries };
}

/**
 * The names of the indexes PostgreSQL's plan for `query` reads when it can: sequential scans priced
 * out and the `without` indexes dropped, in a transaction rolled back. Whether the planner takes
 * an index on a real table depends on its size (a seq scan wins on a small one); that the query
 * is one an index answers is what this tells.
 */
export async function indexesAnswering(db: Kysely<Database>, query: CompiledQuery, without: readonly string[] = []): Promise<string[]> {
  const client = await poolOf(db)!.connect();
  try {
    await client.query('begin');
    for (const index of without) await client.query(`drop index ${index}`);
    await client.query('set local enable_seqscan = off');
    const { rows } = await client.query(`explain (format json) ${query.sql}`, [...query.parameters]);
    return [...JSON.stringify(rows[0]).matchAll(/"Index Name":"([a-z0-9_]+)"/g)].map((m) => m[1]!);
  } finally {
    await client.query('rollback');
    client.release();
  }
}
