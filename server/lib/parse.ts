/**
 * Parses a request part with a shared zod schema; bad input becomes a 422 with field errors.
 */
import type { z } from 'zod';
import { toFieldErrors } from '@common/validation.ts';
import { errors } from './errors.ts';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw errors.invalid(toFieldErrors(result.error));
  return result.data;
}
