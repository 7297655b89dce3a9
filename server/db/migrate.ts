/**
 * Runs the TypeScript migrations at start. The list is static so a bundle or tsx finds every one.
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-recovery-and-lockout.ts';
import * as m0003 from './migrations/0003-posting.ts';
import * as m0004 from './migrations/0004-console.ts';
import * as m0005 from './migrations/0005-login-failure-email.ts';
import * as m0006 from './migrations/0006-sessions-valid-after.ts';
import * as m0007 from './migrations/0007-stat-daily-org-index.ts';
import * as m0008 from './migrations/0008-posts-district.ts';
import * as m0009 from './migrations/0009-x-publishing.ts';
import * as m0010 from './migrations/0010-post-faces.ts';
import * as m0011 from './migrations/0011-site-content.ts';
import * as m0012 from './migrations/0012-stat-rollups.ts';
import * as m0013 from './migrations/0013-weekly-reports.ts';
import * as m0014 from './migrations/0014-rendition-claims.ts';
import * as m0015 from './migrations/0015-post-no-faces-confirmed.ts';
import * as m0016 from './migrations/0016-public-log.ts';
import * as m0017 from './migrations/0017-log-witnesses.ts';
import * as m0018 from './migrations/0018-log-holiday-amendments.ts';
import * as m0019 from './migrations/0019-photo-checks.ts';

const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-recovery-and-lockout': m0002,
  '0003-posting': m0003,
  '0004-console': m0004,
  '0005-login-failure-email': m0005,
  '0006-sessions-valid-after': m0006,
  '0007-stat-daily-org-index': m0007,
  '0008-posts-district': m0008,
  '0009-x-publishing': m0009,
  '0010-post-faces': m0010,
  '0011-site-content': m0011,
  '0012-stat-rollups': m0012,
  '0013-weekly-reports': m0013,
  '0014-rendition-claims': m0014,
  '0015-post-no-faces-confirmed': m0015,
  '0016-public-log': m0016,
  '0017-log-witnesses': m0017,
  '0018-log-holiday-amendments': m0018,
  '0019-photo-checks': m0019,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
