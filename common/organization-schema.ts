/**
 * Creating and editing an institution (docs/product.md, 'Records and fields', 'Validation rules', 'Calls and answers'
 * and 'Posts'): English name (stored lower-cased), Kannada name, district, taluk, type, hostel type only and always
 * for a HOSTEL, and its X account. The X password is write-only: answers show `has_twitter_password`.
 */
import { z } from 'zod';
import { ORG_MSG } from './organization-messages.ts';
import { HOSTEL_TYPES, ORGANIZATION_TYPES } from './organizations.ts';

export { ORG_MSG } from './organization-messages.ts';

/** The contract (docs/product.md, 'Validation rules') 'general name': letters, digits, space, ampersand, comma, parentheses, hyphen, dot. */
export const GENERAL_NAME_RE = /^[A-Za-z0-9&,().\- ]+$/;
/** Kannada script with the joiners it needs, plus the same punctuation; at least one Kannada letter. */
export const KANNADA_NAME_RE = /^(?:[\u0C80-\u0CFFA-Za-z0-9&,().\- ]|\u200C|\u200D)+$/;
const HAS_KANNADA = /[\u0C80-\u0CFF]/;
export const TWITTER_ID_RE = /^[A-Za-z0-9_]{1,15}$/;

const squeeze = (v: string) => v.normalize('NFC').trim().replace(/\s+/g, ' ');

const enName = z
  .string({ error: ORG_MSG.enName })
  .transform(squeeze)
  .pipe(
    z
      .string()
      .min(3, { message: ORG_MSG.enName, abort: true })
      .max(150, { message: ORG_MSG.enName, abort: true })
      .regex(GENERAL_NAME_RE, ORG_MSG.enName),
  )
  .transform((v) => v.toLowerCase());

const knName = z
  .string({ error: ORG_MSG.knName })
  .transform(squeeze)
  .pipe(
    z
      .string()
      .min(2, { message: ORG_MSG.knName, abort: true })
      .max(150, { message: ORG_MSG.knName, abort: true })
      .regex(KANNADA_NAME_RE, { message: ORG_MSG.knName, abort: true })
      .regex(HAS_KANNADA, ORG_MSG.knName),
  );

const placeId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** '@handle' is taken as 'handle'; empty or null clears it. */
const twitterId = z
  .union([z.string(), z.null()], { error: ORG_MSG.twitterId })
  .transform((v) => (v === null ? null : v.trim().replace(/^@/, '') || null))
  .refine((v) => v === null || TWITTER_ID_RE.test(v), ORG_MSG.twitterId);

/** Empty or null clears the stored credential. Never trimmed: it is a password. */
const twitterPassword = z
  .union([z.string().max(128, ORG_MSG.twitterPassword), z.null()], { error: ORG_MSG.twitterPassword })
  .transform((v) => (v === '' ? null : v));

const hostelType = z.union([z.enum(HOSTEL_TYPES), z.null()], { error: ORG_MSG.hostelType });
const organizationType = z.enum(ORGANIZATION_TYPES, { error: ORG_MSG.type });

/** The rule between type and hostel type, for a whole record (create, or an edit merged with the stored one). */
export function hostelTypeIssue(
  type: string,
  hostel: string | null | undefined,
): { field: 'hostel_type'; message: string } | null {
  if (type === 'HOSTEL' && !hostel) return { field: 'hostel_type', message: ORG_MSG.hostelType };
  if (type !== 'HOSTEL' && hostel) return { field: 'hostel_type', message: ORG_MSG.hostelTypeOnlyHostel };
  return null;
}

export const createOrganizationSchema = z
  .object({
    en_name: enName,
    kn_name: knName,
    district: placeId(ORG_MSG.district),
    taluk: placeId(ORG_MSG.taluk),
    organization_type: organizationType,
    hostel_type: hostelType.optional(),
    twitter_id: twitterId.optional(),
    twitter_password: twitterPassword.optional(),
    warden_id: z.union([placeId(ORG_MSG.warden), z.null()]).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = hostelTypeIssue(v.organization_type, v.hostel_type);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type CreateOrganization = z.output<typeof createOrganizationSchema>;

/** Any subset of the fields; the service checks the hostel-type rule on the merged record. */
export const updateOrganizationSchema = z.object({
  en_name: enName.optional(),
  kn_name: knName.optional(),
  district: placeId(ORG_MSG.district).optional(),
  taluk: placeId(ORG_MSG.taluk).optional(),
  organization_type: organizationType.optional(),
  hostel_type: hostelType.optional(),
  twitter_id: twitterId.optional(),
  twitter_password: twitterPassword.optional(),
});
export type UpdateOrganization = z.output<typeof updateOrganizationSchema>;

export const deleteEntitySchema = z.object({
  reason: z.string({ error: ORG_MSG.reason }).trim().min(3, ORG_MSG.reason).max(200, ORG_MSG.reason),
});
