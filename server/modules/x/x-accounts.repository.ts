/**
 * Queries about institutions' X accounts and their sign-in: the single-use OAuth state, the
 * sealed tokens, the refresh lease that lets one process at a time refresh an account (X's refresh
 * tokens are single-use, so two refreshes at once would break the chain), and the account's wait
 * after X said its own limit was spent.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

export const insertOauthState = (
  db: Db,
  row: {
    state_hash: string;
    organization_id: number;
    account_id: number;
    code_verifier: string;
    created_at: Date;
    expires_at: Date;
  },
) => db.insertInto('x_oauth_states').values(row).execute();

/** Spends a state: answers it only if it was unused and unexpired, and marks it used either way. */
export const takeOauthState = (db: Db, stateHash: string, now: Date) =>
  db
    .updateTable('x_oauth_states')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['organization_id', 'account_id', 'code_verifier'])
    .executeTakeFirst();

export const deleteStaleOauthStates = (db: Db, before: Date) =>
  db.deleteFrom('x_oauth_states').where('expires_at', '<', before).execute();

export const xAccountOf = (db: Db, organizationId: number) =>
  db.selectFrom('x_accounts').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();

export interface SealedTokens {
  access_token: string;
  refresh_token: string;
  access_expires_at: Date;
  scope: string;
}

/**
 * Stores a fresh sign-in: the account becomes CONNECTED, and posts that waited for it go back in
 * the queue at once (one transaction, so none is left waiting).
 */
export async function connectAccount(
  db: Db,
  row: SealedTokens & {
    organization_id: number;
    x_user_id: string;
    username: string;
    connected_at: Date;
    connected_by: number;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const values = {
      ...row,
      status: 'CONNECTED' as const,
      reconnect_reason: null,
      reconnect_notified_at: null,
      refresh_lease_until: null,
      refresh_lease_owner: null,
      user_wait_until: null,
      updated_at: row.connected_at,
    };
    await trx
      .insertInto('x_accounts')
      .values(values)
      .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
      .execute();
    await trx
      .updateTable('x_publications')
      .set({ status: 'QUEUED', next_attempt_at: row.connected_at, updated_at: row.connected_at })
      .where('organization_id', '=', row.organization_id)
      .where('status', '=', 'NEEDS_RECONNECT')
      .execute();
  });
}

/** Forgets the account; posts waiting for it stay as they are (a new connection sends them). */
export const deleteAccount = (db: Db, organizationId: number) =>
  db.deleteFrom('x_accounts').where('organization_id', '=', organizationId).returningAll().executeTakeFirst();

/**
 * X refused the account: it waits for a new sign-in, and so do its queued posts. Answers whether
 * this call is the one that flagged it (so one email goes out, not one per worker).
 */
export async function flagReconnect(db: Db, organizationId: number, reason: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const flagged = await trx
      .updateTable('x_accounts')
      .set({
        status: 'NEEDS_RECONNECT',
        reconnect_reason: reason,
        reconnect_notified_at: now,
        refresh_lease_until: null,
        refresh_lease_owner: null,
        updated_at: now,
      })
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'CONNECTED')
      .executeTakeFirst();
    await trx
      .updateTable('x_publications')
      .set({ status: 'NEEDS_RECONNECT', lease_until: null, lease_owner: null, updated_at: now })
      .where('organization_id', '=', organizationId)
      .where('status', 'in', ['QUEUED', 'RETRYING'])
      .execute();
    return Number(flagged.numUpdatedRows) > 0;
  });
}

/**
 * Takes the account's refresh lease if nobody holds a live one, and answers the refresh token as
 * it is at that moment: one read before another worker's refresh landed is already spent, and
 * presenting it would kill the chain.
 */
export const takeRefreshLease = (db: Db, organizationId: number, owner: string, now: Date, until: Date) =>
  db
    .updateTable('x_accounts')
    .set({ refresh_lease_owner: owner, refresh_lease_until: until })
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'CONNECTED')
    .where((eb) => eb.or([eb('refresh_lease_until', 'is', null), eb('refresh_lease_until', '<', now)]))
    .returning(['refresh_token', 'access_token', 'access_expires_at'])
    .executeTakeFirst();

/** Saves refreshed tokens and lets go of the lease (only the lease holder may). */
export const saveRefreshed = (db: Db, organizationId: number, owner: string, tokens: SealedTokens, now: Date) =>
  db
    .updateTable('x_accounts')
    .set({ ...tokens, refresh_lease_owner: null, refresh_lease_until: null, updated_at: now })
    .where('organization_id', '=', organizationId)
    .where('refresh_lease_owner', '=', owner)
    .executeTakeFirst();

export const releaseRefreshLease = (db: Db, organizationId: number, owner: string) =>
  db
    .updateTable('x_accounts')
    .set({ refresh_lease_owner: null, refresh_lease_until: null })
    .where('organization_id', '=', organizationId)
    .where('refresh_lease_owner', '=', owner)
    .execute();

/** X said this account's own limit is spent until `until`: its posts wait, others go on. */
export const setUserWait = (db: Db, organizationId: number, until: Date) =>
  db
    .updateTable('x_accounts')
    .set({ user_wait_until: sql<Date>`greatest(coalesce(user_wait_until, ${until}), ${until})` })
    .where('organization_id', '=', organizationId)
    .execute();

/** The wardens' and admins' addresses for a reconnect notice. */
export const reconnectRecipients = (db: Db, organizationId: number, adminRoles: string[]) =>
  db
    .selectFrom('accounts as a')
    .leftJoin('organizations as o', (join) => join.onRef('o.warden_id', '=', 'a.id').on('o.id', '=', organizationId))
    .select(['a.email_id', 'a.first_name'])
    .where('a.is_disabled', '=', false)
    .where((eb) => eb.or([eb('o.id', 'is not', null), eb('a.role', 'in', adminRoles as never[])]))
    .execute();
