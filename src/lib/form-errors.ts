/**
 * Field errors of a form: an edited field's old error no longer applies, so it goes at once.
 */
export type FieldErrors = Record<string, string>;

export function withoutError(field: string): (errors: FieldErrors) => FieldErrors {
  return (errors) =>
    field in errors ? Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field)) : errors;
}
