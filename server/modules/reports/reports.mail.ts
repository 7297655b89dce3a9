/**
 * The email that brings a made report: each DD gets their districts' reports, ADMIN and SUPER_ADMIN
 * the state's (who reads what is the access table's 'reports.read' and 'reports.make'). The mail
 * is in English and Kannada and links to the console, where the PDF is listed; it carries no
 * attachment. A report's mail is claimed in the database before it goes, so it goes once; when
 * sending fails the claim is given back and the next run of the job sends it.
 */
import { homePathFor, scopeOf } from '@common/access.ts';
import { reportText, type ReportLang } from '@common/reports/report-texts.ts';
import { ROLES } from '@common/roles.ts';
import type { AppContext } from '../../context.ts';
import { listDistricts } from '../places/places.repository.ts';
import { claimEmail, recipients, releaseEmail, reportsOfWeek } from './reports.repository.ts';

const districtReaders = ROLES.filter((role) => scopeOf(role, 'reports.read') === 'district');
const stateMakers = ROLES.filter((role) => scopeOf(role, 'reports.make') === 'state');

/** Sends the mail of every made report of the week not mailed yet; answers how many messages went. */
export async function mailWeek(ctx: AppContext, week: string): Promise<number> {
  const rows = (await reportsOfWeek(ctx.db, week)).filter((r) => r.made_at && !r.emailed_at);
  if (rows.length === 0) return 0;
  const names = new Map((await listDistricts(ctx.db, null)).map((d) => [d.id, { en: d.name_en, kn: d.name_kn }]));
  let sent = 0;
  for (const row of rows) {
    if (!(await claimEmail(ctx.db, row.id, ctx.clock.now()))) continue;
    const name =
      row.district_id === null
        ? { en: reportText('en', 'stateName'), kn: reportText('kn', 'stateName') }
        : (names.get(row.district_id) ?? { en: row.scope, kn: row.scope });
    try {
      const to = await recipients(ctx.db, row.district_id === null ? stateMakers : districtReaders, row.district_id);
      for (const account of to) {
        const values = (lang: ReportLang) => ({
          week: row.week,
          scope: name[lang],
          first: row.first_day,
          last: row.last_day,
          link: `${ctx.config.publicUrl}${homePathFor(account.role)}`,
        });
        await ctx.messenger.send({
          channel: 'email',
          to: account.email_id,
          subject: `${reportText('en', 'mailSubject', values('en'))} / ${reportText('kn', 'mailSubject', values('kn'))}`,
          text: `${reportText('en', 'mailBody', values('en'))}\n\n${reportText('kn', 'mailBody', values('kn'))}\n`,
        });
        sent += 1;
      }
    } catch (error) {
      await releaseEmail(ctx.db, row.id);
      throw error;
    }
  }
  return sent;
}
