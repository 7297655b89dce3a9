/**
 * The queries of the review step (review-step.ts), inside a post's insert transaction: the new post
 * and its photos' fingerprints, the photos it is compared with (three small index reads of
 * `post_photos`, migration 0019), and the writes of its photos, checks and review state. A lock per
 * district makes two posts of one district match one after the other, so one photo sent to two
 * hostels at the same moment is still caught by the second.
 */
import { sql, type Transaction } from 'kysely';
import { OWN_HISTORY_DAYS, OWN_HISTORY_SLOTS, type CheckKind } from '@common/review-rules.ts';
import type { DB } from '../../db/schema.ts';
import type { PhotoPrint } from './photo-match.ts';

type Trx = Transaction<DB>;

/** An arbitrary constant: the first key of the district locks, apart from any other advisory lock. */
const DISTRICT_LOCK = 26019;

export async function lockDistrict(trx: Trx, districtId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${DISTRICT_LOCK}, ${districtId})`.execute(trx);
}

export const postForChecks = (trx: Trx, id: number) =>
  trx
    .selectFrom('posts')
    .select([
      'id',
      'organization_id',
      'district_id',
      'day',
      'image_1',
      'image_2',
      'image_3',
      'image_4',
      'faces',
      'no_faces_confirmed',
      'clock_suspect',
      'photo_sources',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/** Both drivers answer bytea as a Uint8Array (db/driver-types.ts); the fingerprint's code reads a Buffer over it. */
const asBuffer = (b: Uint8Array | null) => (b === null ? null : Buffer.from(b.buffer, b.byteOffset, b.byteLength));

export async function mediaPrints(trx: Trx, ids: number[]) {
  const rows = await trx
    .selectFrom('media')
    .select(['id', 'sha256', 'pdq', 'pdq_variants', 'pdq_quality'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({ ...r, pdq: asBuffer(r.pdq), pdq_variants: asBuffer(r.pdq_variants) }));
}

export async function insertPostPhotos(
  trx: Trx,
  rows: (PhotoPrint & { media_id: number; district_id: number })[],
): Promise<void> {
  if (rows.length) await trx.insertInto('post_photos').values(rows).execute();
}

/** The photos a new post is compared with: its institution's recent plates, kitchens and children, its district's day, and byte copies anywhere. */
export async function comparedPhotos(
  trx: Trx,
  post: { id: number; organization_id: number; district_id: number; day: string },
  hashes: string[],
): Promise<PhotoPrint[]> {
  const columns = ['post_id', 'slot', 'organization_id', 'day', 'sha256', 'pdq', 'pdq_variants'] as const;
  const base = () => trx.selectFrom('post_photos').select(columns).where('post_id', '<>', post.id);
  const own = base()
    .where('organization_id', '=', post.organization_id)
    .where('day', '>=', sql<string>`${post.day}::date - ${OWN_HISTORY_DAYS}::int`)
    .where('slot', 'in', [...OWN_HISTORY_SLOTS]);
  const district = base().where('district_id', '=', post.district_id).where('day', '=', post.day);
  let query = own.unionAll(district);
  if (hashes.length) query = query.unionAll(base().where('sha256', 'in', hashes));
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, pdq: asBuffer(r.pdq), pdq_variants: asBuffer(r.pdq_variants) }));
}

export interface NewCheck {
  post_id: number;
  kind: CheckKind;
  slot: number | null;
  match_post_id?: number;
  match_slot?: number;
  distance?: number;
  exact?: boolean;
}

/** Writes a post's checks and puts it in the queue. */
export async function insertChecks(trx: Trx, checks: NewCheck[]): Promise<void> {
  if (!checks.length) return;
  await trx.insertInto('post_checks').values(checks).execute();
  await trx.updateTable('posts').set({ review_state: 'PENDING' }).where('id', '=', checks[0]!.post_id).execute();
}
