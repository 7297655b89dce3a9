/**
 * The phone's IndexedDB database (Dexie), versioned from the first release because its rows are
 * posts nobody else has a copy of. Rules for every later version:
 * - add stores and indexes freely; never delete the `posts` store or rename its key (client_id);
 * - an upgrade() may reshape rows but must keep every row whose state is not 'sent';
 * - a version bump ships with a test that opens the previous version's data and finds it intact.
 * `institutions` keeps the warden's institutions per account as last fetched, so the composer
 * still offers them with no signal after one online visit; its helpers are at the end.
 * Version 2 (outbox issue): a `sent_at` index for pruning receipts after 30 days, and `courier`,
 * the one access token the page leaves for the service worker's Background Sync (outbox-courier.ts).
 * Its upgrade fills the bookkeeping fields a row may lack and drops nothing.
 * Version 3: `drafts`, `draft_photos` and `draft_originals`, the composition in hand before Submit (draft-table.ts);
 * new stores only, so no upgrade function.
 */
import { Dexie, type Table } from 'dexie';
import { istDate } from '@common/schedule';
import type { OutboxPost } from './outbox-types';
import { DRAFT_STORES, type DraftOriginalRow, type DraftPhotoRow, type DraftRow } from './draft-types';

export const OUTBOX_DB_NAME = 'hostel-meals-outbox';

/** One account's institutions as `GET organization/warden` last answered them. */
export interface CachedInstitutions<T = unknown> {
  account_id: string;
  items: T[];
  /** Epoch ms of that answer. */
  fetched_at: number;
}

/** Version 1's stores; later versions list theirs below it and keep this one unchanged. */
export const SCHEMA_V1 = {
  posts: 'client_id, account_id, state, created_at, [account_id+state]',
  institutions: 'account_id',
} as const;

/** Version 2's stores. */
export const SCHEMA_V2 = {
  posts: 'client_id, account_id, state, created_at, sent_at, [account_id+state]',
  institutions: 'account_id',
  courier: 'key',
} as const;

/** Version 3's stores: version 2's and the drafts. */
export const SCHEMA_V3 = { ...SCHEMA_V2, ...DRAFT_STORES } as const;

/** The token the page leaves for the service worker: only the short-lived access token. */
export interface CourierRecord {
  key: 'current';
  account_id: string;
  access_token: string;
  /** Epoch ms when the access token stops working. */
  expires_at: number;
}

/** Version 1 → 2: every row kept; missing bookkeeping filled with its neutral value. */
export function upgradeRowV2(row: Partial<OutboxPost>): void {
  row.attempts ??= 0;
  row.next_try_at ??= 0;
  row.last_error ??= null;
  row.last_status ??= null;
  row.uploaded ??= {};
  row.result ??= null;
  row.sent_at ??= null;
  row.photos ??= [];
}

export class OutboxDb extends Dexie {
  posts!: Table<OutboxPost, string>;
  institutions!: Table<CachedInstitutions, string>;
  courier!: Table<CourierRecord, string>;
  drafts!: Table<DraftRow, string>;
  draft_photos!: Table<DraftPhotoRow, [string, number]>;
  draft_originals!: Table<DraftOriginalRow, [string, number]>;

  constructor(name: string = OUTBOX_DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade((tx) => tx.table<OutboxPost, string>('posts').toCollection().modify(upgradeRowV2));
    this.version(3).stores(SCHEMA_V3);
  }
}

let shared: OutboxDb | null = null;

/** The app's database, opened on first use (tests make their own with a unique name). */
export function outboxDb(): OutboxDb {
  shared ??= new OutboxDb();
  return shared;
}

export async function saveInstitutions<T>(
  accountId: string,
  items: T[],
  at: number = Date.now(),
  db: OutboxDb = outboxDb(),
): Promise<void> {
  try {
    await db.institutions.put({ account_id: accountId, items, fetched_at: at });
  } catch {
    // Private mode or full storage: the list still works for this visit.
  }
}

export async function loadInstitutions<T>(
  accountId: string,
  db: OutboxDb = outboxDb(),
): Promise<CachedInstitutions<T> | null> {
  try {
    return ((await db.institutions.get(accountId)) as CachedInstitutions<T> | undefined) ?? null;
  } catch {
    return null;
  }
}

/** A saved holiday flag speaks about today only if it was fetched today (Asia/Kolkata). */
export function holidayKnownFor(fetchedAt: number, now: number = Date.now()): boolean {
  return istDate(fetchedAt) === istDate(now);
}
