/**
 * Request parts the operations share that the contract's payload schemas (validation.ts,
 * console-queries.ts, …) do not hold: path ids, each naming the kind of record it points at (the
 * role matrix picks ids in and out of the caller's scope by that name), and the small queries and
 * bodies of a few calls.
 */
import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../organizations.ts';
import { ORG_MSG } from '../organization-messages.ts';
import { TWEET_STATUSES } from '../schedule.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../console-queries.ts';
import { emailSchema } from '../validation.ts';

export const RESOURCES = [
  'account',
  'organization',
  'tweet',
  'media',
  'holiday',
  'reset_request',
  'district',
  'folder',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** A positive id in the path, naming what it points at. */
export const idOf = (resource: Resource) => z.coerce.number().int().positive().meta({ 'x-resource': resource });

export const idParam = (resource: Resource) => z.object({ id: idOf(resource) });
export const requestParam = z.object({ request_id: idOf('reset_request') });
export const userParam = z.object({ user_id: idOf('account') });
export const codeKindParam = z.object({ kind: z.enum(['email', 'phone']) });
export const holidayParams = z.object({ id: idOf('organization'), holiday_id: idOf('holiday') });
export const assignParams = z.object({ org_id: idOf('organization'), admin_id: idOf('account') });
export const orgParam = z.object({ org_id: idOf('organization') });
export const organizationTypeParam = z.object({
  organization_type: z.enum(ORGANIZATION_TYPES, { error: ORG_MSG.type }),
});

const page = z.coerce.number().int().min(1).default(1);
const size = (fallback: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);

/** A page of a list that has no filter. */
export const pageQuery = z.object({ page, size: size(DEFAULT_PAGE_SIZE) });

export const wardenTweetsQuery = z.object({
  page,
  size: size(DEFAULT_PAGE_SIZE),
  status: z.enum([...TWEET_STATUSES, 'ALL']).default('ALL'),
});

export { mediaListQuery } from '../media-queries.ts';

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) });
/** Logout takes the refresh token to revoke, or just the access token; it never fails on a bad body. */
export const logoutBody = z.object({ refresh_token: z.string().min(1).max(200).optional().catch(undefined) });
export const emailBody = z.object({ email_id: emailSchema });
