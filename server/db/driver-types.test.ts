import { describe, expect, it } from 'vitest';
import { OID, textParsers } from './driver-types.ts';

describe('driver type normalisation', () => {
  it('answers numbers for int8 and numeric, bytes for bytea', () => {
    expect(textParsers[OID.INT8]!('9007199254740')).toBe(9007199254740);
    expect(textParsers[OID.NUMERIC]!('12.50')).toBe(12.5);
    expect(Array.from(textParsers[OID.BYTEA]!('\\x0aff') as Uint8Array)).toEqual([10, 255]);
  });
});
