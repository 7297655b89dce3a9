/**
 * The data of bench:review-match (review-match-bench.ts): `post_photos` filled for every post of a
 * seed:scale database by one `INSERT … SELECT` in PostgreSQL, four photos a post, with
 * random-looking fingerprints and SHA-256 texts (nothing matches by chance), then ANALYZEd. A
 * fingerprint column added beside `pdq` is one more line of fillColumns.
 */
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';

/** Crop hashes a photo keeps when post_photos has pdq_variants (25: CROPS in server/modules/photo-checks/pdq-variants.ts). */
const DEFAULT_VARIANTS = 25;

/** 32 random-looking bytes from a seed text (two md5s). */
const bytes32 = (seed: string) =>
  `md5('${seed}' || p.id || '/' || s.slot) || md5('${seed}2/' || p.id || '/' || s.slot)`;

/**
 * The fingerprint columns the fill writes, as SQL over the post `p` and its slot `s`: one line a
 * column. The k crop hashes repeat one random 32 bytes k times: between photos that do not match
 * the bytes hardly change the cost of matching, and k md5 pairs a row would make the fill k times slower.
 */
const fillColumns = (variants: number): Record<string, string> => ({
  sha256: bytes32('sha'),
  pdq: `decode(${bytes32('pdq')}, 'hex')`,
  ...(variants > 0 ? { pdq_variants: `decode(repeat(${bytes32('var')}, ${variants}), 'hex')` } : {}),
});

export async function hasVariants(db: Kysely<DB>): Promise<boolean> {
  const found = await sql<{ n: boolean }>`select exists (select 1 from information_schema.columns
    where table_name = 'post_photos' and column_name = 'pdq_variants') as n`.execute(db);
  return found.rows[0]!.n;
}

/** Fills post_photos unless filled before (`refill` redoes it); `variants` crop hashes a photo, by default 25 when the column exists. */
export async function fill(db: Kysely<DB>, opts: { refill: boolean; variants?: number }): Promise<void> {
  const filled = await sql<{
    n: boolean;
  }>`select exists (select 1 from post_photos where pdq is not null) as n`.execute(db);
  if (filled.rows[0]!.n && !opts.refill) return console.log('post_photos already filled (--refill to redo)');
  const FILL = fillColumns(opts.variants ?? ((await hasVariants(db)) ? DEFAULT_VARIANTS : 0));
  const columns = Object.keys(FILL);
  const started = performance.now();
  await sql`truncate post_photos`.execute(db);
  const result =
    await sql`insert into post_photos (post_id, slot, media_id, organization_id, district_id, day, ${sql.raw(columns.join(', '))})
    select p.id, s.slot, s.media_id, p.organization_id, p.district_id, p.day, ${sql.raw(columns.map((c) => FILL[c]).join(', '))}
    from posts p
    cross join lateral (values (1, p.image_1), (2, p.image_2), (3, p.image_3), (4, p.image_4)) as s (slot, media_id)
    where s.media_id is not null`.execute(db);
  await sql`analyze post_photos`.execute(db);
  console.log(
    `filled post_photos: ${Number(result.numAffectedRows)} rows (${columns.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s, analyzed; load ${os.loadavg()[0]!.toFixed(1)}`,
  );
}
