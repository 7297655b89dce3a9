/**
 * The one place where the two database drivers are made to agree. pg answers int8 and numeric
 * as strings and bytea as Buffer; PGlite answers int8 as bigint and bytea as Uint8Array; both
 * turn a date into a Date at local midnight. Here both answer plain numbers for int8/numeric,
 * Uint8Array for bytea, and YYYY-MM-DD strings for dates.
 */
export const OID = { INT8: 20, NUMERIC: 1700, BYTEA: 17, DATE: 1082 } as const;

export const parseInt8 = (value: string): number => Number(value);
export const parseNumeric = (value: string): number => Number(value);

/**
 * Hex text form `\x0a0b…` as PostgreSQL sends it. Decoded by Buffer's native hex decoder and answered as
 * a plain Uint8Array over the same memory: no element-by-element copy (a post's photo matching reads a
 * few thousand fingerprints of 832 bytes, docs/review.md).
 */
export function parseBytea(value: string): Uint8Array {
  const bytes = Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A `date` stays a YYYY-MM-DD string: a calendar day has no time zone to shift it. */
export const parseDate = (value: string): string => value;

export const textParsers: Record<number, (value: string) => unknown> = {
  [OID.DATE]: parseDate,
  [OID.INT8]: parseInt8,
  [OID.NUMERIC]: parseNumeric,
  [OID.BYTEA]: parseBytea,
};
