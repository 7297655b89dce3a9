/**
 * An institution's day for its warden: the three meals with the times of the schedule in force
 * that day for its type, and the post made for each, if any. The home's checklist and the
 * composer read it, so the warden learns that a meal is done before taking its photos, not from a
 * refusal after sending them (docs/spec-notes.md, 'The warden's day'). A post rejected after review
 * still holds its meal but reads Not Posted (docs/spec-notes.md, 'Rejected posts in the counts').
 */
import { formatMinutes } from '@common/schedule.ts';
import type { OrganizationType } from '@common/organizations.ts';
import type { InstitutionDay } from '@common/contract/answers/institutions.ts';
import type { AppContext } from '../../context.ts';
import { slotsFor } from '../schedule/schedule.repository.ts';
import { postsOfDay } from './institution-day.repository.ts';

export async function institutionDays(
  ctx: AppContext,
  orgs: readonly { id: number; organization_type: OrganizationType }[],
  day: string,
): Promise<Map<number, InstitutionDay>> {
  const types = [...new Set(orgs.map((o) => o.organization_type))];
  const [posts, ...slotsByType] = await Promise.all([
    postsOfDay(
      ctx.db,
      orgs.map((o) => o.id),
      day,
    ),
    ...types.map((type) => slotsFor(ctx.db, type, day)),
  ]);
  const slotsOf = new Map(types.map((type, i) => [type, slotsByType[i]!]));
  const postOf = new Map(posts.map((p) => [`${p.organization_id}:${p.meal}`, p]));
  return new Map(
    orgs.map((o) => [
      o.id,
      {
        day,
        meals: [...slotsOf.get(o.organization_type)!]
          .sort((a, b) => a.opens - b.opens)
          .map((slot) => {
            const post = postOf.get(`${o.id}:${slot.meal}`);
            return {
              meal: slot.meal,
              opens: formatMinutes(slot.opens),
              due: formatMinutes(slot.due),
              late_until: formatMinutes(slot.lateUntil),
              post: post ? { id: post.id, status: post.rejected ? ('NOT_POSTED' as const) : post.status } : null,
            };
          }),
      },
    ]),
  );
}
