/**
 * Building blocks of the answer schemas (docs/product.md, 'Calls and answers'): the envelope every answer rides in, the
 * list page, the error answers, and the small shapes many answers repeat. The server serialises by
 * these schemas, so a field missing here never leaves it; the PWA takes only their types.
 */
import { z } from 'zod';
import { ROLES, VALIDATION_KINDS } from '../roles.ts';

export const roleSchema = z.enum(ROLES);
export const validationKindSchema = z.enum(VALIDATION_KINDS);

/** `{status, status_code, message, data}`: status_code equals the HTTP status; status is true for 2xx. */
export const envelopeOf = <S extends z.ZodType>(data: S) =>
  z.object({ status: z.boolean(), status_code: z.number().int(), message: z.string(), data });

/** The contract (docs/product.md, 'Records and fields'): items, total_items, total_pages, current_page. */
export const listPageOf = <S extends z.ZodType>(item: S) =>
  z.object({
    items: z.array(item),
    total_items: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
  });

export const nameSchema = z.object({ en: z.string(), kn: z.string() });
export type Name = z.output<typeof nameSchema>;
/** A place or institution by id with its English and Kannada names. */
export const namedSchema = z.object({ id: z.number().int(), name: nameSchema }).meta({ id: 'Named' });
export type Named = z.output<typeof namedSchema>;

export const isoTime = z.string().meta({ format: 'date-time' });
export const calendarDate = z.string().meta({ format: 'date', description: 'YYYY-MM-DD, Asia/Kolkata' });

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() }).meta({ id: 'FieldError' });

/**
 * What a refusal carries: nothing, the fields at fault (422, and some 409s), or the details its
 * message names (408's try_after, 429's retry time).
 */
export const errorDataSchema = z.union([
  z.null(),
  z.object({ errors: z.array(fieldErrorSchema) }).catchall(z.unknown()),
  z.record(z.string(), z.unknown()),
]);
export const errorEnvelope = z.object({
  status: z.literal(false),
  status_code: z.number().int().min(400),
  message: z.string(),
  data: errorDataSchema,
});

/** The four 'In This Month' counts (docs/product.md, 'Records and fields', warden stats). */
export const monthCountsShape = {
  posted_on_time: z.number().int(),
  posted_with_delay: z.number().int(),
  post_not_considered: z.number().int(),
  tweets_not_posted: z.number().int(),
};
export const monthCountsSchema = z.object(monthCountsShape).meta({ id: 'MonthCounts' });
export type MonthCounts = z.output<typeof monthCountsSchema>;
