/**
 * What bench:server loads, apart from how the server runs (in-process, or `--workers N` as child
 * processes): the users of the scale seed signed in through the real password and code steps
 * (`--wardens` wardens, the districts' DDs and the admin), and each endpoint's requests, every
 * connection cycling through those users so no answer is one user's.
 */
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import { SCALE_ADMIN, SCALE_ADMIN_PHONE, SCALE_DD, SCALE_PASSWORD, scaleDd, scaleWarden } from './seed-scale.ts';

export interface Req {
  path: string;
  token?: string;
}
export interface Target {
  name: string;
  requests: Req[];
}
type SignIn = (email: string, password: string, phone?: string) => Promise<string>;

export async function benchTargets(db: Kysely<DB>, signIn: SignIn, wardenCount: number, only: string[] | null) {
  const districtIds = (await db.selectFrom('districts').select('id').orderBy('id').execute()).map((d) => d.id);
  const inBatches = async <T>(items: T[], one: (item: T) => Promise<string>) => {
    const out: string[] = [];
    for (let i = 0; i < items.length; i += 8) out.push(...(await Promise.all(items.slice(i, i + 8).map(one))));
    return out;
  };
  const wardenNumbers = Array.from({ length: wardenCount }, (_, i) => i + 1);
  const wardens = await inBatches(wardenNumbers, (n) => signIn(scaleWarden(n), SCALE_PASSWORD));
  const dds = await inBatches(
    districtIds.map((_, i) => i + 1),
    (n) => signIn(n === 1 ? SCALE_DD : scaleDd(n), SCALE_PASSWORD),
  );
  const admin = await signIn(SCALE_ADMIN, SCALE_PASSWORD, SCALE_ADMIN_PHONE);
  // Each warden's newest post, for the single-post endpoint.
  const newest = await sql<{
    warden_id: number;
    id: number;
  }>`select distinct on (p.warden_id) p.warden_id, p.id from posts p join accounts a on a.id = p.warden_id
    where a.email_id in (${sql.join(wardenNumbers.map(scaleWarden))}) order by p.warden_id, p.id desc`.execute(db);
  const wardenIds = await db
    .selectFrom('accounts')
    .select(['id', 'email_id'])
    .where('email_id', 'in', wardenNumbers.map(scaleWarden))
    .execute();
  const idOf = new Map(wardenIds.map((a) => [a.email_id, a.id]));
  const postOf = new Map(newest.rows.map((r) => [r.warden_id, r.id]));
  const each = (tokens: string[], path: string | ((i: number) => string)): Req[] =>
    tokens.map((token, i) => ({ token, path: typeof path === 'string' ? path : path(i) }));

  const targets: Target[] = [
    { name: 'health', requests: [{ path: '/api/v1/health' }] },
    { name: 'stat/warden-home', requests: each(wardens, '/api/v1/stat/warden-home') },
    { name: 'stat/dd-home', requests: each(dds, '/api/v1/stat/dd-home') },
    { name: 'stat/admin-home', requests: [{ path: '/api/v1/stat/admin-home', token: admin }] },
    { name: 'tweet/warden?page=1', requests: each(wardens, '/api/v1/tweet/warden?page=1') },
    {
      name: 'tweet/auth/tweet/{id}',
      requests: each(wardens, (i) => `/api/v1/tweet/auth/tweet/${postOf.get(idOf.get(scaleWarden(i + 1))!)}`),
    },
    { name: 'tweets/dd-home?page=1', requests: each(dds, '/api/v1/tweets/dd-home?page=1') },
    // The supervisors' views: the league table (the admin's districts, each DD's taluks), the charts' days, /audit.
    {
      name: 'stat/league-table',
      requests: [
        { path: '/api/v1/stat/league-table?by=district&period=month', token: admin },
        ...each(dds, '/api/v1/stat/league-table?by=taluk&period=month'),
      ],
    },
    { name: 'stat/daily', requests: each(dds, '/api/v1/stat/daily?by=taluk') },
    {
      name: 'audit',
      requests: [{ path: '/audit' }, ...districtIds.map((id) => ({ path: `/audit?district=${id}` }))],
    },
  ];
  return {
    targets: targets.filter((t) => !only || t.name === 'health' || only.includes(t.name)),
    summary: `${wardens.length} wardens, ${dds.length} DDs and an admin signed in`,
  };
}

/** CPU time so far of the processes `which` picks, by their pid, parent pid and name (Linux /proc), or NaN. */
export function processCpuMs(which: (pid: number, ppid: number, name: string) => boolean): number {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
        const close = stat.lastIndexOf(')');
        const fields = stat.slice(close + 2).split(' ');
        if (!which(Number(pid), Number(fields[1]), stat.slice(stat.indexOf('(') + 1, close))) continue;
        // utime and stime, plus cutime and cstime: a PostgreSQL backend that ended (its connection
        // closed) counts on in its postmaster's, so the sum never goes back.
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      } catch {
        // the process ended meanwhile
      }
    }
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}
