/**
 * Assigning a warden to an institution (the contract's `PATCH organization/assign-warden/{org_id}/{admin_id}`)
 * and taking them off it. Only an active WARDEN account can be assigned; a warden may hold several
 * institutions. Both go into the audit log.
 */
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { audit } from '../audit/audit-log.repository.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { institutionRowById, setInstitutionWarden } from './institutions.repository.ts';
import { activeWarden, detailsOf } from './institutions-read.service.ts';

async function setWarden(ctx: AppContext, user: AuthUser, orgId: number, wardenId: number | null, ip: string) {
  const org = await institutionRowById(ctx.db, orgId);
  if (!org) throw errors.notFound(MSG.notFound);
  if (wardenId !== null) await activeWarden(ctx, wardenId);
  const now = ctx.clock.now();
  await setInstitutionWarden(ctx.db, orgId, wardenId, now);
  await audit(ctx.db, {
    actorId: user.id,
    action: wardenId === null ? 'organization.warden_unassigned' : 'organization.warden_assigned',
    entity: 'organization',
    entityId: orgId,
    details: { from: org.warden_id, to: wardenId },
    ip,
    at: now,
  });
  return detailsOf(ctx, orgId);
}

export const assignWarden = (ctx: AppContext, user: AuthUser, orgId: number, wardenId: number, ip: string) =>
  setWarden(ctx, user, orgId, wardenId, ip);
export const unassignWarden = (ctx: AppContext, user: AuthUser, orgId: number, ip: string) =>
  setWarden(ctx, user, orgId, null, ip);
