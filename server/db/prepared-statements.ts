/**
 * Auto-prepare for PostgreSQL. Kysely sends every query as an unnamed statement, which PostgreSQL
 * parses and plans each time: at state scale the planning (about 0.5 ms for a post list with its
 * joins) cost more than running the query (0.1–0.3 ms; docs/benchmarks.md, P5). Here each distinct
 * SQL text gets a name, so each pooled connection parses it once and, after five runs, keeps a
 * generic plan when that is as good. The texts are the app's own (values always travel as
 * parameters), so they are few; past `maxNames` distinct texts, new ones go unnamed as before,
 * which bounds the memory every connection spends on them. A query whose best plan depends on its
 * values ends with PLAN_EACH_TIME and always goes unnamed: the supervisors' feed page, whose generic
 * plan (a date range of unknown width, guessed at 24 rows) joined and sorted a district's whole month
 * of posts, 30–85 ms at 1,800 institutions, instead of reading the newest ten from the index (0.1 ms).
 */
import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/** The end of a query that PostgreSQL should plan for its values each time (see above). */
export const PLAN_EACH_TIME = '/* plan each time */';

export function autoPrepare(pool: pg.Pool, maxNames = 300): void {
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < maxNames) names.set(text, (name = `hm_${names.size}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as { query: Query }).query = (...args: unknown[]) => {
      const [text, values] = args;
      // Only statements with parameters: one without goes through the simple protocol, which also
      // runs several statements at once (migrations, BEGIN and COMMIT), where a named one could not.
      const name =
        typeof text === 'string' && Array.isArray(values) && values.length > 0 && args.length === 2
          ? text.endsWith(PLAN_EACH_TIME)
            ? undefined
            : nameFor(text)
          : undefined;
      return name ? query({ name, text, values }) : query(...args);
    };
  });
}
