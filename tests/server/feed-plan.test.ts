/**
 * The supervisors' feed page is planned for its dates every time (found by the soak with every
 * post new, docs/reliability.md). The server names each SQL text as a prepared statement
 * (server/db/prepared-statements.ts), and after five runs PostgreSQL keeps a generic plan when it
 * looks as good: for the feed's date range of unknown width it guessed 24 rows, so it joined and
 * sorted a district's whole month of posts for the newest ten (30–85 ms at 1,800 institutions,
 * against 0.1 ms reading them from posts_district_feed_idx). On one connection, after ten feed
 * pages, no prepared statement of that session is the feed's; the warden's own page, asked as
 * often, is one (so the check sees the session's statements). PostgreSQL only: PGlite prepares
 * nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPage } from '@server/modules/tweets/feed.repository.ts';
import { wardenPostsPage } from '@server/modules/tweets/tweets.repository.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) t = await makeTestApp();
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.skipIf(!onPostgres)('the feed page on PostgreSQL', () => {
  it('is never kept as a prepared statement with a generic plan', async () => {
    const window = {
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'ALL',
      meal: 'ALL',
      sort: 'RECENT' as const,
      page: 1,
      size: 10,
    };
    const statements = await t.app.ctx.db.connection().execute(async (conn) => {
      for (let i = 0; i < 10; i++) {
        await feedPage(conn, { districts: [1] }, window);
        await wardenPostsPage(conn, 4, 'ALL', 1, 10);
      }
      const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
      return rows.rows.map((r) => r.statement);
    });
    const feed = statements.filter((s) => s.includes('order by "p"."day" desc'));
    const wardenPage = statements.filter((s) => s.includes('where "p"."warden_id" = $1'));
    expect(feed).toEqual([]);
    expect(wardenPage).toHaveLength(1);
  });
});
