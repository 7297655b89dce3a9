/**
 * Creating, editing and deleting institutions (docs/product.md, 'Records and fields', 'Validation rules' and
 * 'Roles'): ADMIN and SUPER_ADMIN only (the routes guard the role). The taluk must lie in the district, a hostel type
 * goes with HOSTEL only, the X credential is sealed with the server's key and never returned, and every change goes
 * into the audit log with the names of the fields changed, never the credential.
 */
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import {
  ORG_MSG,
  hostelTypeIssue,
  type CreateOrganization,
  type UpdateOrganization,
} from '@common/organization-schema.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { audit } from '../audit/audit-log.repository.ts';
import { encrypt } from '../../lib/secrets.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtById, talukById } from '../../access/scope.repository.ts';
import {
  insertInstitution,
  institutionRowById,
  sameNameInTaluk,
  softDeleteInstitution,
  updateInstitutionRow,
} from './institutions.repository.ts';
import { activeWarden, detailsOf } from './institutions-read.service.ts';

async function checkPlace(ctx: AppContext, districtId: number, talukId: number): Promise<void> {
  if (!(await districtById(ctx.db, districtId)))
    throw errors.invalid([{ field: 'district', message: ORG_MSG.district }]);
  const taluk = await talukById(ctx.db, talukId);
  if (!taluk) throw errors.invalid([{ field: 'taluk', message: ORG_MSG.taluk }]);
  if (taluk.district_id !== districtId) throw errors.invalid([{ field: 'taluk', message: ORG_MSG.talukOutside }]);
}

async function checkName(ctx: AppContext, talukId: number, enName: string, exceptId = 0): Promise<void> {
  if (await sameNameInTaluk(ctx.db, talukId, enName, exceptId))
    throw errors.conflict(CONSOLE_MSG.institutionDuplicate, {
      errors: [{ field: 'en_name', message: CONSOLE_MSG.institutionDuplicate }],
    });
}

/** Turns a unique-index refusal made by a race into the same 409 as the check before it. */
async function uniqueOr409<T>(
  ctx: AppContext,
  talukId: number,
  enName: string,
  exceptId: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await checkName(ctx, talukId, enName, exceptId);
    throw error;
  }
}

export async function createInstitution(ctx: AppContext, user: AuthUser, input: CreateOrganization, ip: string) {
  await checkPlace(ctx, input.district, input.taluk);
  if (input.warden_id) await activeWarden(ctx, input.warden_id);
  await checkName(ctx, input.taluk, input.en_name);
  const now = ctx.clock.now();
  const row = await uniqueOr409(ctx, input.taluk, input.en_name, 0, () =>
    insertInstitution(ctx.db, {
      en_name: input.en_name,
      kn_name: input.kn_name,
      district_id: input.district,
      taluk_id: input.taluk,
      organization_type: input.organization_type,
      hostel_type: input.organization_type === 'HOSTEL' ? (input.hostel_type ?? null) : null,
      warden_id: input.warden_id ?? null,
      twitter_id: input.twitter_id ?? null,
      twitter_secret: input.twitter_password ? encrypt(ctx.keys.encryption, input.twitter_password) : null,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    }),
  );
  const { twitter_password, ...visible } = input;
  await audit(ctx.db, {
    actorId: user.id,
    action: 'organization.created',
    entity: 'organization',
    entityId: row.id,
    details: { ...visible, twitter_password_set: Boolean(twitter_password) },
    ip,
    at: now,
  });
  return detailsOf(ctx, row.id);
}

export async function updateInstitution(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: UpdateOrganization,
  ip: string,
) {
  const current = await institutionRowById(ctx.db, id);
  if (!current) throw errors.notFound(MSG.notFound);
  const type = input.organization_type ?? current.organization_type;
  // Leaving HOSTEL drops the hostel type unless the edit says otherwise.
  const hostel = input.hostel_type !== undefined ? input.hostel_type : type === 'HOSTEL' ? current.hostel_type : null;
  const issue = hostelTypeIssue(type, hostel);
  if (issue) throw errors.invalid([issue]);
  const district = input.district ?? current.district_id;
  const taluk = input.taluk ?? current.taluk_id;
  if (input.district !== undefined || input.taluk !== undefined) await checkPlace(ctx, district, taluk);
  const enName = input.en_name ?? current.en_name;
  if (input.en_name !== undefined || input.taluk !== undefined) await checkName(ctx, taluk, enName, id);

  const set: Record<string, unknown> = {};
  const changed: Record<string, unknown> = {};
  const put = (column: string, value: unknown, before: unknown, field = column) => {
    if (value === before) return;
    set[column] = value;
    changed[field] = value;
  };
  put('en_name', enName, current.en_name);
  if (input.kn_name !== undefined) put('kn_name', input.kn_name, current.kn_name);
  put('district_id', district, current.district_id, 'district');
  put('taluk_id', taluk, current.taluk_id, 'taluk');
  put('organization_type', type, current.organization_type);
  put('hostel_type', hostel ?? null, current.hostel_type);
  if (input.twitter_id !== undefined) put('twitter_id', input.twitter_id, current.twitter_id);
  if (input.twitter_password !== undefined) {
    set.twitter_secret = input.twitter_password === null ? null : encrypt(ctx.keys.encryption, input.twitter_password);
    changed.twitter_password = input.twitter_password === null ? 'cleared' : 'changed';
  }
  if (Object.keys(set).length === 0) return detailsOf(ctx, id);
  const now = ctx.clock.now();
  await uniqueOr409(ctx, taluk, enName, id, () => updateInstitutionRow(ctx.db, id, set, now));
  await audit(ctx.db, {
    actorId: user.id,
    action: 'organization.updated',
    entity: 'organization',
    entityId: id,
    details: changed,
    ip,
    at: now,
  });
  return detailsOf(ctx, id);
}

/** `DELETE entity/{id}`: a soft delete with a reason; the row, its posts and holidays stay for the record. */
export async function deleteInstitution(ctx: AppContext, user: AuthUser, id: number, reason: string, ip: string) {
  const now = ctx.clock.now();
  const row = await softDeleteInstitution(ctx.db, id, user.id, reason, now);
  if (!row) throw errors.notFound(MSG.notFound);
  await audit(ctx.db, {
    actorId: user.id,
    action: 'organization.deleted',
    entity: 'organization',
    entityId: id,
    details: { reason },
    ip,
    at: now,
  });
  return { id, deleted: true as const };
}
