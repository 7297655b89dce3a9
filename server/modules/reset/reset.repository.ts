/**
 * Queries on password-reset requests and their activities. The steps a request may take, and who
 * may take them, are reset.service.ts's to decide.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ResetStatus } from '@common/reset-status.ts';
import type { Role } from '@common/roles.ts';
import type { DB, ResetRequestsTable } from '../../db/schema.ts';

export type ResetRequest = Selectable<ResetRequestsTable>;

export const findRequest = (db: Kysely<DB>, id: number): Promise<ResetRequest | undefined> =>
  db.selectFrom('reset_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** A partial unique index refuses a second open request of one account (the insert throws). */
export const insertRequest = (db: Kysely<DB>, accountId: number, at: Date): Promise<ResetRequest> =>
  db
    .insertInto('reset_requests')
    .values({ account_id: accountId, status: 'REQUESTED', created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();

export const latestRequestOf = (db: Kysely<DB>, accountId: number): Promise<ResetRequest | undefined> =>
  db
    .selectFrom('reset_requests')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const activitiesOf = (db: Kysely<DB>, requestId: number) =>
  db
    .selectFrom('reset_activities')
    .select(['activity_type', 'created_at'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();

/**
 * Moves a request from one of `from` to `to` in one conditional update, and records the step:
 * of two requests racing (approve against reject, two password changes), only one wins.
 */
export async function transition(
  db: Kysely<DB>,
  requestId: number,
  from: readonly ResetStatus[],
  to: ResetStatus,
  actorId: number | null,
  at: Date,
  open: boolean,
): Promise<boolean> {
  const moved = await db
    .updateTable('reset_requests')
    .set({ status: to, is_open: open, updated_at: at })
    .where('id', '=', requestId)
    .where('status', 'in', [...from])
    .where('is_open', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (moved)
    await db
      .insertInto('reset_activities')
      .values({ request_id: requestId, activity_type: to, actor_id: actorId, created_at: at })
      .execute();
  return Boolean(moved);
}

/** Records a step and moves the request to it; closed states close the request. */
export async function addActivity(
  db: Kysely<DB>,
  requestId: number,
  type: ResetStatus,
  actorId: number | null,
  at: Date,
  open: boolean,
): Promise<number> {
  const row = await db
    .insertInto('reset_activities')
    .values({ request_id: requestId, activity_type: type, actor_id: actorId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('reset_requests')
    .set({ status: type, is_open: open, updated_at: at })
    .where('id', '=', requestId)
    .execute();
  return row.id;
}

/** The id of the request's newest step of a type (the token of a validation names its step). */
export const latestActivityId = async (db: Kysely<DB>, requestId: number, type: ResetStatus): Promise<number | null> =>
  (
    await db
      .selectFrom('reset_activities')
      .select('id')
      .where('request_id', '=', requestId)
      .where('activity_type', '=', type)
      .orderBy('id', 'desc')
      .executeTakeFirst()
  )?.id ?? null;

export const pendingRequests = (db: Kysely<DB>, roles: readonly Role[]) =>
  db
    .selectFrom('reset_requests')
    .innerJoin('accounts', 'accounts.id', 'reset_requests.account_id')
    .select([
      'reset_requests.id',
      'reset_requests.created_at',
      'accounts.id as account_id',
      'accounts.first_name',
      'accounts.last_name',
      'accounts.email_id',
      'accounts.role',
    ])
    .where('reset_requests.status', '=', 'REQUESTED')
    .where('reset_requests.is_open', '=', true)
    .where('accounts.role', 'in', [...roles])
    .orderBy('reset_requests.id')
    .execute();

/** Open requests waiting for approval from accounts of these roles, other than the approver's own. */
export const pendingResetCount = (db: Kysely<DB>, roles: readonly Role[], approverId: number) =>
  db
    .selectFrom('reset_requests as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.status', '=', 'REQUESTED')
    .where('r.is_open', '=', true)
    .where('a.role', 'in', [...roles])
    .where('a.id', '!=', approverId)
    .executeTakeFirstOrThrow();
