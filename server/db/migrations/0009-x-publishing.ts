/**
 * Publishing to X (docs/spec-notes.md, 'Publishing to X'). An institution's X account holds its OAuth 2.0 tokens
 * (sealed with the server's key, never answered) and a lease so only one process refreshes them at a time; a pending
 * sign-in is a single-use state bound to the institution and the caller; each accepted post of a connected
 * institution gets one publication row, which is the durable queue itself (the worker claims due rows with SKIP
 * LOCKED) and the audit of what happened on X; one row paces the whole deployment (X_POSTS_PER_MINUTE) and holds an
 * app-wide pause when X's quota is spent.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table x_accounts (
    organization_id integer primary key references organizations (id) on delete cascade,
    x_user_id text not null,
    username text not null,
    status text not null default 'CONNECTED',
    access_token text not null,
    refresh_token text not null,
    access_expires_at timestamptz not null,
    scope text not null,
    connected_at timestamptz not null,
    connected_by integer references accounts (id),
    reconnect_reason text,
    reconnect_notified_at timestamptz,
    refresh_lease_until timestamptz,
    refresh_lease_owner text,
    user_wait_until timestamptz,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table x_oauth_states (
    state_hash text primary key,
    organization_id integer not null references organizations (id) on delete cascade,
    account_id integer not null references accounts (id),
    code_verifier text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create table x_publications (
    post_id integer primary key references posts (id) on delete cascade,
    organization_id integer not null references organizations (id) on delete cascade,
    status text not null,
    captured_at timestamptz not null,
    give_up_at timestamptz not null,
    next_attempt_at timestamptz not null,
    attempts integer not null default 0,
    lease_until timestamptz,
    lease_owner text,
    media_ids jsonb,
    media_expires_at timestamptz,
    attempt_started_at timestamptz,
    tweet_id text,
    published_at timestamptz,
    last_error text,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index x_publications_due_idx on x_publications (next_attempt_at, captured_at)
    where status in ('QUEUED', 'RETRYING', 'UNKNOWN', 'PUBLISHING')`.execute(db);
  await sql`create index x_publications_org_idx on x_publications (organization_id, status)`.execute(db);
  await sql`create table x_app_state (
    id integer primary key check (id = 1),
    pace_next_at timestamptz not null,
    paused_until timestamptz,
    pause_reason text,
    app_remaining integer,
    app_reset_at timestamptz
  )`.execute(db);
  await sql`insert into x_app_state (id, pace_next_at) values (1, 'epoch')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['x_app_state', 'x_publications', 'x_oauth_states', 'x_accounts'])
    await db.schema.dropTable(table).ifExists().execute();
}
