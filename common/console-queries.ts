/**
 * Query strings of the console's lists (docs/product.md, 'Calls and answers'): page is 1-based, size 10 by
 * default and at most 100; 'ALL' means no filter. The PWA keeps these in the URL and checks them
 * with the same schemas the server parses them with.
 */
import { z } from 'zod';
import { QUERY_MSG } from './query-messages.ts';
import { normalizeRole, type Role } from './roles.ts';
import { ORGANIZATION_TYPES } from './organizations.ts';
import { MEALS, TWEET_STATUSES } from './schedule.ts';
import { PERIODS, isCalendarDate } from './periods.ts';
import { X_ACCOUNT_STATUSES } from './x-publishing.ts';

export { QUERY_MSG } from './query-messages.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** A page size of at most 100, `fallback` when not given (10 for lists, 12 for media). */
export const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: QUERY_MSG.size })
    .int(QUERY_MSG.size)
    .min(1, QUERY_MSG.size)
    .max(MAX_PAGE_SIZE, QUERY_MSG.size)
    .default(fallback);

export const paging = {
  page: z.coerce.number({ error: QUERY_MSG.page }).int(QUERY_MSG.page).min(1, QUERY_MSG.page).default(1),
  size: pageSize(DEFAULT_PAGE_SIZE),
};

/** An id, or ALL (answered as null). */
export const idOrAll = z
  .union([z.literal('ALL'), z.coerce.number().int().positive()], { error: QUERY_MSG.id })
  .default('ALL')
  .transform((v) => (v === 'ALL' ? null : v));

export const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: QUERY_MSG.choice }).default(fallback as never);

const search = z
  .string()
  .trim()
  .max(100, QUERY_MSG.search)
  .optional()
  .transform((v) => (v ? v : null));

export const date = z.string().refine(isCalendarDate, QUERY_MSG.date).optional();

/** `roles=ALL` or a comma list in either spelling (CONTENT_ADMIN is ADMIN). */
const roles = z
  .string()
  .default('ALL')
  .transform((value, ctx): Role[] | null => {
    if (value.trim().toUpperCase() === 'ALL' || value.trim() === '') return null;
    const list = value.split(',').map((r) => normalizeRole(r));
    if (list.some((r) => r === null)) {
      ctx.addIssue({ code: 'custom', message: QUERY_MSG.roles });
      return z.NEVER;
    }
    return [...new Set(list as Role[])];
  });

export const accountListQuery = z.object({
  ...paging,
  roles,
  created_on: choice(['RECENT', 'OLDEST'] as const, 'RECENT'),
  created_by: idOrAll,
  status: choice(['ALL', 'ACTIVE', 'DISABLED'] as const, 'ALL'),
  search,
});
export type AccountListQuery = z.output<typeof accountListQuery>;

export const institutionType = choice(['ALL', ...ORGANIZATION_TYPES] as const, 'ALL');
export const place = { district: idOrAll, taluk: idOrAll };

export const organizationListQuery = z.object({
  ...paging,
  ...place,
  created_on: choice(['RECENT', 'OLDEST'] as const, 'RECENT'),
  created_by: idOrAll,
  institution_type: institutionType,
  x_status: choice(['ALL', ...X_ACCOUNT_STATUSES] as const, 'ALL'),
  search,
});
export type OrganizationListQuery = z.output<typeof organizationListQuery>;

export const publicOrganizationQuery = z.object({ ...paging, ...place, search });

export const incompleteQuery = z.object({ ...place, institution_type: institutionType });
export const incompleteListQuery = z.object({ ...paging, ...place, institution_type: institutionType });
export type IncompleteQuery = z.output<typeof incompleteQuery>;

/** The DD feed also answers `institution` and `organization_id` for `organization`. */
export const feedQuery = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object'
      ? {
          ...raw,
          organization:
            (raw as Record<string, unknown>).organization ??
            (raw as Record<string, unknown>).institution ??
            (raw as Record<string, unknown>).organization_id,
        }
      : raw,
  z.object({
    ...paging,
    ...place,
    organization: idOrAll,
    status: choice(['ALL', ...TWEET_STATUSES] as const, 'ALL'),
    meal: choice(['ALL', ...MEALS] as const, 'ALL'),
    from: date,
    to: date,
    sort: choice(['RECENT', 'OLDEST'] as const, 'RECENT'),
  }),
);
export type FeedQuery = z.output<typeof feedQuery>;

export const leagueQuery = z.object({
  by: choice(['district', 'taluk'] as const, 'district'),
  period: choice(PERIODS, 'month'),
  date,
  district: idOrAll,
});
export type LeagueQuery = z.output<typeof leagueQuery>;

export const holidayListQuery = z.object({
  ...paging,
  ...place,
  organization: idOrAll,
  status: choice(['ACTIVE', 'REVOKED', 'ALL'] as const, 'ACTIVE'),
});
export type HolidayListQuery = z.output<typeof holidayListQuery>;

export const lookupQuery = z.object({
  q: z.string({ error: QUERY_MSG.lookup }).trim().min(2, QUERY_MSG.lookup).max(100, QUERY_MSG.lookup),
});
