/**
 * HELPLINE's read-only look-ups (docs/product.md, 'Roles'): find an institution or a warden, then see the
 * contact details, the assignment, today's holiday, this month's counts and the recent posts, so a
 * caller's question can be answered in one screen. Nothing here changes anything.
 */
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { institutionShape } from '../organizations/institution.shape.ts';
import { institutionDetails } from '../organizations/institutions-read.service.ts';
import { monthCounts } from '../stats/month-counts.ts';
import { shapeTweets } from '../tweets/tweets.shape.ts';
import {
  findInstitutions,
  findWardens,
  institutionsOfWarden,
  recentPostsOfInstitution,
  recentPostsOfWarden,
  wardenById,
  type WardenRow,
} from './helpline.repository.ts';

const wardenShape = (w: WardenRow) => ({
  id: w.id,
  name: `${w.first_name} ${w.last_name}`.trim(),
  first_name: w.first_name,
  last_name: w.last_name,
  email_id: w.email_id,
  phone_number: w.phone_number,
  is_disabled: w.is_disabled,
  createdAt: new Date(w.created_at).toISOString(),
});

export async function lookup(ctx: AppContext, q: string) {
  const [institutions, wardens] = await Promise.all([findInstitutions(ctx.db, q), findWardens(ctx.db, q)]);
  return { institutions: institutions.map(institutionShape), wardens: wardens.map(wardenShape) };
}

export async function institutionLookup(ctx: AppContext, user: AuthUser, id: number) {
  const institution = await institutionDetails(ctx, user, id);
  const [month, posts] = await Promise.all([
    monthCounts(ctx.db, [{ id }], ctx.clock.now()),
    recentPostsOfInstitution(ctx.db, id),
  ]);
  return { institution, month, recent_posts: await shapeTweets(ctx.db, posts) };
}

export async function wardenLookup(ctx: AppContext, id: number) {
  const warden = await wardenById(ctx.db, id);
  if (!warden) throw errors.notFound(MSG.adminNotFound);
  const [institutions, posts] = await Promise.all([institutionsOfWarden(ctx.db, id), recentPostsOfWarden(ctx.db, id)]);
  const month = await monthCounts(ctx.db, institutions, ctx.clock.now());
  return {
    warden: wardenShape(warden),
    institutions: institutions.map(institutionShape),
    month,
    recent_posts: await shapeTweets(ctx.db, posts),
  };
}
