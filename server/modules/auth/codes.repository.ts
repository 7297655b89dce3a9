/**
 * Queries on one-time codes (sign-in and password reset), stored only as a keyed hash. How long a
 * code lives, how often it may be sent and how many wrong tries spend it: codes.service.ts.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB, OneTimeCodesTable } from '../../db/schema.ts';

export const lastCodeSent = (db: Kysely<DB>, accountId: number, purpose: string) =>
  db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** Spends every open code of the purpose and stores the new one, together. */
export async function replaceCode(db: Kysely<DB>, code: Insertable<OneTimeCodesTable>, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('one_time_codes')
      .set({ consumed_at: at })
      .where('account_id', '=', code.account_id)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx.insertInto('one_time_codes').values(code).execute();
  });
}

/** The newest code of the purpose not yet spent. */
export const openCode = (db: Kysely<DB>, accountId: number, purpose: string) =>
  db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();

export async function countWrongTry(db: Kysely<DB>, id: number, tries: number, spentAt: Date | null): Promise<void> {
  await db.updateTable('one_time_codes').set({ attempts: tries, consumed_at: spentAt }).where('id', '=', id).execute();
}

/** Conditional update: of two requests racing with the right code, only one wins. */
export const spendCode = (db: Kysely<DB>, id: number, at: Date) =>
  db
    .updateTable('one_time_codes')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
