/**
 * The weekly audit reports (docs/spec-notes.md, 'Supervisors' views and the public audit'): one row per week and
 * scope ('state' or 'district-<id>'), unique, so two server processes, or a restart in the middle, never make a
 * week's report twice. A process claims a row by inserting it (claimed_at, made_at null) and fills made_at, size and
 * sha256 when the PDF is in place; a claim left by a process that died is taken over after a while
 * (reports.repository.ts). emailed_at says the report went out, so a restart after the files were made but before the
 * mail went sends it then, and never twice. The PDFs themselves live under DATA_DIR/reports/<week>/<scope>.pdf.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table weekly_reports (
    id serial primary key,
    week text not null,
    scope text not null,
    district_id integer references districts (id),
    first_day date not null,
    last_day date not null,
    claimed_at timestamptz not null,
    made_at timestamptz,
    size integer,
    sha256 text,
    emailed_at timestamptz,
    unique (week, scope)
  )`.execute(db);
  await sql`create index weekly_reports_made_idx on weekly_reports (week desc, scope) where made_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('weekly_reports').ifExists().execute();
}
