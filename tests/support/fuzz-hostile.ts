/**
 * The hostile values every input of the API must survive, for the fuzzer (fuzz-values.ts,
 * fuzz-bodies.ts, fuzz-requests.ts): very long text, Kannada and emoji, NUL bytes, SQL, LIKE and
 * path fragments, numbers in disguise, huge, negative and zero numbers, dates that do not exist or
 * sit at the calendar's ends, and wrong types (arrays where objects go, objects where arrays go,
 * ten thousand items, five thousand keys).
 */
import fc from 'fast-check';

export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE accounts; --",
  '1; SELECT pg_sleep(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e/%2e%2e/etc/passwd',
  '%00',
  'a\u0000b',
  '\u0000',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'ಕನ್ನಡ ವಿದ್ಯಾರ್ಥಿ ನಿಲಯ',
  '🍛🍚 ಊಟ 👩🏽‍🍳',
  '\u202Eevil\u202C',
  '\uD800',
  '\r\nX-Injected: 1',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '9223372036854775808',
  'null',
  'true',
  '[]',
  '{}',
  '\\',
  'a\\',
  '100%',
  '_%',
  '([*',
  'WARDEN,',
  'ಕನ್ನಡ@example.org',
  'UPPER@EXAMPLE.ORG',
  '0x10',
  '+1',
  ' 1',
  '1.0',
  '-0',
  '೧೨',
];
/** Dates and instants that do not exist, or sit at the edges of what a date can hold. */
export const ODD_DAYS = [
  '2024-02-30',
  '0000-00-00',
  '0000-01-05',
  '9999-12-31',
  '2024-13-01',
  '1970-01-01',
  '2024-2-3',
  '275760-09-13',
];
export const ODD_INSTANTS = [
  '2024-02-30T25:61:00Z',
  '+275760-09-13T00:00:00.000Z',
  '1969-12-31T23:59:59Z',
  '2024-01-01T00:00:00',
];
export const HOSTILE_NUMBERS = [1e308, -1e308, 2 ** 63, 2 ** 53 + 1, 2147483648, 2147483647, -1, 0, -0.5, 0.5, 1e-300];

const KEYS = Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]);
const long = fc.oneof(
  fc.integer({ min: 10_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 3_000, max: 6_000 }).map((n) => 'ಕನ್ನಡ🍛'.repeat(n)),
);
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: long, weight: 1 },
);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null, [], {}, [1, 2], { '0': 1 }, [[[]]]), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      Array.from({ length: 10_000 }, (_, i) => i),
      Object.fromEntries(KEYS),
    ),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);
