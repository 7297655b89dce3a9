/**
 * Imports districts and taluks keyed by their LGD codes: a second run changes nothing, and a blank
 * Kannada name in the file never erases one we already have. The whole file goes in one transaction,
 * and a write that must be whole is one repository call (server/README.md), so the import is one too.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LgdRow } from './lgd-csv.ts';

export interface ImportResult {
  districts: { added: number; updated: number };
  taluks: { added: number; updated: number };
}

export async function importPlaces(db: Kysely<DB>, rows: LgdRow[]): Promise<ImportResult> {
  const result: ImportResult = { districts: { added: 0, updated: 0 }, taluks: { added: 0, updated: 0 } };
  await db.transaction().execute(async (trx) => {
    const districtIds = new Map<number, number>();
    for (const row of rows) {
      if (districtIds.has(row.districtCode)) continue;
      const outcome = await upsert(trx, 'districts', {
        lgd_code: row.districtCode,
        name_en: row.districtEn,
        name_kn: row.districtKn,
      });
      districtIds.set(row.districtCode, outcome.id);
      count(result.districts, outcome.change);
    }
    for (const row of rows) {
      const outcome = await upsert(trx, 'taluks', {
        lgd_code: row.talukCode,
        name_en: row.talukEn,
        name_kn: row.talukKn,
        district_id: districtIds.get(row.districtCode)!,
      });
      count(result.taluks, outcome.change);
    }
  });
  return result;
}

function count(bucket: { added: number; updated: number }, change: 'added' | 'updated' | 'same'): void {
  if (change !== 'same') bucket[change] += 1;
}

async function upsert(
  trx: Kysely<DB>,
  table: 'districts' | 'taluks',
  values: { lgd_code: number; name_en: string; name_kn: string; district_id?: number },
): Promise<{ id: number; change: 'added' | 'updated' | 'same' }> {
  const existing = await trx.selectFrom(table).selectAll().where('lgd_code', '=', values.lgd_code).executeTakeFirst();
  if (!existing) {
    const row = await trx
      .insertInto(table)
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, change: 'added' };
  }
  const next = {
    name_en: values.name_en,
    name_kn: values.name_kn || existing.name_kn,
    ...(values.district_id ? { district_id: values.district_id } : {}),
  };
  const same =
    existing.name_en === next.name_en &&
    existing.name_kn === next.name_kn &&
    (!('district_id' in next) || (existing as { district_id?: number }).district_id === next.district_id);
  if (same) return { id: existing.id, change: 'same' };
  await trx
    .updateTable(table)
    .set(next as never)
    .where('id', '=', existing.id)
    .execute();
  return { id: existing.id, change: 'updated' };
}
